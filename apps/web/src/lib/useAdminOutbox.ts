import { useQuery } from '@tanstack/react-query';
import { useSignedInId } from './auth';

/** How many of the most recent messages an outbox page shows (the mail server allows at most 200). */
export const OUTBOX_SIZE = 100;

/**
 * A list of sent messages that only admins may read, the most recent `OUTBOX_SIZE` of them: kept under
 * the key `[name, signed-in user]` (another login, perhaps no admin, never sees it), asked only when
 * `enabled` and someone is signed in, and not retried (a refusal, 403, is final).
 */
export function useAdminOutbox<T>(
  name: string,
  fetchOutbox: (maxResults: number, signal: AbortSignal) => Promise<T>,
  enabled: boolean,
) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: [name, signedInId] as const,
    queryFn: ({ signal }) => fetchOutbox(OUTBOX_SIZE, signal),
    enabled: enabled && Boolean(signedInId),
    retry: false,
  });
}
