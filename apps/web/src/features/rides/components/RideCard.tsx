import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Ride } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { cardTones } from '../../../components/card-tones';
import { rideDetailPath } from '../../../lib/paths';
import { seatsLeft } from '../lib/seats';
import { formatSentenceDate, formatSentenceDateTime } from '../../../lib/format';

/** Only the town of a place label ('Winterswijk, Markt' → 'Winterswijk'), to keep a card short. */
export function shortPlace(label: string): string {
  return label.split(',')[0]!.trim();
}

/**
 * One ride in a list (Home, the rides overview): from, to, day and time, the seats still free of those
 * offered ('2 van 3 plaatsen vrij') and the bookings; a link to its details. A cancelled ride says so, in a
 * badge and under a light red tone (never faded).
 */
export function RideCard({ ride }: { ride: Ride }) {
  const intl = useIntl();
  const departure = dayjs(ride.departureTime).tz(APP_TIME_ZONE);
  const active = ride.bookings.filter((booking) => booking.state !== 'CANCELLED').length;
  const title = intl.formatMessage(
    { id: 'rides.card.title' },
    { from: shortPlace(ride.fromPlace.label), to: shortPlace(ride.toPlace.label) },
  );
  return (
    <Card
      component={Link}
      to={rideDetailPath(ride.id)}
      withBorder
      padding="md"
      aria-label={`${title}, ${formatSentenceDateTime(ride.departureTime)}`}
      style={ride.state === 'CANCELLED' ? cardTones.cancelled : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          {ride.state === 'CANCELLED' && (
            <Badge color="red.9">{intl.formatMessage({ id: 'rides.card.cancelled' })}</Badge>
          )}
          {ride.state !== 'CANCELLED' && ride.recurrence && (
            <Badge variant="light">{intl.formatMessage({ id: 'rides.card.recurring' })}</Badge>
          )}
        </Group>
        <Text>
          {intl.formatMessage(
            { id: 'rides.card.when' },
            { date: formatSentenceDate(ride.departureTime), time: departure.format('HH:mm') },
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(
            { id: 'rides.card.seats' },
            { left: seatsLeft(ride), seats: ride.nrSeatsAvailable },
          )}{' '}
          · {intl.formatMessage({ id: 'rides.card.bookings' }, { count: active })}
        </Text>
      </Stack>
    </Card>
  );
}
