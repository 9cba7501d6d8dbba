import type { Trip } from '@achterhoek/contracts';
import { Badge, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { TravelCard } from '../../../components/TravelCard';
import { tripDetailPath } from '../../../lib/paths';

/**
 * One trip in a list (Home, the trips overview): from, to, day and time, the fare; a link to its details.
 * A cancelled trip is struck through in red and says so.
 */
export function TripCard({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const cancelled = trip.state === 'CANCELLED';
  const cancelledLabel = intl.formatMessage({ id: 'trips.card.cancelled' });
  return (
    <TravelCard
      detailPath={tripDetailPath(trip.id)}
      titleId="trips.card.title"
      from={trip.from.label}
      to={trip.to.label}
      departureTime={trip.itinerary.departureTime}
      whenId="trips.card.when"
      cancelled={cancelled}
      struck={cancelled}
      {...(cancelled ? { stateLabel: cancelledLabel } : {})}
      badges={cancelled && <Badge color="red.9">{cancelledLabel}</Badge>}
    >
      {trip.itinerary.fareInCredits > 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'trips.credits' }, { count: trip.itinerary.fareInCredits })}
        </Text>
      )}
    </TravelCard>
  );
}
