import type { Clock } from './clock.js';

/** How long a successful ping vouches for the database: a load balancer asks far more often than this. */
export const LIVENESS_PING_MAX_AGE_MS = 1000;

/**
 * Whether the database answers, for `/api/health`, without a query per call: a successful ping is
 * trusted for `maxAgeMs` by the app's clock, and callers arriving while a ping runs share that ping
 * (never two at once). A failed ping is never trusted: the next caller pings again, so a database that
 * went down is reported at once when the last success is older than `maxAgeMs`, and one that came back
 * at the next call. The returned function throws what the ping threw.
 */
export function databaseLiveness(
  ping: () => Promise<void>,
  clock: Clock,
  maxAgeMs = LIVENESS_PING_MAX_AGE_MS,
): () => Promise<void> {
  let lastSuccessMs: number | undefined;
  let running: Promise<void> | undefined;
  return async () => {
    if (lastSuccessMs !== undefined && clock.nowMs() - lastSuccessMs < maxAgeMs) return;
    running ??= (async () => {
      try {
        await ping();
        lastSuccessMs = clock.nowMs();
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
}
