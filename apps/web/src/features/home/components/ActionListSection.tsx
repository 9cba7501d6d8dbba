import { Stack, Title } from '@mantine/core';
import type { UserRole } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { ConfirmRideButton, RideCard, useRides } from '../../rides';
import { ConfirmTripButton, TripCard, useTrips } from '../../trips';

/** Home shows one item that needs validation (spec 000 §9). */
const ACTION_ITEMS = 1;
const WAITING = { sortDir: 'ASC' as const, maxResults: ACTION_ITEMS, state: 'VALIDATING' as const };

/**
 * Home's 'Actielijst' (spec 000 §2 Home): a trip or ride that is over and waits for the user to confirm
 * that it took place, at most one, the oldest first; nothing at all when none waits. A passenger's trip
 * comes before a driver's ride for a user who is both.
 */
export function ActionListSection({ role }: { role: UserRole }) {
  const intl = useIntl();
  const isDriver = role === 'driver' || role === 'both';
  const isPassenger = role === 'passenger' || role === 'both';
  const trips = useTrips(WAITING, isPassenger);
  const rides = useRides(WAITING, isDriver);
  const trip = isPassenger ? trips.data?.data.find((item) => item.state === 'VALIDATING') : undefined;
  const ride = isDriver ? rides.data?.data.find((item) => item.state === 'VALIDATING') : undefined;
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
