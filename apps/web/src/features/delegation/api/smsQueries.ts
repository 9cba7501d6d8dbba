import { profileEndpoints } from '@achterhoek/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** How many of the most recent SMS messages the outbox page shows. */
export const SMS_OUTBOX_SIZE = 100;

/** Under the signed-in user: another login (perhaps no admin) never sees this list. */
export const smsKeys = {
  outbox: (signedInId: string) => ['sms-outbox', signedInId] as const,
};

/** The SMS messages the outbox kept (admins only: others get 403). */
export function useSmsOutbox(enabled: boolean) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: smsKeys.outbox(signedInId),
    queryFn: ({ signal }) =>
      call(profileEndpoints.smsOutbox, { query: { maxResults: SMS_OUTBOX_SIZE } }, { signal }),
    enabled: enabled && Boolean(signedInId),
    retry: false,
  });
}
