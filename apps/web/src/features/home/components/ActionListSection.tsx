import { Stack, Title } from '@mantine/core';
import { PagedRidesSchema, PagedTripsSchema, type UserRole } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { useAnswerOrLastSeen } from '../../../lib/offline/useAnswerOrLastSeen';
import { ConfirmRideButton, RideCard, useRides } from '../../rides';
import { ConfirmTripButton, TripCard, useTrips } from '../../trips';

/**
 * Home shows one item that needs validation (spec 000 §9); a few are fetched so that one waiting for this
 * user's own answer comes before one that only waits for the other side.
 */
const CANDIDATES = 10;
const WAITING = { sortDir: 'ASC' as const, maxResults: CANDIDATES, state: 'VALIDATING' as const };

/**
 * Home's 'Actielijst' (spec 000 §2 Home): a trip or ride that is over and waits for the confirmations, at
 * most one: the oldest that waits for this user's answer, else the oldest that waits for the other side;
 * nothing at all when none waits. A passenger's trip
 * comes before a driver's ride for a user who is both.
 */
export function ActionListSection({ role }: { role: UserRole }) {
  const intl = useIntl();
  const isDriver = role === 'driver' || role === 'both';
  const isPassenger = role === 'passenger' || role === 'both';
  // Painted at once from what this user last saw, so that the lists below do not move when the answer
  // comes; the buttons are links to pages that load afresh.
  const trips = useAnswerOrLastSeen(useTrips(WAITING, isPassenger), 'home.actions.trips', PagedTripsSchema);
  const rides = useAnswerOrLastSeen(useRides(WAITING, isDriver), 'home.actions.rides', PagedRidesSchema);
  const waitingTrips = isPassenger ? (trips?.data ?? []).filter((item) => item.state === 'VALIDATING') : [];
  const waitingRides = isDriver ? (rides?.data ?? []).filter((item) => item.state === 'VALIDATING') : [];
  const trip =
    waitingTrips.find((item) => item.itinerary.legs.some((leg) => leg.confirmationRequested)) ??
    waitingTrips[0];
  const ride =
    waitingRides.find((item) =>
      item.bookings.some((booking) => booking.state === 'CONFIRMED' && booking.confirmed === undefined),
    ) ?? waitingRides[0];
  if (!trip && !ride) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {intl.formatMessage({ id: 'home.actions.title' })}
      </Title>
      {trip ? <TripCard trip={trip} /> : ride && <RideCard ride={ride} />}
      {/* The passenger's answer for the trip, while it is awaited (spec 000 §2 Trip confirmation). */}
      {trip && <ConfirmTripButton trip={trip} />}
      {/* The driver's answers for the ride's passengers (spec 000 §2 Ride detail). */}
      {!trip && ride && <ConfirmRideButton ride={ride} />}
    </Stack>
  );
}
