import {
  NOT_VALIDATING_MESSAGE,
  type PassengerNotMadeReason,
  UNCONFIRM_INSUFFICIENT_CREDITS_MESSAGE,
  UNCONFIRM_TRIP_PAID_MESSAGE,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { ForbiddenError, UnprocessableError } from '../../../platform/errors.js';
import { bookingSummary, recordPassengerAnswer, refuseNoWithoutReason } from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import { legOfBooking } from './repository.js';
import { answersOfLeg, answersOfLegs, legsOf, lockTrip, ownTrip } from '../trips/index.js';
import { awaitsDecision, evaluateTrip, reopenPaidLeg, reopenReleasedLeg } from './settlement-service.js';

/**
 * PUT /trips/{id}/confirm/{value} (reference §1.5, §7.1 (4)): the passenger says whether the trip took
 * place, a 'no' with its reason (400 without), only while it waits for the confirmations (422 otherwise).
 * The answer goes on the booking of every shared leg still waiting (rideshare keeps both answers there); an
 * earlier answer is overwritten. When the driver has answered too, the fare is decided in the same
 * transaction.
 */
export async function confirmTrip(
  ctx: PlannerContext,
  traveller: AuthUser,
  tripId: number,
  confirmed: boolean,
  reason: PassengerNotMadeReason | undefined,
): Promise<void> {
  refuseNoWithoutReason(confirmed, reason);
  await inTransaction(ctx.db, async (tx) => {
    const trip = await ownTrip(tx, traveller.id, tripId, true);
    const waiting = trip.state === 'VALIDATING' ? (await legsOf(tx, tripId)).filter(awaitsDecision) : [];
    if (waiting.length === 0) throw new UnprocessableError(NOT_VALIDATING_MESSAGE, 'NOT_VALIDATING');
    for (const leg of waiting) {
      await recordPassengerAnswer(tx, leg.bookingId!, confirmed, confirmed ? null : reason!);
    }
    await evaluateTrip({ db: tx, clock: ctx.clock }, tripId, false);
  });
}

/**
 * The driver answered on a booking (rideshare's PUT /bookings/{id}/confirm, in its transaction; the answer
 * stays on the booking): the fare of the passenger's leg is decided when the passenger has answered too.
 */
export function driverAnswered(clock: Clock) {
  return async (tx: Db, bookingId: number): Promise<void> => {
    const leg = await legOfBooking(tx, bookingId);
    if (!leg) return;
    await evaluateTrip({ db: tx, clock }, leg.tripId, false);
  };
}

/**
 * PUT /trips/{id}/unconfirm (reference §7.1 (6)): after the fare went back to the passenger, they may take
 * their answer back: the fare is reserved again (402 when their credits no longer cover it) and both sides
 * are asked again. Refused with 403 once the driver was paid (only the driver can undo that, spec 000 §8),
 * and with 422 when there is no decision to undo. Before the decision it only clears the answer.
 */
export async function unconfirmTrip(ctx: PlannerContext, traveller: AuthUser, tripId: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const trip = await ownTrip(tx, traveller.id, tripId, true);
    const shared = (await legsOf(tx, tripId)).filter((leg) => leg.bookingId !== null);
    if (shared.some((leg) => leg.paymentState === 'PAID')) {
      throw new ForbiddenError(UNCONFIRM_TRIP_PAID_MESSAGE, 'ALREADY_PAID');
    }
    const released = shared.filter(
      (leg) => leg.paymentState === 'CANCELLED' && leg.state === 'COMPLETED' && leg.paymentId !== null,
    );
    const answers = await answersOfLegs(tx, shared);
    const answered = shared.filter(
      (leg) => awaitsDecision(leg) && answersOfLeg(answers, leg).passenger !== null,
    );
    if (trip.state === 'COMPLETED' && released.length > 0) {
      for (const leg of released) {
        await reopenReleasedLeg(
          { db: tx, clock: ctx.clock },
          trip,
          leg,
          UNCONFIRM_INSUFFICIENT_CREDITS_MESSAGE,
        );
      }
    } else if (trip.state === 'VALIDATING' && answered.length > 0) {
      for (const leg of answered) await recordPassengerAnswer(tx, leg.bookingId!, null, null);
    } else {
      throw new UnprocessableError(NOT_VALIDATING_MESSAGE, 'NOTHING_TO_UNDO');
    }
  });
}

/** The driver takes back a paid confirmation (rideshare's PUT /bookings/{id}/unconfirm, in its transaction). */
export function driverUnconfirmed(clock: Clock) {
  return async (tx: Db, bookingId: number): Promise<void> => {
    const booking = await bookingSummary(tx, bookingId);
    const leg = await legOfBooking(tx, bookingId);
    if (!booking || !leg || leg.paymentState !== 'PAID') return;
    const trip = await lockTrip(tx, leg.tripId);
    await reopenPaidLeg({ db: tx, clock }, trip!, leg, booking);
  };
}
