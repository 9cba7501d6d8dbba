import { OutboxPage } from '../../../components/OutboxPage';
import { useSmsOutbox } from '../api/smsQueries';
import { SmsMessageCard } from '../components/SmsMessageCard';

/**
 * /sms-outbox ('SMS-berichten'): the SMS messages the app sent through its outbox, newest first, so that
 * the demo and the journeys can read the delegation codes. Only admins (identity-provider realm role) see
 * them; anyone else is told there is no access without asking, and the server refuses them (403) too.
 */
export function SmsOutboxPage() {
  return <OutboxPage texts="smsOutbox" useOutbox={useSmsOutbox} MessageCard={SmsMessageCard} />;
}
