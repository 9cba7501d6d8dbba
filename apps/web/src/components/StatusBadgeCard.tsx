import { Badge, Card, Group, Stack, Text, type MantineColor } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A list entry (`li`) about one item with a status: a bold `heading` with the status in words on a badge
 * of `statusColour` beside it, then `children` one under the other. `tone` colours the whole card (a
 * finished or cancelled item).
 */
export function StatusBadgeCard({
  heading,
  statusLabel,
  statusColour,
  tone,
  testId,
  children,
}: {
  heading: ReactNode;
  statusLabel: string;
  statusColour: MantineColor;
  tone: CSSProperties | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card component="li" withBorder padding="md" style={tone} data-testid={testId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text fw={700}>{heading}</Text>
          <Badge color={statusColour} style={{ flexShrink: 0 }}>
            {statusLabel}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
