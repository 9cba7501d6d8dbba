import { Badge, Text } from '@mantine/core';
import type { Ride } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { TravelCard } from '../../../components/TravelCard';
import { rideDetailPath } from '../../../lib/paths';
import { seatsLeft } from '../lib/seats';

/**
 * One ride in a list (Home, the rides overview): from, to, day and time, the seats still free of those
 * offered ('2 van 3 plaatsen vrij') and the bookings; a link to its details. A cancelled ride says so, in a
 * badge and under a light red tone (never faded).
 */
export function RideCard({ ride }: { ride: Ride }) {
  const intl = useIntl();
  const active = ride.bookings.filter((booking) => booking.state !== 'CANCELLED').length;
  return (
    <TravelCard
      detailPath={rideDetailPath(ride.id)}
      titleId="rides.card.title"
      from={ride.fromPlace.label}
      to={ride.toPlace.label}
      departureTime={ride.departureTime}
      whenId="rides.card.when"
      cancelled={ride.state === 'CANCELLED'}
      badges={
        <>
          {ride.state === 'CANCELLED' && (
            <Badge color="red.9">{intl.formatMessage({ id: 'rides.card.cancelled' })}</Badge>
          )}
          {ride.state !== 'CANCELLED' && ride.recurrence && (
            <Badge variant="light">{intl.formatMessage({ id: 'rides.card.recurring' })}</Badge>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {intl.formatMessage(
          { id: 'rides.card.seats' },
          { left: seatsLeft(ride), seats: ride.nrSeatsAvailable },
        )}{' '}
        · {intl.formatMessage({ id: 'rides.card.bookings' }, { count: active })}
      </Text>
    </TravelCard>
  );
}
