import type { Ride, Trip, UserRole } from '@achterhoek/contracts';
import { useSignedInId } from '../../../lib/auth';
import { useRides } from '../../rides';
import { useTrips } from '../../trips';

/** How far back the public profile looks for a finished trip or ride with the person. */
const RECENT = 20;
const RECENT_COMPLETED = { state: 'COMPLETED', sortDir: 'DESC', maxResults: RECENT } as const;

/** The viewer's latest completed trip on which this person drove and the fare was not given back. */
export function tripWithDriver(trips: readonly Trip[], driverId: string): Trip | undefined {
  return trips.find((trip) =>
    trip.itinerary.legs.some(
      (leg) =>
        leg.driverId === driverId &&
        leg.bookingRef !== undefined &&
        leg.state !== 'CANCELLED' &&
        leg.paymentState !== 'CANCELLED',
    ),
  );
}

/** The viewer's latest completed ride on which this person rode along (their booking confirmed and kept). */
export function rideWithPassenger(rides: readonly Ride[], passengerId: string): Ride | undefined {
  return rides.find((ride) =>
    ride.bookings.some(
      (booking) =>
        booking.passenger.managedIdentity === passengerId &&
        booking.state === 'CONFIRMED' &&
        booking.paymentState !== 'CANCELLED',
    ),
  );
}

/**
 * What the viewer may review this person about on their public profile (spec 000 §2 Public profile: 'a
 * compliment-and-review form after a trip'): the reference of the latest completed trip this person drove
 * (for a passenger), or of this person's trip on the latest completed ride they rode along on (for a
 * driver); undefined when there
 * is none among the viewer's recent ones, or while loading. A failed lookup just offers no form.
 */
export function useSharedTravelContext(
  profileId: string,
  viewerRole: UserRole | undefined,
): string | undefined {
  const signedInId = useSignedInId();
  const ownProfile = profileId === signedInId;
  const asPassenger = !ownProfile && (viewerRole === 'passenger' || viewerRole === 'both');
  const asDriver = !ownProfile && (viewerRole === 'driver' || viewerRole === 'both');
  const trips = useTrips(RECENT_COMPLETED, asPassenger);
  const rides = useRides(RECENT_COMPLETED, asDriver);
  const trip = asPassenger ? tripWithDriver(trips.data?.data ?? [], profileId) : undefined;
  if (trip) return trip.tripRef;
  if (!asDriver) return undefined;
  // The driver's review of a passenger is about the passenger's trip, as on the ride's thank-you page.
  const booking = rideWithPassenger(rides.data?.data ?? [], profileId)?.bookings.find(
    (candidate) => candidate.passenger.managedIdentity === profileId && candidate.state === 'CONFIRMED',
  );
  return booking ? (booking.passengerTripRef ?? booking.bookingRef) : undefined;
}
