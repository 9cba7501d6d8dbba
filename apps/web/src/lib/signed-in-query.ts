import type { Paged } from '@achterhoek/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedInId } from './auth';
import { nextOffset } from './infinite-scroll';

/**
 * What a signed-in query may add to its key and fetch: `enabled` false keeps it idle also while somebody
 * is signed in; the other options (stale time, retry, select…) are the query's own.
 */
export type SignedInQueryOptions<TData, TSelected> = Omit<
  UseQueryOptions<TData, Error, TSelected>,
  'queryKey' | 'queryFn' | 'enabled'
> & { enabled?: boolean };

/**
 * The signed-in user's own data, kept under a key of that user (so another login never sees it) and asked
 * only while somebody is signed in (and `enabled`, when given, is true).
 */
export function useSignedInQuery<TData, TSelected = TData>(
  keyOf: (signedInId: string) => QueryKey,
  fetchData: (signal: AbortSignal) => Promise<TData>,
  { enabled = true, ...options }: SignedInQueryOptions<TData, TSelected> = {},
) {
  const signedInId = useSignedInId();
  return useQuery({
    ...options,
    queryKey: keyOf(signedInId),
    queryFn: ({ signal }) => fetchData(signal),
    enabled: enabled && Boolean(signedInId),
  });
}

/**
 * Marks the queries under these keys (keys of the signed-in user) out of date, so they load afresh; done
 * when they have. The function stays the same while the user and `staleKeys` do.
 */
export function useRefreshKeys(staleKeys: (signedInId: string) => readonly QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useCallback(async () => {
    await Promise.all(staleKeys(signedInId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient, signedInId, staleKeys]);
}

/**
 * A change to the signed-in user's data, after which the queries under `staleKeys` (keys of that user) are
 * loaded afresh. With `awaitRefresh` the change counts as done only once they have been; without, at once,
 * and the lists load afresh where they are shown. With `evenOnError` they are loaded afresh also when the
 * change failed (somebody else may have changed the same thing meanwhile), and the change is done once
 * they have been.
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: (signedInId: string) => readonly QueryKey[],
  { awaitRefresh, evenOnError = false }: { awaitRefresh: boolean; evenOnError?: boolean },
) {
  const refresh = useRefreshKeys(staleKeys);
  return useMutation({
    mutationFn,
    ...(evenOnError ? { onSettled: refresh } : { onSuccess: awaitRefresh ? refresh : () => void refresh() }),
  });
}

/**
 * A list of the signed-in user's that loads page by page: the first page from offset 0, each next one
 * from where the last ended while the server counts more; idle until somebody is signed in (and while
 * `enabled` is false). The key is made with the signed-in user's id, so another login never sees the
 * list. `retry` false: a refusal is final.
 */
export function useSignedInPages<Item>(
  queryKey: (signedInId: string) => QueryKey,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Paged<Item>>,
  { enabled = true, retry }: { enabled?: boolean; retry?: false } = {},
) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: queryKey(signedInId),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: enabled && Boolean(signedInId),
    ...(retry === false ? { retry } : {}),
  });
}
