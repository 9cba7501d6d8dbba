import type { MailMessage } from '@achterhoek/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { OutboxMessageCard } from '../../../components/OutboxMessageCard';

/**
 * One e-mail the app sent: to whom, when (DD-MM-YYYY HH:mm, Amsterdam time), the subject, how it left and
 * its text in full (a mail sent over SMTP keeps no text) with the names of any attached files.
 */
export function MailMessageCard({ message }: { message: MailMessage }) {
  const intl = useIntl();
  return (
    <OutboxMessageCard message={message} toText="mailOutbox.to">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {intl.formatMessage({ id: `mailOutbox.status.${message.status}` })}
        </Badge>
      </Group>
      {/* The text as it was sent: its line breaks kept, long links wrapped at 360 px. */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text ?? intl.formatMessage({ id: 'mailOutbox.textNotKept' })}
      </Text>
      {message.attachments.map((file) => (
        <Text key={file.filename} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'mailOutbox.attachment' }, { name: file.filename })}
        </Text>
      ))}
    </OutboxMessageCard>
  );
}
