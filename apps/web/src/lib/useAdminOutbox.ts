import { useQuery } from '@tanstack/react-query';
import { useSignedInId } from './auth';

/**
 * A list of sent messages that only admins may read: kept under the signed-in user (another login,
 * perhaps no admin, never sees it), asked only when `enabled` and someone is signed in, and not retried
 * (a refusal, 403, is final).
 */
export function useAdminOutbox<T>(
  queryKey: (signedInId: string) => readonly unknown[],
  fetchOutbox: (signal: AbortSignal) => Promise<T>,
  enabled: boolean,
) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: queryKey(signedInId),
    queryFn: ({ signal }) => fetchOutbox(signal),
    enabled: enabled && Boolean(signedInId),
    retry: false,
  });
}
