import {
  profileEndpoints,
  type ComplimentSet,
  type ComplimentType,
  type Review,
} from '@achterhoek/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { profileKeys } from '../../profile';

/** What this sender gave this receiver for this context before, if anything. */
export interface EarlierReview {
  set: ComplimentSet | undefined;
  review: Review | undefined;
}

export interface SaveReviewInput {
  receiver: string;
  context: string;
  compliments: ComplimentType[];
  /** Trimmed; empty means no written review. */
  review: string;
  earlier: EarlierReview;
}

// The server keeps one compliment set and one review per sender, receiver and context and answers a
// second one with 409, so a change replaces the earlier one: removed first, then written anew.

/** A record that is already gone (removed in another tab) is as good as removed. */
async function removeIgnoringGone(remove: () => Promise<void>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

const removeSet = (id: number) =>
  removeIgnoringGone(() => call(profileEndpoints.deleteComplimentSet, { params: { id } }));
const removeReview = (id: number) =>
  removeIgnoringGone(() => call(profileEndpoints.deleteReview, { params: { id } }));

const sameCompliments = (a: readonly ComplimentType[], b: readonly ComplimentType[]) =>
  a.length === b.length && a.every((type) => b.includes(type));

async function saveReview({ receiver, context, compliments, review, earlier }: SaveReviewInput) {
  if (!earlier.set || !sameCompliments(earlier.set.compliments, compliments)) {
    if (earlier.set) await removeSet(earlier.set.id);
    await call(profileEndpoints.createComplimentSet, { body: { receiver, context, compliments } });
  }
  if (earlier.review?.review !== review) {
    if (earlier.review) await removeReview(earlier.review.id);
    if (review) await call(profileEndpoints.createReview, { body: { receiver, context, review } });
  }
}

async function removeEarlier({ set, review }: EarlierReview) {
  if (set) await removeSet(set.id);
  if (review) await removeReview(review.id);
}

/**
 * Saving and removing a review. Either may stop halfway (the set saved, the review not), so the
 * receiver's lists are reloaded whatever the outcome: the form then shows what is really stored.
 */
export function useReviewMutations(receiver: string) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.compliments(receiver) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.reviews(receiver) }),
    ]);
  const save = useMutation({ mutationFn: saveReview, onSettled: reload });
  const remove = useMutation({ mutationFn: removeEarlier, onSettled: reload });
  return { save, remove };
}
