import {
  OFFERED_COMPLIMENT_TYPES,
  type ComplimentSet,
  type ComplimentType,
  type Paged,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import type { ComplimentSetRow } from '../repository/index.js';
import { resolveUserRef } from '../rules.js';
import { mayDelete, senderAndReceiver, withPeople } from './people.js';
import { MESSAGES, paged, requireProfile, type ProfileServiceDeps } from './shared.js';

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
  const receiver = await requireProfile(deps.db, resolveUserRef(query.receiverId, caller.id));
  const page = await repository.listComplimentSets(deps.db, receiver.id, query.offset, query.maxResults);
  const data = await withPeople(deps, page.rows, (row: ComplimentSetRow, receiverView, senderView) => ({
    id: row.id,
    receiver: receiverView,
    sender: senderView,
    context: row.context,
    compliments: row.compliments as ComplimentType[],
    published: row.publishedAt.toISOString(),
  }));
  return paged(query.offset, page.totalCount, data);
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
  const row = await repository.findComplimentSet(deps.db, id);
  if (!row) throw new NotFoundError('Compliments not found');
  if (!mayDelete(caller, row)) throw new ForbiddenError('Only the sender may remove these compliments');
  await repository.deleteComplimentSet(deps.db, id);
}
