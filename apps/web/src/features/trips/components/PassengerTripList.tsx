import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { usePeriodQuery, type Period } from '../../../lib/usePeriodQuery';
import { useTripPages } from '../api/queries';
import { TripCard } from './TripCard';

/** Planned and past trips show 20 at a time (spec 000 §9). */
const PAGE_SIZE = 20;

/**
 * The passenger's trips in the overview (Passagier): planned ones from now on, the next first; past ones
 * before now, the latest first; 20 at a time, more as the list is scrolled. Cancelled ones stay in the
 * list, struck through.
 */
export function PassengerTripList({ period }: { period: Period }) {
  const intl = useIntl();
  const query = usePeriodQuery(period, PAGE_SIZE);
  const trips = useTripPages(query);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = trips;
  useLoadMoreOnScroll(trips.hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => {
    void fetchNextPage();
  });
  if (trips.isPending) return <LoadingState />;
  if (trips.isError) {
    return (
      <ErrorWithRetry onRetry={() => void trips.refetch()} retrying={trips.isFetching}>
        {intl.formatMessage({ id: 'rides.overview.error' })}
      </ErrorWithRetry>
    );
  }
  const all = trips.data.pages.flatMap((page) => page.data);
  if (all.length === 0) {
    return (
      <Text>
        {intl.formatMessage({
          id: period === 'future' ? 'rides.overview.noTrips' : 'rides.overview.noRides',
        })}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {all.map((trip) => (
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
