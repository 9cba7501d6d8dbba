import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { publishChange } from '../communicator/index.js';
import { tripLegs, trips } from './schema.js';
import { tellPassengerDriverCancelled } from './trip-messages.js';
import { refreshTripProgress } from './trip-monitor.js';
import { releaseLeg } from './trip-service.js';

/**
 * The planner's part of a driver cancelling a ride with bookings (reference §7.1 (3)), run inside the
 * driver's transaction for each booking cancelled: the passenger's leg and so their trip are CANCELLED
 * (by the provider, with the driver's reason), the leg's fare is released and the passenger is told.
 * A booking without a trip (a shout-out proposal, later) has nothing here.
 */
export function cancelTripsOfBooking(clock: Clock) {
  return async (tx: Db, bookingId: number, reason: string | undefined): Promise<void> => {
    const legs = await tx.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
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
