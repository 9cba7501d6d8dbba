import type { Paged, Review } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { ConflictError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import { deleteGiven, receivedPage, senderAndReceiver } from './people.js';
import { MESSAGES, type ProfileServiceDeps } from './shared.js';

/** Reviews a user received, newest first. */
export async function listReviews(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  query: { receiverId: string; offset: number; maxResults: number },
): Promise<Paged<Review>> {
  return receivedPage(deps, caller, query, repository.listReviews, (row) => ({ review: row.review }));
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
  await deleteGiven(deps, caller, id, {
    find: repository.findReview,
    remove: repository.deleteReview,
    notFound: 'Review not found',
    forbidden: 'Only the sender may remove this review',
  });
}
