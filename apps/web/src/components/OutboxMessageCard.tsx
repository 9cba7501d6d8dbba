import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { formatDateTime } from '../lib/format';

interface OutboxMessageCardProps {
  /** The message: its receiver and when it was sent (ISO time). */
  message: { to: string; createdTime: string };
  /** The text of the line naming the receiver ('Aan {to}'). */
  toText: MessageId;
  /** What follows: the subject, the text, … */
  children: ReactNode;
}

/**
 * One message the app sent: to whom and when (DD-MM-YYYY HH:mm, Amsterdam time) on top, the message
 * below.
 */
export function OutboxMessageCard({
  message: { to, createdTime },
  toText,
  children,
}: OutboxMessageCardProps) {
  const intl = useIntl();
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: toText }, { to })}
          </Text>
          <Text size="sm" component="time" dateTime={createdTime}>
            {formatDateTime(createdTime)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
