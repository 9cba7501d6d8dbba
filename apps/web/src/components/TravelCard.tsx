import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../i18n/nl';
import { formatSentenceDate, formatSentenceDateTime, formatTime } from '../lib/format';
import { cardTones } from './card-tones';

/** Only the town of a place label ('Winterswijk, Markt' → 'Winterswijk'), to keep a card short. */
export function shortPlace(label: string): string {
  return label.split(',')[0]!.trim();
}

/**
 * One ride or trip in a list (Home, the trips overview): a card that links to its details (`detailPath`), named
 * by its title (`titleId`, '{from} naar {to}', with the towns of `from` and `to`) and departure, with the `badges` of its state beside the title, the day and time below
 * (`whenId`, '{date} om {time}'), then `children`. A cancelled one has the cancelled tone; `struck` strikes
 * its title and time through, and `stateLabel` is said after its name to a screen reader.
 */
export function TravelCard({
  detailPath,
  titleId,
  from,
  to,
  departureTime,
  whenId,
  cancelled,
  struck = false,
  stateLabel,
  badges,
  children,
}: {
  detailPath: string;
  titleId: MessageId;
  from: string;
  to: string;
  departureTime: string;
  whenId: MessageId;
  cancelled: boolean;
  struck?: boolean;
  stateLabel?: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId }, { from: shortPlace(from), to: shortPlace(to) });
  const strike = struck ? { textDecoration: 'line-through' } : undefined;
  return (
    <Card
      component={Link}
      to={detailPath}
      withBorder
      padding="md"
      aria-label={`${title}, ${formatSentenceDateTime(departureTime)}${stateLabel ? `, ${stateLabel}` : ''}`}
      style={cancelled ? cardTones.cancelled : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} style={strike}>
            {title}
          </Text>
          {badges}
        </Group>
        <Text style={strike}>
          {intl.formatMessage(
            { id: whenId },
            { date: formatSentenceDate(departureTime), time: formatTime(departureTime) },
          )}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
