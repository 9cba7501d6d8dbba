import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { nextWholeHour } from '../../platform/timers/schedules.js';
import type { Timers } from '../../platform/timers/timers.js';
import { bookingSummary } from '../rideshare/index.js';
import { trips } from './schema.js';
import { remindDriverToConfirm, remindPassengerToConfirm } from './settlement-messages.js';
import { lockTripWithBookings } from './trip-locks.js';
import { refreshTripProgress, TRIP_PROGRESS, TRIP_SWEEP } from './trip-monitor.js';
import { LEG_DEPARTING_BEFORE_MS } from './trip-progress.js';
import { awaitsDecision, evaluateTrip } from './trip-settlement.js';
import { legsOf } from './trip-service.js';

const DAY_MS = 24 * 3600_000;
/** A dispute's final check repeats every two days until an admin settles it (reference §7.1 (5)). */
const DISPUTE_RECHECK_MS = 2 * DAY_MS;
/** At most this many trips per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * One run of a trip's timer: first what validation asks at this moment — the final decision once the
 * six days are over, else the reminders to whoever has not answered (every two days) — then the states
 * the clock says, which also sets the next run. All in one transaction under the trip's lock.
 */
export async function runTripTimer(db: Db, clock: Clock, tripId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const trip = await lockTripWithBookings(tx, tripId);
    if (!trip) return;
    const now = clock.nowMs();
    if (
      trip.state === 'VALIDATING' &&
      trip.validationExpiresAt &&
      now >= trip.validationExpiresAt.getTime()
    ) {
      await evaluateTrip({ db: tx, clock }, tripId, true);
      // Still waiting: a dispute, for an admin to settle; checked again in two days.
      await tx
        .update(trips)
        .set({ validationExpiresAt: new Date(now + DISPUTE_RECHECK_MS), validationReminderAt: null })
        .where(and(eq(trips.id, tripId), eq(trips.state, 'VALIDATING')));
    } else if (
      trip.state === 'VALIDATING' &&
      trip.validationReminderAt &&
      now >= trip.validationReminderAt.getTime()
    ) {
      await remindMissingAnswers(tx, clock, trip);
      const next = trip.validationReminderAt.getTime() + 2 * DAY_MS;
      await tx
        .update(trips)
        .set({
          validationReminderAt:
            trip.validationExpiresAt && next >= trip.validationExpiresAt.getTime() ? null : new Date(next),
        })
        .where(eq(trips.id, tripId));
    }
    await refreshTripProgress(tx, clock, tripId);
  });
}

/** The passenger and each driver whose answer is still missing are asked again. */
async function remindMissingAnswers(tx: Db, clock: Clock, trip: typeof trips.$inferSelect): Promise<void> {
  const ctx = { db: tx, clock };
  const waiting = (await legsOf(tx, trip.id)).filter(awaitsDecision);
  if (waiting.some((leg) => leg.confirmed === null)) await remindPassengerToConfirm(ctx, trip);
  for (const leg of waiting) {
    if (leg.confirmedByProvider !== null) continue;
    const booking = await bookingSummary(tx, leg.bookingId!);
    if (booking) await remindDriverToConfirm(ctx, booking);
  }
}

/**
 * Registers the per-trip timer and the hourly sweep over trips whose state is behind the clock: under way,
 * or waiting for confirmations whose reminder or final decision is due (reference §1.5).
 */
export async function registerTripMonitor(timers: Timers, clock: Clock): Promise<void> {
  timers.handle(TRIP_PROGRESS, async (run) => {
    const id = Number(run.entity.replace(/^trip:/, ''));
    if (Number.isInteger(id)) await runTripTimer(run.db, clock, id);
  });
  await timers.every(TRIP_SWEEP, nextWholeHour, async (sweepDb, now) => {
    const behind = await sweepDb
      .select({ id: trips.id })
      .from(trips)
      .where(
        or(
          and(
            inArray(trips.state, ['SCHEDULED', 'DEPARTING', 'IN_TRANSIT', 'ARRIVING']),
            // Every trip whose first step (departing, 15 minutes before it leaves) has come.
            lte(trips.departureTime, new Date(now.getTime() + LEG_DEPARTING_BEFORE_MS)),
          ),
          and(eq(trips.state, 'VALIDATING'), lte(trips.validationReminderAt, now)),
          and(eq(trips.state, 'VALIDATING'), lte(trips.validationExpiresAt, now)),
        ),
      )
      .orderBy(trips.departureTime)
      .limit(SWEEP_BATCH);
    for (const { id } of behind) await runTripTimer(sweepDb, clock, id);
  });
}
