import { plannerEndpoints } from '@achterhoek/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { nextOffset } from '../../../lib/infinite-scroll';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** Disputes per page; the server's default. */
export const DISPUTES_PAGE_SIZE = 20;

/** Under the signed-in user: another login (perhaps no admin) never sees this list. */
export const disputeKeys = {
  all: (signedInId: string) => ['disputes', signedInId] as const,
};

/** The open disputes (admins only: others get 403), newest trip first, a page at a time. */
export function useDisputes(enabled: boolean) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: disputeKeys.all(signedInId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        plannerEndpoints.disputes,
        { query: { maxResults: DISPUTES_PAGE_SIZE, offset: pageParam } },
        { signal },
      ),
    getNextPageParam: nextOffset,
    enabled: enabled && Boolean(signedInId),
    retry: false,
  });
}

export type Decision = 'favors-provider' | 'favors-traveller';

/** Settles one disputed trip; the list is fetched again, settled or not (422: someone else settled it). */
export function useSettleDispute() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: ({ tripId, decision }: { tripId: number; decision: Decision }) =>
      call(plannerEndpoints.settleTrip, { params: { tripId, decision } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeKeys.all(signedInId) }),
  });
}
