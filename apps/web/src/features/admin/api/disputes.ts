import { plannerEndpoints } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useRefreshingMutation, useSignedInPages } from '../../../lib/signed-in-query';

/** Disputes per page; the server's default. */
export const DISPUTES_PAGE_SIZE = 20;

/** Under the signed-in user: another login (perhaps no admin) never sees this list. */
export const disputeKeys = {
  all: (signedInId: string) => ['disputes', signedInId] as const,
};

/** The open disputes (admins only: others get 403), newest trip first, a page at a time. */
export function useDisputes(enabled: boolean) {
  return useSignedInPages(
    disputeKeys.all,
    (offset, signal) =>
      call(plannerEndpoints.disputes, { query: { maxResults: DISPUTES_PAGE_SIZE, offset } }, { signal }),
    { enabled, retry: false },
  );
}

export type Decision = 'favors-provider' | 'favors-traveller';

/** Settles one disputed trip; the list is fetched again, settled or not (422: someone else settled it). */
export function useSettleDispute() {
  return useRefreshingMutation(
    ({ tripId, decision }: { tripId: number; decision: Decision }) =>
      call(plannerEndpoints.settleTrip, { params: { tripId, decision } }),
    (signedInId) => [disputeKeys.all(signedInId)],
    { awaitRefresh: true, evenOnError: true },
  );
}
