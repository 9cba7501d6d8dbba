import { mailEndpoints } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useAdminOutbox } from '../../../lib/useAdminOutbox';

/** The e-mails the app recorded (admins only: others get 403). */
export function useMailOutbox(enabled: boolean) {
  return useAdminOutbox(
    'mail-outbox',
    (maxResults, signal) => call(mailEndpoints.mailOutbox, { query: { maxResults } }, { signal }),
    enabled,
  );
}
