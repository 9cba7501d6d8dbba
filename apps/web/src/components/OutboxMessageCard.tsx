import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';

interface OutboxMessageCardProps {
  /** The line naming the receiver ('Aan …'). */
  to: ReactNode;
  /** When the message was sent (ISO time). */
  createdTime: string;
  /** What follows: the subject, the text, … */
  children: ReactNode;
}

/**
 * One message the app sent: to whom and when (DD-MM-YYYY HH:mm, Amsterdam time) on top, the message
 * below.
 */
export function OutboxMessageCard({ to, createdTime, children }: OutboxMessageCardProps) {
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {to}
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
