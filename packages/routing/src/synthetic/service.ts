/**
 * The synthetic network's service: headways calibrated to the day's targets, and short workings on
 * longer bus lines (early, late and every other trip serving only the part nearest the bigger town).
 */
import type { Line } from './network-builder.js';
import type { Random } from './random.js';
import { calibrateHeadways, departures, lastDeparture, type ScheduleChoice } from './schedule.js';

function tripsAt(l: Line, headway: number): number {
  return [0, 1].reduce((s, d) => s + lineDepartures(l, d, headway).length, 0);
}

export function lineDepartures(l: Line, direction: number, headway = l.headway): number[] {
  return departures(
    headway,
    Math.floor(l.phase[direction]! * headway),
    l.lastDeparture ?? lastDeparture(headway),
  );
}

export function schedule(random: Random, lines: Line[], trips: number, stopTimes: number): void {
  const choices: ScheduleChoice[] = lines.map((l) => ({
    headways: l.headways,
    current: Math.max(0, l.headways.indexOf(l.headway)),
    stops: l.stops[0].length,
    trips: l.headways.map((h) => tripsAt(l, h)),
  }));
  calibrateHeadways(choices, trips, stopTimes, 0.1);
  lines.forEach((l, i) => (l.headway = l.headways[choices[i]!.current]!));
  // Short workings: on longer bus lines the evening and early trips, then every other trip, run only the
  // part nearest the bigger town, until the day's stop times meet their target.
  let excess = -stopTimes;
  for (const l of lines) excess += tripsAt(l, l.headway) * l.stops[0].length;
  const eligible = lines.filter((l) => l.type === 3 && l.stops[0].length >= 14);
  for (let i = eligible.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [eligible[i], eligible[j]] = [eligible[j]!, eligible[i]!];
  }
  for (const level of [1, 2]) {
    // Every other trip short only where the outer part still gets a bus at least hourly.
    for (const l of eligible.filter((e) => level === 1 || e.headway <= 30)) {
      if (excess <= 0) return;
      const before = stopTimesOf(l);
      l.shortLevel = level;
      excess -= before - stopTimesOf(l);
    }
  }
}

/** Stops served by a short working of the line. */
export function shortLength(l: Line): number {
  return Math.max(6, Math.round(l.stops[0].length * 0.4));
}

export function isShort(l: Line, start: number, k: number): boolean {
  const level = l.shortLevel ?? 0;
  return (level >= 1 && (start < 6 * 60 + 30 || start >= 21 * 60)) || (level >= 2 && k % 2 === 1);
}

function stopTimesOf(l: Line): number {
  let n = 0;
  for (const d of [0, 1]) {
    lineDepartures(l, d).forEach((t, k) => (n += isShort(l, t, k) ? shortLength(l) : l.stops[0].length));
  }
  return n;
}
