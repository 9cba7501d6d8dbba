import type { FastifyBaseLogger } from 'fastify';
import { nextDailyAt } from '../timers/schedules.js';
import type { Timers } from '../timers/timers.js';
import type { RateLimiter } from './rate-limiter.js';

export const RATE_WINDOW_CLEANUP = 'platform.rate-window-cleanup';

/** The longest window any call declares is an hour; a day leaves ample room. */
const KEEP_ENDED_WINDOWS_MS = 24 * 3600_000;

/**
 * At 04:15 every night, the counts of windows that ended more than a day ago are removed, so the table
 * holds one row per account and call used lately, not one per address that ever called.
 */
export async function registerRateWindowCleanup(
  timers: Timers,
  limiter: RateLimiter,
  log: FastifyBaseLogger,
): Promise<void> {
  await timers.every(
    RATE_WINDOW_CLEANUP,
    (from) => nextDailyAt(4, from, 15),
    async (_db, now) => {
      const removed = await limiter.removeEnded(now.getTime() - KEEP_ENDED_WINDOWS_MS);
      log.info({ removed }, 'ended rate windows removed');
    },
  );
}
