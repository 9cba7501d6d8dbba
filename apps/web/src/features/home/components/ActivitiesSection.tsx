import { Stack, Title } from '@mantine/core';
import { PagedRidesSchema, PagedTripsSchema, type UserRole } from '@achterhoek/contracts';
import { useMemo, type ReactNode } from 'react';
import type { MessageId } from '../../../i18n/nl';
import { useIntl } from 'react-intl';
import { useAnswerOrLastSeen } from '../../../lib/offline/useAnswerOrLastSeen';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { RideCard, useRides } from '../../rides';
import { TripCard, useTrips } from '../../trips';
import { LinkButton } from '../../../components/LinkButton';

/** Home shows at most two planned items of a kind (spec 000 §9). */
const HOME_ITEMS = 2;

/**
 * Home's activities (spec 000 §2 Home): 'Jouw autoritten', a driver's next two rides, and 'Jouw ritten',
 * a passenger's next two trips, cancelled ones left out of both; a user who is both sees both. With any
 * of them 'Bekijk alle activiteiten' leads to the overview; with none, 'Direct aan de slag!' leads to
 * where planning starts for the role.
 */
export function ActivitiesSection({ role, getStartedPath }: { role: UserRole; getStartedPath: string }) {
  const isDriver = role === 'driver' || role === 'both';
  const isPassenger = role === 'passenger' || role === 'both';
  const minute = Math.floor(useNow(60_000).getTime() / 60_000) * 60_000;
  const query = useMemo(
    () => ({
      since: new Date(minute).toISOString(),
      sortDir: 'ASC' as const,
      maxResults: HOME_ITEMS,
      skipCancelled: true,
    }),
    [minute],
  );
  // A returning user sees the lists as last shown at once; the server's answers then settle them.
  const ridesAnswer = useRides(query, isDriver);
  const tripsAnswer = useTrips(query, isPassenger);
  const rides = useAnswerOrLastSeen(ridesAnswer, 'home.rides', PagedRidesSchema);
  const trips = useAnswerOrLastSeen(tripsAnswer, 'home.trips', PagedTripsSchema);
  // Nothing until both lists are in (or known from the last visit), so the button does not change its
  // mind once they arrive.
  if ((isDriver && ridesAnswer.isPending && !rides) || (isPassenger && tripsAnswer.isPending && !trips)) {
    return null;
  }
  // The server leaves cancelled ones out already; checked here too, as Home must never show one.
  const upcomingRides = (isDriver ? (rides?.data ?? []) : [])
    .filter((ride) => ride.state !== 'CANCELLED')
    .slice(0, HOME_ITEMS);
  const upcomingTrips = (isPassenger ? (trips?.data ?? []) : [])
    .filter((trip) => trip.state !== 'CANCELLED')
    .slice(0, HOME_ITEMS);
  const any = upcomingRides.length > 0 || upcomingTrips.length > 0;
  return (
    <Stack gap="sm">
      <ActivityGroup title="home.rides.title" items={upcomingRides}>
        {(ride) => <RideCard key={ride.id} ride={ride} />}
      </ActivityGroup>
      <ActivityGroup title="home.trips.title" items={upcomingTrips}>
        {(trip) => <TripCard key={trip.id} trip={trip} />}
      </ActivityGroup>
      {any ? (
        <LinkButton to={paths.tripsOverview} label="home.allActivities" variant="outline" />
      ) : (
        <LinkButton to={getStartedPath} label="home.getStarted" />
      )}
    </Stack>
  );
}

/** One kind of activity under its heading; nothing at all when there is none of it. */
function ActivityGroup<T>({
  title,
  items,
  children,
}: {
  title: MessageId;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <>
      <Title order={2} size="h3">
        {intl.formatMessage({ id: title })}
      </Title>
      {items.map((item) => children(item))}
    </>
  );
}
