import type { PublicProfile } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { ForbiddenError, invalidFields, NotFoundError } from '../../../platform/errors.js';
import type { Page } from '../repository/index.js';
import * as repository from '../repository/index.js';
import { resolveUserRef } from '../rules.js';
import { isAdmin, paged, requireProfile, todayOf, type ProfileServiceDeps } from './shared.js';
import { toPublicProfile } from './views.js';

// What compliments and reviews share: a sender and a receiver, both with a profile.

/** Sender and receiver of a new compliment set or review: both need a profile and must differ. */
export async function senderAndReceiver(deps: ProfileServiceDeps, caller: AuthUser, receiverRef: string) {
  const receiverId = resolveUserRef(receiverRef, caller.id);
  if (receiverId === caller.id) {
    throw invalidFields([{ field: 'body.receiver', message: 'you cannot compliment or review yourself' }]);
  }
  await requireProfile(deps.db, caller.id);
  const receiver = await repository.findProfile(deps.db, receiverId);
  if (!receiver) throw new NotFoundError('Receiver not found');
  return { senderId: caller.id, receiverId };
}

/**
 * Rows with a receiver and sender, in the API's shape with both public profiles. A row whose sender or
 * receiver no longer has a profile is left out.
 */
export async function withPeople<R extends { receiverId: string; senderId: string }, T>(
  deps: ProfileServiceDeps,
  rows: R[],
  map: (row: R, receiver: PublicProfile, sender: PublicProfile) => T,
): Promise<T[]> {
  const people = await repository.findProfilesByIds(
    deps.db,
    rows.flatMap((row) => [row.receiverId, row.senderId]),
  );
  const today = todayOf(deps);
  return rows.flatMap((row) => {
    const receiver = people.get(row.receiverId);
    const sender = people.get(row.senderId);
    return receiver && sender
      ? [map(row, toPublicProfile(receiver, today), toPublicProfile(sender, today))]
      : [];
  });
}

/** Only the sender takes back what they wrote; an admin may remove anything. */
export function mayDelete(caller: AuthUser, row: { senderId: string }): boolean {
  return row.senderId === caller.id || isAdmin(caller);
}

/** What a sender gave a receiver, as a row of either table: a compliment set or a review. */
interface GivenRow {
  id: number;
  receiverId: string;
  senderId: string;
  context: string;
  publishedAt: Date;
}

/**
 * One page of what a user (or the caller, for `me`) received, newest first, in the API's shape: the row's
 * id, both public profiles, its context, what was given (`given`) and when it was published.
 */
export async function receivedPage<R extends GivenRow, T extends object>(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  query: { receiverId: string; offset: number; maxResults: number },
  list: (db: ProfileServiceDeps['db'], receiverId: string, offset: number, limit: number) => Promise<Page<R>>,
  given: (row: R) => T,
) {
  const receiver = await requireProfile(deps.db, resolveUserRef(query.receiverId, caller.id));
  const page = await list(deps.db, receiver.id, query.offset, query.maxResults);
  const data = await withPeople(deps, page.rows, (row, receiverView, senderView) => ({
    id: row.id,
    receiver: receiverView,
    sender: senderView,
    context: row.context,
    ...given(row),
    published: row.publishedAt.toISOString(),
  }));
  return paged(query.offset, page.totalCount, data);
}

/** Takes back what a sender gave: only the sender or an admin may (`mayDelete`); 404 when there is none. */
export async function deleteGiven(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  id: number,
  table: {
    find: (db: ProfileServiceDeps['db'], id: number) => Promise<{ senderId: string } | undefined>;
    remove: (db: ProfileServiceDeps['db'], id: number) => Promise<void>;
    notFound: string;
    forbidden: string;
  },
): Promise<void> {
  const row = await table.find(deps.db, id);
  if (!row) throw new NotFoundError(table.notFound);
  if (!mayDelete(caller, row)) throw new ForbiddenError(table.forbidden);
  await table.remove(deps.db, id);
}
