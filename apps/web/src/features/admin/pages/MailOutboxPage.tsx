import { OutboxPage } from '../../../components/OutboxPage';
import { useMailOutbox } from '../api/mailQueries';
import { MailMessageCard } from '../components/MailMessageCard';

/**
 * /mail-outbox ('E-mailberichten'): the e-mails the app sent, newest first (the newest 100), so that the
 * demo and the journeys can read the password-reset links the outbox keeps. Only admins (identity-provider
 * realm role) see them; anyone else is told there is no access without asking, and the server refuses
 * them (403) too.
 */
export function MailOutboxPage() {
  return <OutboxPage texts="mailOutbox" useOutbox={useMailOutbox} MessageCard={MailMessageCard} />;
}
