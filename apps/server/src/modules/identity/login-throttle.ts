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

/** Failures for one account from all addresses together, counted over this window. */
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/**
 * Failures for one account across addresses allowed within the window: more means somebody guesses from
 * many addresses, and attempts from unknown devices are refused until the count falls below it. A device
 * that signed in to the account before is never refused by this (see known-device.ts).
 */
export const ACCOUNT_FAILURES_PER_HOUR = 20;

/**
 * How long an unknown device must wait before trying this account again, in milliseconds (0: go ahead),
 * given the account's failure counts per address. The pause lasts until enough of the counted failures are
 * older than the window to bring the count below the limit.
 */
export function accountPauseMs(failures: { count: number; lastFailedAt: Date }[], now: Date): number {
  const since = now.getTime() - ACCOUNT_FAILURE_WINDOW_MS;
  const recent = failures
    .filter((failure) => failure.lastFailedAt.getTime() > since)
    .sort((a, b) => a.lastFailedAt.getTime() - b.lastFailedAt.getTime());
  let total = recent.reduce((sum, failure) => sum + failure.count, 0);
  if (total < ACCOUNT_FAILURES_PER_HOUR) return 0;
  for (const failure of recent) {
    total -= failure.count;
    if (total < ACCOUNT_FAILURES_PER_HOUR) {
      return failure.lastFailedAt.getTime() + ACCOUNT_FAILURE_WINDOW_MS - now.getTime();
    }
  }
  return 0;
}
