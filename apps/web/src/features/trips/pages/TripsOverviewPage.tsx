import { Radio, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { usePeriodQuery, type Period } from '../../../lib/usePeriodQuery';
import { RoleTabs, shownRole, useProfile } from '../../profile';
import { RideCard, useLiveRideUpdates, useRidePages } from '../../rides';
import { useLiveTripUpdates } from '../hooks/useLiveTripUpdates';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { PassengerTripList } from '../components/PassengerTripList';

/** Past and future lists show 20 at a time (spec 000 §9). */
const PAGE_SIZE = 20;

/**
 * /tripsOverviewPage ('Ritten', spec 000 §2 Trips overview): the driver's rides (Chauffeur) and the
 * passenger's trips (Passagier), each planned or past. The tabs are shown only to users who are both;
 * switching a tab makes that the profile's acting role. Trips are booked from the planner's search.
 * Either list loads 20 at a time and more as it is scrolled.
 */
export function TripsOverviewPage() {
  const intl = useIntl();
  const profile = useProfile();
  // Both lists follow bookings, cancellations and state changes as they happen.
  useLiveTripUpdates();
  useLiveRideUpdates();
  const [period, setPeriod] = useState<Period>('future');

  if (profile.isPending) return <LoadingState />;
  if (profile.isError || !profile.data) {
    return (
      <ErrorWithRetry onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
        {intl.formatMessage({ id: 'rides.overview.error' })}
      </ErrorWithRetry>
    );
  }
  const role = shownRole(profile.data);

  const periodChoice = (
    <Radio.Group
      label={intl.formatMessage({ id: 'rides.overview.when' })}
      value={period}
      onChange={(value) => setPeriod(value === 'past' ? 'past' : 'future')}
    >
      <Group mt={4}>
        <Radio value="future" label={intl.formatMessage({ id: 'rides.overview.future' })} />
        <Radio value="past" label={intl.formatMessage({ id: 'rides.overview.past' })} />
      </Group>
    </Radio.Group>
  );
  const list = role === 'driver' ? <DriverRides period={period} /> : <PassengerTripList period={period} />;

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'rides.overview.title' })}</PageTitle>
      <RoleTabs
        profile={profile.data}
        driverLabel={intl.formatMessage({ id: 'rides.overview.driver' })}
        passengerLabel={intl.formatMessage({ id: 'rides.overview.passenger' })}
      >
        <Stack>
          {periodChoice}
          {list}
        </Stack>
      </RoleTabs>
    </Stack>
  );
}

function DriverRides({ period }: { period: Period }) {
  const intl = useIntl();
  const query = usePeriodQuery(period, PAGE_SIZE);
  const rides = useRidePages(query);
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = rides;
  useLoadMoreOnScroll(rides.hasNextPage && !rides.isFetchingNextPage && !rides.isFetchNextPageError, () => {
    void rides.fetchNextPage();
  });
  if (rides.isPending) return <LoadingState />;
  if (rides.isError) {
    return (
      <ErrorWithRetry onRetry={() => void rides.refetch()} retrying={rides.isFetching}>
        {intl.formatMessage({ id: 'rides.overview.error' })}
      </ErrorWithRetry>
    );
  }
  const all = rides.data.pages.flatMap((page) => page.data);
  if (all.length === 0) return <Text>{intl.formatMessage({ id: 'rides.overview.noRides' })}</Text>;
  return (
    <Stack gap="sm">
      {all.map((ride) => (
        <RideCard key={ride.id} ride={ride} />
      ))}
      {rides.isFetchingNextPage && <LoadingState />}
      {isFetchNextPageError && (
        <ErrorWithRetry onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
          {intl.formatMessage({ id: 'rides.overview.error' })}
        </ErrorWithRetry>
      )}
    </Stack>
  );
}
