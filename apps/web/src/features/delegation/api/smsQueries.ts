import { profileEndpoints } from '@achterhoek/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** How many of the most recent SMS messages the outbox page shows. */
export const SMS_OUTBOX_SIZE = 100;

/** Under the signed-in subject: another login (perhaps no admin) never sees this list. */
export const smsKeys = {
  outbox: (subject: string) => ['sms-outbox', subject] as const,
};

/** The SMS messages the outbox kept (admins only: others get 403). */
export function useSmsOutbox(enabled: boolean) {
  const subject = useAuth().user?.profile.sub ?? '';
  return useQuery({
    queryKey: smsKeys.outbox(subject),
    queryFn: ({ signal }) =>
      call(profileEndpoints.smsOutbox, { query: { maxResults: SMS_OUTBOX_SIZE } }, { signal }),
    enabled: enabled && Boolean(subject),
    retry: false,
  });
}
