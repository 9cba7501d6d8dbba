import { profileEndpoints } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useAdminOutbox } from '../../../lib/useAdminOutbox';

/** The SMS messages the outbox kept (admins only: others get 403). */
export function useSmsOutbox(enabled: boolean) {
  return useAdminOutbox(
    'sms-outbox',
    (maxResults, signal) => call(profileEndpoints.smsOutbox, { query: { maxResults } }, { signal }),
    enabled,
  );
}
