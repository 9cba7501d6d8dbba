import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { useNow } from '../../../lib/useNow';
import { useTripPages } from '../api/queries';
import { TripCard } from './TripCard';

/** Planned and past trips show 20 at a time (spec 000 §9). */
const PAGE_SIZE = 20;

/**
 * The passenger's trips in the overview (Passagier): planned ones from now on, the next first; past ones
 * before now, the latest first; 20 at a time, more as the list is scrolled. Cancelled ones stay in the
 * list, struck through.
 */
export function PassengerTripList({ period }: { period: 'future' | 'past' }) {
  const intl = useIntl();
  // The boundary between planned and past moves with the clock, a minute at a time.
  const minute = Math.floor(useNow(60_000).getTime() / 60_000) * 60_000;
  const query = useMemo(
    () =>
      period === 'future'
        ? { since: new Date(minute).toISOString(), sortDir: 'ASC' as const, maxResults: PAGE_SIZE }
        : { until: new Date(minute).toISOString(), sortDir: 'DESC' as const, maxResults: PAGE_SIZE },
    [period, minute],
  );
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
