import type { Trip } from '@achterhoek/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { tripDetailPath } from '../../../lib/paths';
import { shortPlace } from '../lib/trip';
import { formatSentenceDate, formatSentenceDateTime } from '../../../lib/format';

/**
 * One trip in a list (Home, the trips overview): from, to, day and time, the fare; a link to its details.
 * A cancelled trip is struck through in red and says so.
 */
export function TripCard({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const departure = dayjs(trip.itinerary.departureTime).tz(APP_TIME_ZONE);
  const cancelled = trip.state === 'CANCELLED';
  const title = intl.formatMessage(
    { id: 'trips.card.title' },
    { from: shortPlace(trip.from.label), to: shortPlace(trip.to.label) },
  );
  return (
    <Card
      component={Link}
      to={tripDetailPath(trip.id)}
      withBorder
      padding="md"
      aria-label={`${title}, ${formatSentenceDateTime(trip.itinerary.departureTime)}${
        cancelled ? `, ${intl.formatMessage({ id: 'trips.card.cancelled' })}` : ''
      }`}
      style={
        cancelled
          ? { borderColor: 'var(--mantine-color-red-7)', background: 'var(--mantine-color-red-0)' }
          : undefined
      }
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} style={cancelled ? { textDecoration: 'line-through' } : undefined}>
            {title}
          </Text>
          {cancelled && <Badge color="red.9">{intl.formatMessage({ id: 'trips.card.cancelled' })}</Badge>}
        </Group>
        <Text style={cancelled ? { textDecoration: 'line-through' } : undefined}>
          {intl.formatMessage(
            { id: 'trips.card.when' },
            { date: formatSentenceDate(trip.itinerary.departureTime), time: departure.format('HH:mm') },
          )}
        </Text>
        {trip.itinerary.fareInCredits > 0 && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'trips.credits' }, { count: trip.itinerary.fareInCredits })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
