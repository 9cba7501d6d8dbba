import { PagedTripsSchema } from '@achterhoek/contracts';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LastUpdated } from '../../../components/LastUpdated';
import { LoadingState } from '../../../components/LoadingState';
import { useListOrLastSeen } from '../../../lib/offline/useListOrLastSeen';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { usePeriodQuery, type Period } from '../../../lib/usePeriodQuery';
import { tripListLastSeenName, useTripPages } from '../api/queries';
import { TripCard } from './TripCard';

/** Planned and past trips show 20 at a time (spec 000 §9). */
const PAGE_SIZE = 20;

/**
 * The passenger's trips in the overview (Passagier): planned ones from now on, the next first; past ones
 * before now, the latest first; 20 at a time, more as the list is scrolled. Cancelled ones stay in the
 * list, struck through. Without a connection it shows the first page as last seen, and since when.
 */
export function PassengerTripList({ period }: { period: Period }) {
  const intl = useIntl();
  const query = usePeriodQuery(period, PAGE_SIZE);
  const trips = useTripPages(query);
  const shown = useListOrLastSeen(trips, tripListLastSeenName(query), PagedTripsSchema);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = trips;
  useLoadMoreOnScroll(trips.hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => {
    void fetchNextPage();
  });
  if (trips.isPending && !shown.cannotLoad) return <LoadingState />;
  if ((trips.isError && !shown.cannotLoad) || shown.items === undefined) {
    return (
      <ErrorWithRetry onRetry={() => void trips.refetch()} retrying={trips.isFetching}>
        {intl.formatMessage({ id: 'rides.overview.error' })}
      </ErrorWithRetry>
    );
  }
  const updated = shown.updatedAt !== undefined && <LastUpdated at={shown.updatedAt} />;
  if (shown.items.length === 0) {
    return (
      <Stack gap="sm">
        {updated}
        <Text>
          {intl.formatMessage({
            id: period === 'future' ? 'rides.overview.noTrips' : 'rides.overview.noRides',
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {updated}
      {shown.items.map((trip) => (
        <TripCard key={trip.id} trip={trip} />
      ))}
      {isFetchingNextPage && <LoadingState />}
      {isFetchNextPageError && (
        <ErrorWithRetry onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
          {intl.formatMessage({ id: 'rides.overview.error' })}
        </ErrorWithRetry>
      )}
    </Stack>
  );
}
