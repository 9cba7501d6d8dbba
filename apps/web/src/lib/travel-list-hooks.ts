import type { Paged } from '@achterhoek/contracts';
import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSignedInId } from './auth';
import { nextOffset } from './infinite-scroll';
import { rememberLastSeen } from './offline/last-seen';
import { travelListParams, type TravelListQuery } from './travel-list-query';

/** How a list of trips or rides is asked: its key under the signed-in user, and the call for one page. */
export interface TravelListSource<State extends string, Page> {
  listKey: (signedInId: string, query: TravelListQuery<State>) => QueryKey;
  fetchPage: (params: ReturnType<typeof travelListParams<State>>, signal: AbortSignal) => Promise<Page>;
}

/** One page of the signed-in user's trips or rides (Home), asked only while `enabled` and signed in. */
export function useTravelList<State extends string, Page>(
  source: TravelListSource<State, Page>,
  query: TravelListQuery<State>,
  enabled: boolean,
) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: source.listKey(signedInId, query),
    queryFn: ({ signal }) => source.fetchPage(travelListParams(query), signal),
    enabled: enabled && Boolean(signedInId),
  });
}

/**
 * The signed-in user's trips or rides page by page, for a list that loads more on scrolling. The first
 * page is what the list shows while offline: it is kept under `lastSeenName` (lib/offline/last-seen.ts).
 */
export function useTravelListPages<State extends string, Item>(
  source: TravelListSource<State, Paged<Item>>,
  query: TravelListQuery<State>,
  lastSeenName: string,
) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: [...source.listKey(signedInId, query), 'pages'] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await source.fetchPage(travelListParams(query, pageParam), signal);
      if (pageParam === 0) rememberLastSeen(signedInId, lastSeenName, page);
      return page;
    },
    getNextPageParam: nextOffset,
    enabled: Boolean(signedInId),
  });
}
