import type { SmsMessage } from '@achterhoek/contracts';
import { Text } from '@mantine/core';
import { OutboxMessageCard } from '../../../components/OutboxMessageCard';

/** One SMS the app sent: to whom, when (DD-MM-YYYY HH:mm, Amsterdam time) and its text in full. */
export function SmsMessageCard({ message }: { message: SmsMessage }) {
  return (
    <OutboxMessageCard message={message} toText="smsOutbox.to">
      {/* The text as it was sent: its line breaks kept, long codes and links wrapped at 360 px. */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
    </OutboxMessageCard>
  );
}
