import { mailEndpoints } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useAdminOutbox } from '../../../lib/useAdminOutbox';

/** How many of the most recent e-mails the outbox page shows (the server allows at most 200). */
export const MAIL_OUTBOX_SIZE = 100;

/** Under the signed-in user: another login (perhaps no admin) never sees this list. */
export const mailKeys = {
  outbox: (signedInId: string) => ['mail-outbox', signedInId] as const,
};

/** The e-mails the app recorded (admins only: others get 403). */
export function useMailOutbox(enabled: boolean) {
  return useAdminOutbox(
    mailKeys.outbox,
    (signal) => call(mailEndpoints.mailOutbox, { query: { maxResults: MAIL_OUTBOX_SIZE } }, { signal }),
    enabled,
  );
}
