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
import { fareStateIn, fareStatesFor } from './fare-states.js';
import {
  answersOfBookings,
  bookingIdsAnsweredNoAndYes,
  lockBookingWithRide,
  reopenRideValidation,
  resetBookingValidation,
  setDriverAnswer,
  setPassengerAnswer,
} from './repository/index.js';

/**
 * The booking with its ride, locked, for its driver only (403 otherwise), and the state of its fare as
 * the planner, which owns the fare, answers it (null when unknown).
 */
async function driversBooking(ctx: RideshareContext, tx: Db, driverId: string, bookingId: number) {
  const row = await lockBookingWithRide(tx, bookingId);
  if (!row) throw new NotFoundError('Booking not found');
  if (row.ride.driverId !== driverId) throw new ForbiddenError('Not your booking');
  const fareState = fareStateIn(await fareStatesFor(ctx.fareStatesOf, tx, [bookingId]), bookingId);
  return { ...row, fareState };
}

/**
 * A 'no' after the trip, from the driver or the passenger, comes with its reason: without one it is 400
 * naming the query's `reason`, before anything is read.
 */
export function refuseNoWithoutReason(confirmed: boolean, reason: string | undefined): void {
  if (!confirmed && !reason) {
    throw new BadRequestError(REASON_REQUIRED_MESSAGE, 'VALIDATION', ['querystring.reason']);
  }
}

/**
 * PUT /bookings/{id}/confirm/{value} (reference §2.4, §7.1 (4)): the driver says whether the passenger
 * rode along — a 'no' with its reason — only while the ride waits for the confirmations (422 otherwise).
 * The answer may be given again until the decision. The answer is kept on the booking; the planner
 * decides when both have answered, in this same transaction.
 */
export async function confirmBooking(
  ctx: RideshareContext,
  driverId: string,
  bookingId: number,
  confirmed: boolean,
  reason: DriverNotMadeReason | undefined,
): Promise<void> {
  refuseNoWithoutReason(confirmed, reason);
  await inTransaction(ctx.db, async (tx) => {
    const { booking, ride, fareState } = await driversBooking(ctx, tx, driverId, bookingId);
    if (ride.state !== 'VALIDATING' || booking.state !== 'CONFIRMED' || fareState !== 'RESERVED') {
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
    const { booking, ride, fareState } = await driversBooking(ctx, tx, driverId, bookingId);
    if (fareState === 'CANCELLED') {
      throw new ForbiddenError(UNCONFIRM_RIDE_REJECTED_MESSAGE, 'ALREADY_RELEASED');
    }
    if (fareState === 'PAID') {
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

/** The driver's answer after the ride (null: taken back), with the reason of a 'no'. */
export async function recordDriverAnswer(
  db: Db,
  bookingId: number,
  confirmed: boolean | null,
  reason: string | null,
): Promise<void> {
  await setDriverAnswer(db, bookingId, confirmed, reason);
}

/**
 * The passenger's answer after the trip (null: taken back), with the reason of a 'no'. The booking is the
 * one place both answers are kept; the planner writes the passenger's here (reference §7.1 (4)).
 */
export async function recordPassengerAnswer(
  db: Db,
  bookingId: number,
  confirmed: boolean | null,
  reason: string | null,
): Promise<void> {
  await setPassengerAnswer(db, bookingId, confirmed, reason);
}

/** Both answers on a booking after the trip: the driver's and the passenger's, each with its reason. */
export interface BookingAnswers {
  driver: boolean | null;
  driverReason: string | null;
  passenger: boolean | null;
  passengerReason: string | null;
}

/** The answers on each of the bookings, by booking id (a booking that does not exist is left out). */
export async function bookingAnswers(db: Db, bookingIds: number[]): Promise<Map<number, BookingAnswers>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await answersOfBookings(db, bookingIds);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        driver: row.confirmed,
        driverReason: row.confirmationReason,
        passenger: row.confirmedByPassenger,
        passengerReason: row.confirmationReasonByPassenger,
      },
    ]),
  );
}

/**
 * The bookings whose answers disagree as a dispute does: the passenger said it did not take place, the
 * driver that it did. Whether the fare still waits is the planner's to say (it owns the fare).
 */
export async function bookingIdsWithDisputedAnswers(db: Db): Promise<number[]> {
  return bookingIdsAnsweredNoAndYes(db);
}

/**
 * A decision was undone (reference §7.1 (6)): both answers on the booking are cleared, and its ride waits
 * for the confirmations again (the planner reserves the fare again on the leg).
 */
export async function reopenBookingValidation(db: Db, bookingId: number): Promise<void> {
  const rideId = await resetBookingValidation(db, bookingId);
  if (rideId === undefined) return;
  await reopenRideValidation(db, rideId);
}
