import {
  OFFERED_COMPLIMENT_TYPES,
  type ComplimentSet,
  type ComplimentType,
  type Paged,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { BadRequestError, ConflictError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import { deleteGiven, receivedPage, senderAndReceiver } from './people.js';
import { MESSAGES, type ProfileServiceDeps } from './shared.js';

/** The types a user may choose from; old ones stay readable in received sets but are not offered. */
export function offeredComplimentTypes(): { complimentTypes: ComplimentType[] } {
  return { complimentTypes: OFFERED_COMPLIMENT_TYPES };
}

/** Compliments a user received, newest first. */
export async function listComplimentSets(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  query: { receiverId: string; offset: number; maxResults: number },
): Promise<Paged<ComplimentSet>> {
  return receivedPage(deps, caller, query, repository.listComplimentSets, (row) => ({
    compliments: row.compliments as ComplimentType[],
  }));
}

/** One set of compliments per sender, receiver and context (a trip); a second answers 409. */
export async function createComplimentSet(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: { receiver: string; context: string; compliments: ComplimentType[] },
): Promise<{ id: number }> {
  // Types that are no longer offered (NICE_CAR, spec 000 §3) stay readable in old sets but cannot be given.
  const retired = input.compliments.filter((type) => !OFFERED_COMPLIMENT_TYPES.includes(type));
  if (retired.length > 0) {
    throw new BadRequestError(`Compliment no longer offered: ${retired.join(', ')}`, 'VALIDATION', [
      'body.compliments',
    ]);
  }
  const people = await senderAndReceiver(deps, caller, input.receiver);
  const row = await repository.insertComplimentSet(deps.db, {
    ...people,
    context: input.context,
    compliments: [...new Set(input.compliments)],
    publishedAt: deps.clock.now(),
  });
  if (!row) throw new ConflictError(MESSAGES.complimentsExist);
  return { id: row.id };
}

export async function deleteComplimentSet(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  id: number,
): Promise<void> {
  await deleteGiven(deps, caller, id, {
    find: repository.findComplimentSet,
    remove: repository.deleteComplimentSet,
    notFound: 'Compliments not found',
    forbidden: 'Only the sender may remove these compliments',
  });
}
