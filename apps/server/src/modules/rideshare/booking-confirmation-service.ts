import {
  NOT_VALIDATING_MESSAGE,
  REASON_REQUIRED_MESSAGE,
  UNCONFIRM_RIDE_REJECTED_MESSAGE,
  type DriverNotMadeReason,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import type { RideshareContext } from './deps.js';
import {
  lockBookingWithRide,
  reopenRideValidation,
  resetBookingValidation,
  setDriverAnswer,
  setPassengerAnswer,
} from './repository/index.js';

/** The booking with its ride, locked, for its driver only (403 otherwise). */
async function driversBooking(tx: Db, driverId: string, bookingId: number) {
  const row = await lockBookingWithRide(tx, bookingId);
  if (!row) throw new NotFoundError('Booking not found');
  if (row.ride.driverId !== driverId) throw new ForbiddenError('Not your booking');
  return row;
}

/**
 * PUT /bookings/{id}/confirm/{value} (reference §2.4, §7.1 (4)): the driver says whether the passenger
 * rode along — a 'no' with its reason — only while the ride waits for the confirmations (422 otherwise).
 * The answer may be given again until the decision. The planner mirrors it onto the passenger's trip and
 * decides when both have answered, in this same transaction.
 */
export async function confirmBooking(
  ctx: RideshareContext,
  driverId: string,
  bookingId: number,
  confirmed: boolean,
  reason: DriverNotMadeReason | undefined,
): Promise<void> {
  if (!confirmed && !reason) {
    throw new BadRequestError(REASON_REQUIRED_MESSAGE, 'VALIDATION', ['querystring.reason']);
  }
  await inTransaction(ctx.db, async (tx) => {
    const { booking, ride } = await driversBooking(tx, driverId, bookingId);
    if (ride.state !== 'VALIDATING' || booking.state !== 'CONFIRMED' || booking.paymentState !== 'RESERVED') {
      throw new UnprocessableError(NOT_VALIDATING_MESSAGE, 'NOT_VALIDATING');
    }
    await recordDriverAnswer(tx, bookingId, confirmed, confirmed ? null : reason!);
    await ctx.onBookingAnswered?.(tx, bookingId);
  });
}

/**
 * PUT /bookings/{id}/unconfirm: after the fare was paid the driver may take their confirmation back (the
 * planner takes the payment and its bonus back and validation starts over); before the decision it only
 * clears the answer. Refused with 403 when the fare already went back to the passenger: then only the
 * passenger can undo (spec 000 §8).
 */
export async function unconfirmBooking(
  ctx: RideshareContext,
  driverId: string,
  bookingId: number,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const { booking, ride } = await driversBooking(tx, driverId, bookingId);
    if (booking.paymentState === 'CANCELLED') {
      throw new ForbiddenError(UNCONFIRM_RIDE_REJECTED_MESSAGE, 'ALREADY_RELEASED');
    }
    if (booking.paymentState === 'PAID') {
      await ctx.onBookingUnconfirmedByDriver?.(tx, bookingId);
      return;
    }
    if (ride.state !== 'VALIDATING' || booking.confirmed === null) {
      throw new UnprocessableError(NOT_VALIDATING_MESSAGE, 'NOT_VALIDATING');
    }
    await recordDriverAnswer(tx, bookingId, null, null);
    await ctx.onBookingAnswered?.(tx, bookingId);
  });
}

export async function recordDriverAnswer(
  db: Db,
  bookingId: number,
  confirmed: boolean | null,
  reason: string | null,
): Promise<void> {
  await setDriverAnswer(db, bookingId, confirmed, reason);
}

/** The passenger's answer, mirrored from the trip (reference §7.1 (4)). */
export async function recordPassengerAnswer(
  db: Db,
  bookingId: number,
  confirmed: boolean | null,
  reason: string | null,
): Promise<void> {
  await setPassengerAnswer(db, bookingId, confirmed, reason);
}

/**
 * A decision was undone (reference §7.1 (6)): the booking's fare is reserved again, both answers are
 * cleared, and its ride waits for the confirmations again.
 */
export async function reopenBookingValidation(db: Db, bookingId: number): Promise<void> {
  const rideId = await resetBookingValidation(db, bookingId);
  if (rideId === undefined) return;
  await reopenRideValidation(db, rideId);
}
