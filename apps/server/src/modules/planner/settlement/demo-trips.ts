import { rowIdOfRef } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { manualClock } from '../../../platform/clock.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import {
  type DemoPastRide,
  recordDriverAnswer,
  refreshRideProgress,
  rideshareRideProvider,
} from '../../rideshare/index.js';
import { confirmTrip, driverAnswered } from './confirmation-service.js';
import { fareStatesOfBookings } from './repository.js';
import type { PlannerContext } from '../shared/index.js';
import { searchPlan } from '../search/index.js';
import { bookTrip, refreshTripProgress } from '../trips/index.js';

/**
 * Demo data: the passenger searched and booked the driver's past rides the day before each (the search
 * and the booking run as they would have, on a clock set back to then), so the demo starts with trips
 * that are over and wait for both to confirm — the confirmation, payment and dispute can be tried at once.
 * A ride marked settled was confirmed by both, as they would in the app, so its fare and the driver's
 * bonus are paid (the bonus shows under the driver's Beloningen). Answers how many trips were booked.
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
    await refreshRideProgress(ctx.db, ctx.clock, rowIdOfRef(ride.rideRef), fareStatesOfBookings);
    if (ride.settled) await bothSayItTookPlace(ctx, passenger, trip.id, trip.itinerary.legs);
    booked += 1;
  }
  return booked;
}

/**
 * The driver answers yes on the booking (as rideshare's confirm call does, then tells the planner), then
 * the passenger on the trip, whose answer decides the fare: paid, with the driver's bonus.
 */
async function bothSayItTookPlace(
  ctx: PlannerContext,
  passenger: AuthUser,
  tripId: number,
  legs: { bookingRef?: string | undefined }[],
): Promise<void> {
  for (const leg of legs) {
    if (!leg.bookingRef) continue;
    const bookingId = rowIdOfRef(leg.bookingRef);
    await inTransaction(ctx.db, async (tx) => {
      await recordDriverAnswer(tx, bookingId, true, null);
      await driverAnswered(ctx.clock)(tx, bookingId);
    });
  }
  await confirmTrip(ctx, passenger, tripId, true, undefined);
}
