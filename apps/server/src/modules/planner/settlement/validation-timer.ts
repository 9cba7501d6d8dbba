import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { bookingSummary } from '../../rideshare/index.js';
import { setDisputeRecheck, setValidationReminder } from './repository.js';
import { remindDriverToConfirm, remindPassengerToConfirm } from './settlement-messages.js';
import { answersOfLeg, answersOfLegs, legsOf, type TripRow } from '../trips/index.js';
import { awaitsDecision, evaluateTrip } from './settlement-service.js';

const DAY_MS = 24 * 3600_000;
/** A dispute's final check repeats every two days until an admin settles it (reference §7.1 (5)). */
const DISPUTE_RECHECK_MS = 2 * DAY_MS;

/**
 * The trip timer's validation step (given to the trips wing's timer at registration), inside its
 * transaction and under the trip's lock: the final decision once the six days are over, else the
 * reminders to whoever has not answered (every two days).
 */
export async function validationStep(tx: Db, clock: Clock, trip: TripRow, now: number): Promise<void> {
  if (trip.state === 'VALIDATING' && trip.validationExpiresAt && now >= trip.validationExpiresAt.getTime()) {
    await evaluateTrip({ db: tx, clock }, trip.id, true);
    // Still waiting: a dispute, for an admin to settle; checked again in two days.
    await setDisputeRecheck(tx, trip.id, new Date(now + DISPUTE_RECHECK_MS));
  } else if (
    trip.state === 'VALIDATING' &&
    trip.validationReminderAt &&
    now >= trip.validationReminderAt.getTime()
  ) {
    await remindMissingAnswers(tx, clock, trip);
    const next = trip.validationReminderAt.getTime() + 2 * DAY_MS;
    await setValidationReminder(
      tx,
      trip.id,
      trip.validationExpiresAt && next >= trip.validationExpiresAt.getTime() ? null : new Date(next),
    );
  }
}

/** The passenger and each driver whose answer is still missing are asked again. */
async function remindMissingAnswers(tx: Db, clock: Clock, trip: TripRow): Promise<void> {
  const ctx = { db: tx, clock };
  const waiting = (await legsOf(tx, trip.id)).filter(awaitsDecision);
  const answers = await answersOfLegs(tx, waiting);
  if (waiting.some((leg) => answersOfLeg(answers, leg).passenger === null)) {
    await remindPassengerToConfirm(ctx, trip);
  }
  for (const leg of waiting) {
    if (answersOfLeg(answers, leg).driver !== null) continue;
    const booking = await bookingSummary(tx, leg.bookingId!);
    if (booking) await remindDriverToConfirm(ctx, booking);
  }
}
