import type { SmsMessage } from '@achterhoek/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/format';

/** One SMS the app sent: to whom, when (DD-MM-YYYY HH:mm, Amsterdam time) and its text in full. */
export function SmsMessageCard({ message }: { message: SmsMessage }) {
  const intl = useIntl();
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'smsOutbox.to' }, { to: message.to })}
          </Text>
          <Text size="sm" component="time" dateTime={message.createdTime}>
            {formatDateTime(message.createdTime)}
          </Text>
        </Group>
        {/* The text as it was sent: its line breaks kept, long codes and links wrapped at 360 px. */}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
      </Stack>
    </Card>
  );
}
