import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { UnprocessableError } from '../../platform/errors.js';
import type { RideshareContext } from './deps.js';
import {
  deleteRide,
  deleteTemplate,
  lockActiveBookingsOfRides,
  markRideCancelled,
  rideHasBookings,
  setTemplateHorizon,
  templateById,
  templateHasRides,
  type BookingRow,
} from './repository/index.js';
import { DAY_MS } from './ride-columns.js';
import { cancelRideProgress } from './ride-progress-job.js';
import { ownRide, ridesInScope } from './ride-scope.js';

/**
 * Cancels a ride (spec 000 §7 DELETE /rides/{id}; reference §2.2). A ride no passenger ever booked is
 * removed; one with bookings is kept as CANCELLED with the reason, and each booking still active is
 * cancelled by the driver (`cancelBooking`). A ride with active bookings is cancelled alone, whatever
 * the scope (the app forces 'this' there); `this-and-following` on a recurring ride also ends the
 * recurrence before this ride, so the nightly job makes no new ones.
 */
export async function cancelRide(
  ctx: RideshareContext,
  driverId: string,
  rideId: number,
  scope: 'this' | 'this-and-following',
  reason: string | undefined,
  cancelBooking: (tx: Db, booking: BookingRow, reason: string | undefined) => Promise<void>,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const ride = await ownRide(tx, driverId, rideId);
    if (ride.state === 'CANCELLED') return;
    if (ride.state !== 'SCHEDULED' && ride.state !== 'DEPARTING') {
      throw new UnprocessableError('The ride can no longer be cancelled', 'RIDE_UNDER_WAY');
    }
    const booked = await lockActiveBookingsOfRides(tx, [ride.id]);
    const inScope = booked.length > 0 ? [ride] : await ridesInScope(tx, ride, scope);
    for (const target of inScope) {
      const active = target.id === ride.id ? booked : await lockActiveBookingsOfRides(tx, [target.id]);
      if (!(await rideHasBookings(tx, target.id))) {
        await deleteRide(tx, target.id);
      } else {
        await markRideCancelled(tx, target.id, reason ?? null);
        for (const booking of active) await cancelBooking(tx, booking, reason);
      }
      await cancelRideProgress(tx, target.id);
    }
    if (scope === 'this-and-following' && booked.length === 0 && ride.templateId !== null) {
      await endRecurrenceBefore(tx, ride.templateId, ride.departureTime.getTime());
    }
    // Fewer rides of a recurrence may end the driver's 'repeated-ride' reward.
    if (ride.templateId !== null) {
      await ctx.onRecurringRidesChanged?.(tx, { managedIdentity: driverId, name: '' });
    }
  });
}

/** The recurrence makes no rides from this ride's day on: its last day becomes the day before. */
async function endRecurrenceBefore(tx: Db, templateId: number, departure: number): Promise<void> {
  const template = await templateById(tx, templateId);
  if (!template) return;
  const dayBefore = amsterdamDate(departure - DAY_MS);
  if (template.horizon === null || template.horizon > dayBefore) {
    await setTemplateHorizon(tx, templateId, dayBefore);
  }
  // A recurrence left without rides is gone (reference §2.2).
  if (!(await templateHasRides(tx, templateId))) await deleteTemplate(tx, templateId);
}

/** The calendar date (YYYY-MM-DD) of an instant in Europe/Amsterdam. */
function amsterdamDate(ms: number): string {
  return isoInAmsterdam(ms).slice(0, 10);
}
