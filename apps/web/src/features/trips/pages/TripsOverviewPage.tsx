import { ProfileSchema } from '@achterhoek/contracts';
import { Radio, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isNetworkError } from '../../../lib/api-error';
import { useSignedInId } from '../../../lib/auth';
import { useOffline } from '../../../lib/offline/connectivity';
import { rememberLastSeen } from '../../../lib/offline/last-seen';
import { useLastSeen } from '../../../lib/offline/useLastSeen';
import { usePeriodQuery, type Period } from '../../../lib/usePeriodQuery';
import { RoleTabs, shownRole, useProfile } from '../../profile';
import { RideCard, useLiveRideUpdates, useRidePages } from '../../rides';
import { useLiveTripUpdates } from '../hooks/useLiveTripUpdates';
import { OverviewList } from '../components/OverviewList';
import { PassengerTripList } from '../components/PassengerTripList';

/** Which list the overview shows is all it needs of the profile while offline: kept under this name. */
const ROLES_LAST_SEEN = 'roles';
const RolesSchema = ProfileSchema.pick({ userRole: true, actingRole: true });

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
  const signedInId = useSignedInId();
  const userRole = profile.data?.userRole;
  const actingRole = profile.data?.actingRole;
  useEffect(() => {
    if (userRole) rememberLastSeen(signedInId, ROLES_LAST_SEEN, { userRole, actingRole });
  }, [signedInId, userRole, actingRole]);
  // Without a connection the profile may not load at all: the roles last seen choose the list.
  const cannotLoad = useOffline() || isNetworkError(profile.error);
  const lastRoles = useLastSeen(ROLES_LAST_SEEN, RolesSchema, !profile.data && cannotLoad);

  if (profile.isPending && !cannotLoad) return <LoadingState />;
  const shownRoles = profile.data ?? lastRoles?.data;
  if ((profile.isError && !cannotLoad) || !shownRoles) {
    return <QueryLoadError query={profile} messageId="rides.overview.error" />;
  }
  const role = shownRole(shownRoles);

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
      {profile.data ? (
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
      ) : (
        // Offline without the profile: the list of the role last seen, without the tabs that save it.
        <Stack>
          {periodChoice}
          {list}
        </Stack>
      )}
    </Stack>
  );
}

function DriverRides({ period }: { period: Period }) {
  // Without a connection: the first page as last seen, and since when.
  const rides = useRidePages(usePeriodQuery(period, PAGE_SIZE));
  return (
    <OverviewList
      list={rides}
      empty="rides.overview.noRides"
      card={(ride) => <RideCard key={ride.id} ride={ride} />}
    />
  );
}
