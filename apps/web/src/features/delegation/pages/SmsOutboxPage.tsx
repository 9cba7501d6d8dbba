import { OutboxPage } from '../../../components/OutboxPage';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useSmsOutbox } from '../api/smsQueries';
import { SmsMessageCard } from '../components/SmsMessageCard';

/**
 * /sms-outbox ('SMS-berichten'): the SMS messages the app sent through its outbox, newest first, so that
 * the demo and the journeys can read the delegation codes. Only admins (identity-provider realm role) see
 * them; anyone else is told there is no access without asking, and the server refuses them (403) too.
 */
export function SmsOutboxPage() {
  const isAdmin = useHasRealmRole('admin');
  const outbox = useSmsOutbox(isAdmin);
  return (
    <OutboxPage
      texts={{
        title: 'smsOutbox.title',
        noAccess: 'smsOutbox.noAccess',
        error: 'smsOutbox.error',
        intro: 'smsOutbox.intro',
        refresh: 'smsOutbox.refresh',
        empty: 'smsOutbox.empty',
      }}
      isAdmin={isAdmin}
      outbox={outbox}
      renderMessage={(message) => <SmsMessageCard message={message} />}
    />
  );
}
