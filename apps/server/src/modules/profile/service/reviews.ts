import type { Paged, Review } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import type { ReviewRow } from '../repository/index.js';
import { resolveUserRef } from '../rules.js';
import { mayDelete, senderAndReceiver, withPeople } from './people.js';
import { MESSAGES, paged, requireProfile, type ProfileServiceDeps } from './shared.js';

/** Reviews a user received, newest first. */
export async function listReviews(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  query: { receiverId: string; offset: number; maxResults: number },
): Promise<Paged<Review>> {
  const receiver = await requireProfile(deps.db, resolveUserRef(query.receiverId, caller.id));
  const page = await repository.listReviews(deps.db, receiver.id, query.offset, query.maxResults);
  const data = await withPeople(deps, page.rows, (row: ReviewRow, receiverView, senderView) => ({
    id: row.id,
    receiver: receiverView,
    sender: senderView,
    context: row.context,
    review: row.review,
    published: row.publishedAt.toISOString(),
  }));
  return paged(query.offset, page.totalCount, data);
}

/** One review per sender, receiver and context (a trip); a second answers 409. */
export async function createReview(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: { receiver: string; context: string; review: string },
): Promise<{ id: number }> {
  const people = await senderAndReceiver(deps, caller, input.receiver);
  const row = await repository.insertReview(deps.db, {
    ...people,
    context: input.context,
    review: input.review,
    publishedAt: deps.clock.now(),
  });
  if (!row) throw new ConflictError(MESSAGES.reviewExists);
  return { id: row.id };
}

export async function deleteReview(deps: ProfileServiceDeps, caller: AuthUser, id: number): Promise<void> {
  const row = await repository.findReview(deps.db, id);
  if (!row) throw new NotFoundError('Review not found');
  if (!mayDelete(caller, row)) throw new ForbiddenError('Only the sender may remove this review');
  await repository.deleteReview(deps.db, id);
}
