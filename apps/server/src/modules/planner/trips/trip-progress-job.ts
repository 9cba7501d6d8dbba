import { VALIDATION_EXPIRY_DAYS, VALIDATION_REMINDER_DAYS } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { cancelTimer, scheduleTimer } from '../../../platform/timers/timer-store.js';
import { publishChange } from '../../communicator/index.js';
import { bookingSummary } from '../../rideshare/index.js';
import { legsOf, lockTrip, updateLeg, updateTrip, type LegRow, type TripRow } from './repository.js';
import { startShiftsOf } from './live-legs.js';
import {
  askDriverToConfirm,
  askPassengerToConfirm,
  remindPassenger,
  tellPassengerDeparting,
} from './trip-messages.js';
import {
  LEG_DEPARTING_BEFORE_MS,
  type LegProgress,
  legStateAt,
  nextProgressAt,
  TRIP_REMINDER_BEFORE_MS,
  tripStateOf,
  tripStateRank,
} from './trip-progress-rules.js';

/** The durable timer that moves one trip to its next state; one pending per trip. */
export const TRIP_PROGRESS = 'planner.trip-progress';
/** The hourly sweep that catches up trips whose timer did not run (reference §1.5). */
export const TRIP_SWEEP = 'planner.trip-sweep';

const entityOf = (tripId: number) => `trip:${tripId}`;

/**
 * A leg's progress for the clock. `startShiftMs`: how far the live times move its start (live-legs.ts):
 * a late train leaves later, so it is DEPARTING and under way later; its end, which starts the
 * settlement, stays as booked.
 */
function progressOf(leg: LegRow, startShiftMs = 0): LegProgress {
  return {
    state: leg.state,
    startTime: leg.startTime.getTime() + startShiftMs,
    endTime: leg.endTime.getTime(),
    bookingRequired: leg.leg.rideRef !== undefined,
    booked: leg.bookingId !== null,
    paymentDue: leg.paymentState === 'RESERVED',
  };
}

/**
 * Brings a trip and its legs to the states the clock says (trip-progress-rules.ts), inside the caller's
 * transaction and under the trip's row lock, then sets its next timer. On the way the passenger is told
 * (reference §7.4): the departure notice when the trip reaches DEPARTING, the reminder five minutes before
 * departure (once), and the request to confirm when it reaches VALIDATING. Idempotent: a trip already in
 * its state is left as it is and nobody is messaged twice.
 */
export async function refreshTripProgress(
  db: Db,
  clock: Clock,
  tripId: number,
): Promise<{ trip: TripRow; legs: LegRow[] }> {
  return inTransaction(db, async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (!trip) throw new Error(`Trip ${tripId} not found`);
    return progressTrip(tx, clock, trip, await legsOf(tx, tripId));
  });
}

/**
 * `refreshTripProgress` of a trip whose row and legs the caller holds as they are stored, under the
 * trip's lock (or made in the caller's transaction, which nobody else sees yet). `unsavedTimes`: times
 * the caller set on `trip` and has not written yet; they are written with the trip's new state.
 */
export async function progressTrip(
  tx: Db,
  clock: Clock,
  trip: TripRow,
  legs: LegRow[],
  unsavedTimes?: Pick<TripRow, 'departureTime' | 'arrivalTime'>,
): Promise<{ trip: TripRow; legs: LegRow[] }> {
  const now = clock.nowMs();
  const shifts = startShiftsOf(legs);
  const updatedLegs: LegRow[] = [];
  for (const [index, leg] of legs.entries()) {
    const state = trip.state === 'CANCELLED' ? 'CANCELLED' : legStateAt(progressOf(leg, shifts[index]), now);
    if (state !== leg.state) await updateLeg(tx, leg.id, { state });
    updatedLegs.push({ ...leg, state });
  }
  const state = trip.state === 'CANCELLED' ? 'CANCELLED' : tripStateOf(updatedLegs.map((leg) => leg.state));
  const ctx = { db: tx, clock };
  let reminderSent = trip.reminderSent;
  // The reminder and the departure notice follow a late first train or bus (and say its live time).
  const departure = trip.departureTime.getTime() + (shifts[0] ?? 0);
  const liveTrip = { ...trip, departureTime: new Date(departure) };
  if (state !== 'CANCELLED' && !reminderSent && now >= departure - TRIP_REMINDER_BEFORE_MS) {
    // A reminder that comes after departure (a timer run late) is no use any more; it counts as sent.
    if (now < departure) await remindPassenger(ctx, { ...liveTrip, state });
    reminderSent = true;
  }
  if (state !== trip.state) {
    const before = tripStateRank(trip.state);
    const passed = (target: TripRow['state']) =>
      before < tripStateRank(target) && tripStateRank(state) >= tripStateRank(target);
    // The departure notice only while it is news: not for a trip whose timer ran after it left.
    if (passed('DEPARTING') && now < departure + LEG_DEPARTING_BEFORE_MS && state !== 'VALIDATING') {
      await tellPassengerDeparting(ctx, { ...liveTrip, state });
    }
  }
  let validation = { reminderAt: trip.validationReminderAt, expiresAt: trip.validationExpiresAt };
  if (state === 'VALIDATING' && trip.state !== 'VALIDATING') {
    // Both sides are asked to confirm; a missing answer is asked for again every two days, and after
    // six the decision is final (reference §1.5). Validation that restarts after an undo starts anew.
    validation = {
      reminderAt: new Date(now + VALIDATION_REMINDER_DAYS * DAY_MS),
      expiresAt: new Date(now + VALIDATION_EXPIRY_DAYS * DAY_MS),
    };
    await askPassengerToConfirm(ctx, { ...trip, state });
    for (const leg of updatedLegs) {
      if (leg.bookingId === null || leg.paymentState !== 'RESERVED') continue;
      const booking = await bookingSummary(tx, leg.bookingId);
      if (booking) await askDriverToConfirm(ctx, booking);
    }
  }
  const updated = {
    ...trip,
    state,
    reminderSent,
    validationReminderAt: validation.reminderAt,
    validationExpiresAt: validation.expiresAt,
  };
  if (updatedLegs.some((leg, index) => leg.state !== legs[index]!.state)) {
    await publishChange(tx, trip.travellerId, { tripId: trip.id });
  }
  if (
    unsavedTimes ||
    state !== trip.state ||
    reminderSent !== trip.reminderSent ||
    validation.reminderAt !== trip.validationReminderAt
  ) {
    await updateTrip(tx, trip.id, {
      ...unsavedTimes,
      state,
      reminderSent,
      validationReminderAt: validation.reminderAt,
      validationExpiresAt: validation.expiresAt,
    });
  }
  const due =
    state === 'CANCELLED' || state === 'COMPLETED'
      ? undefined
      : state === 'VALIDATING'
        ? earliest(validation.reminderAt, validation.expiresAt)
        : nextProgressAt(
            updatedLegs.map((leg, index) => progressOf(leg, shifts[index])),
            now,
            {
              due: !reminderSent,
              departureTime: departure,
            },
          );
  if (due === undefined) await cancelTimer(tx, TRIP_PROGRESS, entityOf(trip.id));
  else await scheduleTimer(tx, { kind: TRIP_PROGRESS, entity: entityOf(trip.id), dueAt: new Date(due) });
  return { trip: updated, legs: updatedLegs };
}

const DAY_MS = 24 * 3600_000;

/** The earlier of two moments that may be unset. */
function earliest(a: Date | null, b: Date | null): number | undefined {
  const moments = [a, b]
    .filter((moment): moment is Date => moment !== null)
    .map((moment) => moment.getTime());
  return moments.length > 0 ? Math.min(...moments) : undefined;
}
