/**
 * Timetables of the synthetic network: departures from a headway (lower frequency before 07:00 and after
 * 20:00, service from 05:30 until past midnight), and a calibration that nudges headways until the day's
 * trip and stop-time counts match their targets.
 */

/** Minutes after midnight of the service day. */
export const FIRST_DEPARTURE = 5 * 60 + 30;
const PEAK_START = 7 * 60;
const PEAK_END = 20 * 60;

/** The last departure from the first stop, by headway: frequent lines run until 00:30. */
export function lastDeparture(headway: number): number {
  if (headway <= 15) return 24 * 60 + 30;
  if (headway <= 30) return 24 * 60;
  return 23 * 60;
}

/** Departure minutes from the first stop of one direction of a line. */
export function departures(headway: number, phase: number, last = lastDeparture(headway)): number[] {
  const out: number[] = [];
  for (let t = FIRST_DEPARTURE + phase; t <= last;) {
    out.push(t);
    t += t >= PEAK_START && t < PEAK_END ? headway : Math.max(headway, Math.min(2 * headway, 60));
  }
  return out;
}

export interface ScheduleChoice {
  /** Allowed headways in minutes, most frequent first. */
  headways: readonly number[];
  /** Index into `headways` now. */
  current: number;
  /** Stops per trip (the whole line). */
  stops: number;
  /** Weekday trips (both directions) at each allowed headway. */
  trips: readonly number[];
}

/**
 * Moves one line at a time one headway step (within its allowed range) up or down, whichever brings the
 * day's trips and stop times nearest to their targets (stop times may exceed theirs by the fraction
 * `shortWorkings`), until both are within about 1 % or no step helps.
 * Deterministic: ties go to the lowest line index.
 */
export function calibrateHeadways(
  choices: ScheduleChoice[],
  targetTrips: number,
  targetStopTimes: number,
  shortWorkings = 0,
): void {
  let trips = 0;
  let stopTimes = 0;
  for (const c of choices) {
    trips += c.trips[c.current]!;
    stopTimes += c.trips[c.current]! * c.stops;
  }
  // Up to `shortWorkings` too many stop times are free: short workings take those away afterwards.
  const error = (t: number, s: number): number => {
    const st = (s - targetStopTimes) / targetStopTimes;
    return ((t - targetTrips) / targetTrips) ** 2 + (st < 0 ? st : Math.max(0, st - shortWorkings)) ** 2;
  };
  for (let iteration = 0; iteration < 20_000; iteration++) {
    let best = error(trips, stopTimes);
    if (best < 2e-4) return;
    let bestLine = -1;
    let bestStep = 0;
    for (let i = 0; i < choices.length; i++) {
      const c = choices[i]!;
      const n = c.trips[c.current]!;
      for (const step of [-1, 1]) {
        const m = c.trips[c.current + step];
        if (m === undefined) continue;
        const e = error(trips + m - n, stopTimes + (m - n) * c.stops);
        if (e < best - 1e-12) {
          best = e;
          bestLine = i;
          bestStep = step;
        }
      }
    }
    if (bestLine < 0) return;
    const c = choices[bestLine]!;
    const n = c.trips[c.current]!;
    c.current += bestStep;
    trips += c.trips[c.current]! - n;
    stopTimes += (c.trips[c.current]! - n) * c.stops;
  }
}
