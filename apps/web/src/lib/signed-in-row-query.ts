import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSignedInId } from './auth';

/** Whether an id can name a stored row: a positive whole number (a path like /trip/abc names none). */
export const isRowId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * One stored row the signed-in user may see (a ride, a trip, a plan, a shout-out), kept under a key of
 * that user. It is asked only with a user signed in and an id that can name a row; a row that is missing
 * or may not be seen is not asked again.
 */
export function useSignedInRowQuery<TData>(
  id: number,
  keyOf: (signedInId: string, id: number) => QueryKey,
  fetchRow: (id: number, signal: AbortSignal) => Promise<TData>,
) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: keyOf(signedInId, id),
    queryFn: ({ signal }) => fetchRow(id, signal),
    enabled: Boolean(signedInId) && isRowId(id),
    retry: false,
  });
}
