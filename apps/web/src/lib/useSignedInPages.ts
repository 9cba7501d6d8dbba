import type { Paged } from '@achterhoek/contracts';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useSignedInId } from './auth';
import { nextOffset } from './infinite-scroll';

/**
 * A list of the signed-in user's that loads page by page: the first page from offset 0, each next one
 * from where the last ended while the server counts more; idle until somebody is signed in. The key is
 * made with the signed-in user's id, so another login never sees the list.
 */
export function useSignedInPages<Item>(
  queryKey: (signedInId: string) => QueryKey,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Paged<Item>>,
) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: queryKey(signedInId),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(signedInId),
  });
}
