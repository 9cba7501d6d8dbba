/**
 * The one source of "now" for every rule, job and timer. Production uses the system clock; tests build
 * the app with a manual clock and move it, so nothing they assert depends on today's date or on sleeping.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in epoch milliseconds. */
  nowMs(): number;
}

export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
};

/** A clock that only moves when told to (tests, and replaying a scenario). */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
  /** Puts the clock at an instant (it may go back: a test sets the scene it needs). */
  set(instant: Date | string | number): void;
}

export function manualClock(start: Date | string | number): ManualClock {
  let current = new Date(start).getTime();
  if (Number.isNaN(current)) throw new Error(`Not an instant: ${String(start)}`);
  return {
    now: () => new Date(current),
    nowMs: () => current,
    advance(ms) {
      current += ms;
    },
    set(instant) {
      const next = new Date(instant).getTime();
      if (Number.isNaN(next)) throw new Error(`Not an instant: ${String(instant)}`);
      current = next;
    },
  };
}
