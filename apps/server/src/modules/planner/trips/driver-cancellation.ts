import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { publishChange } from '../../communicator/index.js';
import { itineraries, plans, tripLegs, trips } from '../schema.js';
import { tellPassengerOfferWithdrawn } from '../shout-outs/index.js';
import { tellPassengerDriverCancelled } from './trip-messages.js';
import { refreshTripProgress } from './trip-monitor.js';
import { releaseLeg } from './trip-service.js';

/**
 * The planner's part of a driver cancelling a ride with bookings (reference §7.1 (3)), run inside the
 * driver's transaction for each booking cancelled: the passenger's leg and so their trip are CANCELLED
 * (by the provider, with the driver's reason), the leg's fare is released and the passenger is told.
 * A booking without a trip is an offer on a shout-out: the passenger hears it was withdrawn (while the
 * shout-out is open; the offer itself shows as cancelled from the booking).
 */
export function cancelTripsOfBooking(clock: Clock) {
  return async (tx: Db, bookingId: number, reason: string | undefined): Promise<void> => {
    const legs = await tx.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
    if (legs.length === 0) await tellOfWithdrawnOffer(tx, clock, bookingId);
    for (const leg of legs) {
      const [trip] = await tx.select().from(trips).where(eq(trips.id, leg.tripId)).for('update');
      if (!trip || trip.state === 'CANCELLED') continue;
      await releaseLeg(tx, leg, 'Geannuleerd door de chauffeur');
      await tx.update(tripLegs).set({ state: 'CANCELLED' }).where(eq(tripLegs.id, leg.id));
      await tx
        .update(trips)
        .set({ state: 'CANCELLED', cancelReason: reason ?? null, cancelledByProvider: true })
        .where(eq(trips.id, trip.id));
      await tellPassengerDriverCancelled(
        { db: tx, clock },
        trip,
        leg.leg.driverName ?? 'De chauffeur',
        reason,
      );
      await refreshTripProgress(tx, clock, trip.id);
      await publishChange(tx, trip.travellerId, { tripId: trip.id });
    }
  };
}

async function tellOfWithdrawnOffer(tx: Db, clock: Clock, bookingId: number): Promise<void> {
  const [offer] = await tx
    .select({ plan: plans, itinerary: itineraries })
    .from(itineraries)
    .innerJoin(plans, eq(plans.id, itineraries.planId))
    .where(eq(itineraries.bookingId, bookingId));
  if (!offer || offer.plan.planState !== 'OPEN') return;
  const driverName = offer.itinerary.itinerary.legs[0]?.driverName ?? 'De chauffeur';
  await tellPassengerOfferWithdrawn({ db: tx, clock }, offer.plan, driverName);
}
