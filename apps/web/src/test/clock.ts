import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * The instant tests run at: Tuesday 18 March 2025, 10:00 in Amsterdam. A fixed instant, so that no
 * result depends on the day the tests happen to run (today, yesterday, the `until` of a list).
 */
export const TEST_NOW = new Date('2025-03-18T10:00:00+01:00');

/**
 * Pins `Date` to `at` while the timers keep running for real: for the part of a test that waits for
 * the page with `findBy…`. Undo with `vi.useRealTimers()` in an `afterEach`.
 */
export function pinDate(at: Date = TEST_NOW): void {
  vi.setSystemTime(at);
}

/**
 * Stops the clock: from here on timers and `Date` only move when the test moves them with
 * `advanceClock`. `Date` goes on from where `pinDate` put it, or starts at `TEST_NOW`. Undo with
 * `vi.useRealTimers()` in an `afterEach`.
 *
 * While the clock stands still, `findBy…` and `waitFor` cannot time out (their timeout is a timer too):
 * move the clock and then assert with `getBy…`/`queryBy…`.
 */
export function stopClock(): void {
  const pinned = vi.getMockedSystemTime();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(pinned ?? TEST_NOW);
}

/**
 * Moves the stopped clock on by `ms`, running every timer that falls due on the way and letting promises
 * (the fake server's answers, React's updates) settle between them.
 */
export async function advanceClock(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Waits until `assertion` passes, for the fake server's answers, which arrive on the real event loop.
 * Each turn lets that loop run and then moves the clock by at most 1 ms: an answer that comes in while
 * timers are running sets its follow-up 0 ms timers (TanStack Query's notifications) 1 ms later, and a
 * browser would run those at once. Fails with the assertion's error after `timeoutMs` of real time.
 */
export async function settleUntil(assertion: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = vi.getRealSystemTime() + timeoutMs;
  for (let step = 0; ; step = 1) {
    await advanceClock(step);
    try {
      assertion();
      return;
    } catch (error) {
      if (vi.getRealSystemTime() > deadline) throw error;
    }
  }
}

/**
 * Pins `Date` to `at` before every test of the enclosing `describe` (or file), timers running for real,
 * and gives the real clock back after each. Call at the top of the `describe`.
 */
export function pinDateInEachTest(at: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  });
  afterEach(() => vi.useRealTimers());
}

/**
 * Checks a throttle on the stopped clock, after three quick inputs: the first is asked at once, the last
 * when `everyMs` have passed, and the one in between never. `asked` reads what was asked so far.
 */
export async function expectThrottled<T>(
  asked: () => T[],
  everyMs: number,
  first: T,
  last: T,
): Promise<void> {
  await advanceClock(0);
  expect(asked()).toEqual([first]);
  await advanceClock(everyMs - 1);
  expect(asked()).toEqual([first]);
  await advanceClock(1);
  expect(asked()).toEqual([first, last]);
}
