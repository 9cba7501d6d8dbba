import type { FastifyBaseLogger } from 'fastify';
import { SEARCH_PLAN_RETENTION_DAYS } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { nextDailyAt } from '../../../platform/timers/schedules.js';
import type { Timers } from '../../../platform/timers/timers.js';
import { deleteSearchesBefore } from './repository.js';

/** The nightly job that removes old searches. */
export const PLAN_CLEANUP = 'planner.plan-cleanup';

/**
 * Removes searches older than the retention (their itineraries go with them). A booked trip keeps its
 * own copy of the itinerary, so nothing a passenger booked is lost; an old search can no longer be
 * booked (404), which its departure time would mostly forbid anyway. Answers how many were removed.
 */
export async function removeOldPlans(db: Db, now: number): Promise<number> {
  const before = new Date(now - SEARCH_PLAN_RETENTION_DAYS * 24 * 3600_000);
  // Only searches and drivers' drafts: a shout-out is the passenger's request, kept as their history.
  return deleteSearchesBefore(db, before);
}

/** At 03:30 Amsterdam time every night, after the recurring rides are made. */
export async function registerPlanCleanupJob(timers: Timers, log: FastifyBaseLogger): Promise<void> {
  await timers.every(
    PLAN_CLEANUP,
    (from) => nextDailyAt(3, from, 30),
    async (db, now) => {
      const removed = await removeOldPlans(db, now.getTime());
      log.info({ removed }, 'old search plans removed');
    },
  );
}
