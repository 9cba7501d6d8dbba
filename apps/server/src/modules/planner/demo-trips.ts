import { rowIdOfRef } from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { manualClock } from '../../platform/clock.js';
import { refreshRideProgress, rideshareRideProvider, type DemoPastRide } from '../rideshare/index.js';
import type { PlannerContext } from './deps.js';
import { searchPlan } from './search-service.js';
import { refreshTripProgress } from './trip-monitor.js';
import { bookTrip } from './trip-service.js';

/**
 * Demo data: the passenger searched and booked the driver's past rides the day before each (the search
 * and the booking run as they would have, on a clock set back to then), so the demo starts with trips
 * that are over and wait for both to confirm — the confirmation, payment and dispute can be tried at once.
 * Answers how many trips were booked.
 */
export async function seedDemoTrips(
  ctx: PlannerContext,
  passenger: AuthUser,
  rides: DemoPastRide[],
): Promise<number> {
  let booked = 0;
  for (const ride of rides) {
    const then = manualClock(Date.parse(ride.departure) - 24 * 3600_000);
    const past: PlannerContext = {
      ...ctx,
      clock: then,
      rides: rideshareRideProvider(ctx.db, () => then.nowMs()),
    };
    const plan = await searchPlan(
      past,
      {
        from: { label: 'Winterswijk, Markt', lat: 51.9722, lon: 6.7196 },
        to: { label: 'Doetinchem, Simonsplein', lat: 51.9652, lon: 6.2889 },
        travelTime: ride.departure,
        useAsArrivalTime: false,
        modalities: ['RIDESHARE', 'WALK'],
        maxWalkDistance: 1000,
        nrSeats: 1,
        firstLegRideshare: false,
        lastLegRideshare: false,
        needsAssistance: false,
      },
      passenger.id,
    );
    const itinerary = plan.itineraries.find((candidate) =>
      candidate.legs.some((leg) => leg.rideRef === ride.rideRef),
    );
    if (!itinerary?.itineraryRef) continue;
    const trip = await bookTrip(past, passenger, rowIdOfRef(itinerary.itineraryRef));
    // Now, on the app's clock: the trip and the ride are over and wait for the confirmations.
    await refreshTripProgress(ctx.db, ctx.clock, trip.id);
    await refreshRideProgress(ctx.db, ctx.clock, rowIdOfRef(ride.rideRef));
    booked += 1;
  }
  return booked;
}
