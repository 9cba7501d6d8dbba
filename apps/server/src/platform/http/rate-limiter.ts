import { lt, sql } from 'drizzle-orm';
import type { RateLimit } from '@achterhoek/contracts';
import type { Db } from '../db/database.js';
import { rateWindows } from '../schema.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends and calls are allowed again. */
  retryAfterSeconds: number;
}

/** Counts calls per key in fixed windows and says whether one more is allowed. */
export interface RateLimiter {
  take(key: string, rate: RateLimit, nowMs: number): Promise<RateDecision>;
  /** Forgets windows that ended before `beforeMs` (the nightly clean-up). */
  removeEnded(beforeMs: number): Promise<number>;
}

/**
 * The limiter of the API's declared rates, counted in the database: every instance of the server adds to
 * the same row, so two instances do not allow twice the rate. One statement per call: the row is made,
 * counted up within its window, or restarted when its window is over. Fixed windows may let a burst of
 * twice the rate through across a window's end; that is the price of one row per key and still stops a
 * script.
 */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
  return {
    async take(key, rate, nowMs) {
      const windowMs = rate.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
      const [row] = await db
        .insert(rateWindows)
        .values({ key, windowStart, calls: 1 })
        .onConflictDoUpdate({
          target: rateWindows.key,
          set: {
            calls: sql`case when ${rateWindows.windowStart} = excluded.window_start then ${rateWindows.calls} + 1 else 1 end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ calls: rateWindows.calls });
      return {
        allowed: (row?.calls ?? 1) <= rate.max,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000)),
      };
    },
    async removeEnded(beforeMs) {
      const removed = await db
        .delete(rateWindows)
        .where(lt(rateWindows.windowStart, new Date(beforeMs)))
        .returning({ key: rateWindows.key });
      return removed.length;
    },
  };
}

/** A limiter that allows everything: `API_RATE_LIMITS=false` (benchmarks, or a gateway that limits). */
export const unlimited: RateLimiter = {
  take: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  removeEnded: async () => 0,
};
