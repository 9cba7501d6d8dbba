import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { nextWholeHour } from '../../../platform/timers/schedules.js';
import type { Timers } from '../../../platform/timers/timers.js';
import { tripIdsBehindClock, type TripRow } from './repository.js';
import { lockTripWithBookings } from './trip-locks.js';
import { refreshTripProgress, TRIP_PROGRESS, TRIP_SWEEP } from './trip-progress-job.js';
import { LEG_DEPARTING_BEFORE_MS } from './trip-progress-rules.js';

/** At most this many trips per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * What validation asks of a trip at this moment (the final decision, or the reminders to whoever has not
 * answered), run under the trip's lock before its states are brought up to the clock. The settlement wing
 * gives it at the module's registration: the trips wing stands below the settlement and does not import it.
 */
export type ValidationStep = (tx: Db, clock: Clock, trip: TripRow, now: number) => Promise<void>;

/**
 * One run of a trip's timer: first what validation asks at this moment — the final decision once the
 * six days are over, else the reminders to whoever has not answered (every two days) — then the states
 * the clock says, which also sets the next run. All in one transaction under the trip's lock.
 */
export async function runTripTimer(
  db: Db,
  clock: Clock,
  tripId: number,
  validationStep: ValidationStep,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const trip = await lockTripWithBookings(tx, tripId);
    if (!trip) return;
    await validationStep(tx, clock, trip, clock.nowMs());
    await refreshTripProgress(tx, clock, tripId);
  });
}

/**
 * Registers the per-trip timer and the hourly sweep over trips whose state is behind the clock: under way,
 * or waiting for confirmations whose reminder or final decision is due (reference §1.5).
 */
export async function registerTripMonitor(
  timers: Timers,
  clock: Clock,
  validationStep: ValidationStep,
): Promise<void> {
  timers.handle(TRIP_PROGRESS, async (run) => {
    const id = Number(run.entity.replace(/^trip:/, ''));
    if (Number.isInteger(id)) await runTripTimer(run.db, clock, id, validationStep);
  });
  await timers.every(TRIP_SWEEP, nextWholeHour, async (sweepDb, now) => {
    const behind = await tripIdsBehindClock(sweepDb, now, LEG_DEPARTING_BEFORE_MS, SWEEP_BATCH);
    for (const { id } of behind) await runTripTimer(sweepDb, clock, id, validationStep);
  });
}
