import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { publishChange } from '../../communicator/index.js';
import { tellOfWithdrawnOffer } from '../shout-outs/index.js';
import { legsOfBooking, lockTrip, updateLeg, updateTrip } from './repository.js';
import { tellPassengerDriverCancelled } from './trip-messages.js';
import { refreshTripProgress } from './trip-progress-job.js';
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
    const legs = await legsOfBooking(tx, bookingId);
    if (legs.length === 0) await tellOfWithdrawnOffer(tx, clock, bookingId);
    for (const leg of legs) {
      const trip = await lockTrip(tx, leg.tripId);
      if (!trip || trip.state === 'CANCELLED') continue;
      await releaseLeg(tx, leg, 'Geannuleerd door de chauffeur');
      await updateLeg(tx, leg.id, { state: 'CANCELLED' });
      await updateTrip(tx, trip.id, {
        state: 'CANCELLED',
        cancelReason: reason ?? null,
        cancelledByProvider: true,
      });
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
