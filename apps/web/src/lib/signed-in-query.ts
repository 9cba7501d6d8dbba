import type { Paged } from '@achterhoek/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useSignedInId } from './auth';
import { nextOffset } from './infinite-scroll';

/**
 * The signed-in user's own data, kept under a key of that user (so another login never sees it) and asked
 * only while somebody is signed in.
 */
export function useSignedInQuery<TData>(
  keyOf: (signedInId: string) => QueryKey,
  fetchData: (signal: AbortSignal) => Promise<TData>,
) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: keyOf(signedInId),
    queryFn: ({ signal }) => fetchData(signal),
    enabled: Boolean(signedInId),
  });
}

/**
 * A change to the signed-in user's data, after which the queries under `staleKeys` (keys of that user) are
 * loaded afresh. With `awaitRefresh` the change counts as done only once they have been; without, at once,
 * and the lists load afresh where they are shown.
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: (signedInId: string) => readonly QueryKey[],
  { awaitRefresh }: { awaitRefresh: boolean },
) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  const refresh = () =>
    Promise.all(staleKeys(signedInId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: awaitRefresh ? refresh : () => void refresh(),
  });
}

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
