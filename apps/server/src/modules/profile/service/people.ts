import type { PublicProfile } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { invalidFields, NotFoundError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import { resolveUserRef } from '../rules.js';
import { isAdmin, requireProfile, todayOf, type ProfileServiceDeps } from './shared.js';
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
