/** Failures counted within this window; an older failure starts a fresh count. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed before attempts for that address are refused for a while. */
export const FREE_ATTEMPTS = 5;
const FIRST_PAUSE_MS = 30 * 1000;
const LONGEST_PAUSE_MS = 15 * 60 * 1000;

/**
 * How long the next attempt for an address must wait, in milliseconds (0: go ahead). After the free
 * attempts the pause doubles with every further failure: 30 s, 1 min, 2 min … up to 15 min.
 */
export function loginPauseMs(failures: { count: number; lastFailedAt: Date } | undefined, now: Date): number {
  if (!failures) return 0;
  const sinceLast = now.getTime() - failures.lastFailedAt.getTime();
  if (sinceLast >= FAILURE_WINDOW_MS || failures.count < FREE_ATTEMPTS) return 0;
  const pause = Math.min(FIRST_PAUSE_MS * 2 ** (failures.count - FREE_ATTEMPTS), LONGEST_PAUSE_MS);
  return Math.max(0, pause - sinceLast);
}
