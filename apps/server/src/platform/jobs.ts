import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from './db/database.js';
import { jobSchedule } from './outbox-schema.js';

export interface JobDefinition {
  name: string;
  /** The next run after `from` (e.g. tomorrow 05:00 Amsterdam). */
  nextRun(from: Date): Date;
  run(db: AppDatabase): Promise<void>;
}

/**
 * Claims a due job atomically (`UPDATE … WHERE next_run_at <= now() RETURNING`): of all instances only
 * the one whose update moved the schedule runs it. Answers whether this instance ran the job.
 */
export async function runJobIfDue(db: AppDatabase, job: JobDefinition, now = new Date()): Promise<boolean> {
  await db
    .insert(jobSchedule)
    .values({ name: job.name, nextRunAt: job.nextRun(now) })
    .onConflictDoNothing({ target: jobSchedule.name });
  const claimed = await db
    .update(jobSchedule)
    .set({ nextRunAt: job.nextRun(now), lastRunAt: now })
    .where(and(eq(jobSchedule.name, job.name), lte(jobSchedule.nextRunAt, sql`now()`)))
    .returning({ name: jobSchedule.name });
  if (claimed.length === 0) return false;
  await job.run(db);
  return true;
}

export interface JobScheduler {
  stop(): Promise<void>;
}

/** Checks every job once a minute (timer unref'd) until stopped. */
export function startJobScheduler(
  db: AppDatabase,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): JobScheduler {
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      for (const job of jobs) {
        try {
          if (await runJobIfDue(db, job)) log.info({ job: job.name }, 'job ran');
        } catch (error) {
          if (!stopped) log.error({ err: error, job: job.name }, 'job failed');
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The next time it is `hour`:00 in Europe/Amsterdam after `from`. */
export function nextDailyAt(hour: number, from: Date): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: 'numeric',
    hourCycle: 'h23',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(from);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const secondsIntoDay = get('hour') * 3600 + get('minute') * 60 + get('second');
  let delta = hour * 3600 - secondsIntoDay;
  if (delta <= 0) delta += 24 * 3600;
  // Within a day of a DST change this may be an hour off; the job is daily maintenance, that is fine.
  return new Date(Math.floor(from.getTime() / 1000) * 1000 + delta * 1000);
}
