import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { loggableError } from '../loggable-error.js';
import { backoffSeconds } from '../outbox.js';
import { claimDueTimers, completeTimer, ensureTimer, failTimer, type ClaimedTimer } from './timer-store.js';

/** What a handler gets: which timer fired, and the database and time to do its work with. */
export interface TimerRun {
  kind: string;
  entity: string;
  dueAt: Date;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The clock's time when the run started. */
  now: Date;
  db: Db;
}

/**
 * A handler does the timer's work; it must be idempotent, because a run that dies (or whose lease runs
 * out) is run again. It may ask for the next timer of the same kind and entity (a reminder two days on,
 * the next daily run); that is set in the same transaction that marks this one done.
 */
export type TimerHandler = (run: TimerRun) => Promise<{ rescheduleAt?: Date } | void>;

/** After this many failed runs a timer is left alone (and logged): it needs a person to look at it. */
export const TIMER_MAX_ATTEMPTS = 10;
/** How long a run may take before another instance takes it as dead and runs it again. */
export const TIMER_LEASE_MS = 5 * 60_000;

export interface Timers {
  /** Registers the handler of a kind; every instance that runs timers registers the same ones. */
  handle(kind: string, handler: TimerHandler): void;
  /**
   * A job on its own schedule (the nightly archive, the hourly deposit sync): the first run is set if
   * none is pending, and each successful run sets the next; a failed run is retried with backoff instead
   * of waiting a whole period.
   */
  every(
    kind: string,
    nextRun: (from: Date) => Date,
    job: (db: Db, now: Date) => Promise<void>,
  ): Promise<void>;
  /** Runs every due timer now and answers how many succeeded (tests move the clock, then call this). */
  runDue(): Promise<number>;
  /** Looks for due timers every `intervalMs` (0: never; tests call `runDue`). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createTimers(db: Db, clock: Clock, log: FastifyBaseLogger): Timers {
  const handlers = new Map<string, TimerHandler>();
  let interval: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runOne(timer: ClaimedTimer): Promise<boolean> {
    const handler = handlers.get(timer.kind)!;
    const now = clock.now();
    try {
      const outcome = await handler({ ...timer, now, db });
      await completeTimer(db, timer, clock.now(), outcome?.rescheduleAt);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(clock.nowMs() + backoffSeconds(timer.attempt) * 1000);
      const gaveUp = timer.attempt >= TIMER_MAX_ATTEMPTS;
      log[gaveUp ? 'error' : 'warn'](
        { err: loggableError(error), kind: timer.kind, entity: timer.entity, attempt: timer.attempt },
        gaveUp ? 'timer failed for the last time' : 'timer failed; retried later',
      );
      await failTimer(db, timer, message, retryAt).catch((failure: unknown) =>
        log.error({ err: loggableError(failure), kind: timer.kind }, 'could not record a failed timer'),
      );
      return false;
    }
  }

  async function runDueNow(): Promise<number> {
    let succeeded = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await claimDueTimers(
        db,
        [...handlers.keys()],
        now,
        new Date(now.getTime() + TIMER_LEASE_MS),
        TIMER_MAX_ATTEMPTS,
        20,
      );
      if (claimed.length === 0) return succeeded;
      for (const timer of claimed) {
        if (await runOne(timer)) succeeded += 1;
      }
    }
  }

  const timers: Timers = {
    handle(kind, handler) {
      if (handlers.has(kind)) throw new Error(`Timer kind ${kind} already has a handler`);
      handlers.set(kind, handler);
    },
    async every(kind, nextRun, job) {
      timers.handle(kind, async (run) => {
        await job(run.db, run.now);
        return { rescheduleAt: nextRun(run.now) };
      });
      await ensureTimer(db, { kind, entity: 'schedule', dueAt: nextRun(clock.now()) });
    },
    runDue() {
      // One run at a time per instance: a call while the previous run still works waits for it.
      const next = (running ?? Promise.resolve(0)).catch(() => 0).then(runDueNow);
      running = next;
      next
        .finally(() => {
          if (running === next) running = undefined;
        })
        .catch(() => undefined);
      return next;
    },
    start(intervalMs) {
      if (intervalMs <= 0 || interval) return;
      interval = setInterval(() => {
        if (stopped || running) return;
        timers.runDue().catch((error: unknown) => {
          if (!stopped) log.error({ err: loggableError(error) }, 'timer worker failed');
        });
      }, intervalMs);
      interval.unref();
    },
    async stop() {
      stopped = true;
      if (interval) clearInterval(interval);
      await running?.catch(() => undefined);
    },
  };
  return timers;
}
