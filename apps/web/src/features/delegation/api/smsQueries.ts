import { profileEndpoints } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useAdminOutbox } from '../../../lib/useAdminOutbox';

/** How many of the most recent SMS messages the outbox page shows. */
export const SMS_OUTBOX_SIZE = 100;

/** Under the signed-in user: another login (perhaps no admin) never sees this list. */
export const smsKeys = {
  outbox: (signedInId: string) => ['sms-outbox', signedInId] as const,
};

/** The SMS messages the outbox kept (admins only: others get 403). */
export function useSmsOutbox(enabled: boolean) {
  return useAdminOutbox(
    smsKeys.outbox,
    (signal) => call(profileEndpoints.smsOutbox, { query: { maxResults: SMS_OUTBOX_SIZE } }, { signal }),
    enabled,
  );
}
