import type { SearchDay } from './raptor.js';
import type { SearchGraph } from './search-graph.js';

/**
 * The departure times a range search iterates over: every moment, within the window, at which leaving
 * the origin catches a vehicle at one of the access stops just in time. Latest first (rRAPTOR order),
 * starting with the window's end (so the best options leaving after the window still count) and ending
 * with its start (so the plain earliest-arrival answer is among the results).
 */
export function departureCandidates(
  g: SearchGraph,
  days: SearchDay[],
  access: { stop: number; seconds: number }[],
  windowSeconds: number,
  modeMask: number,
  limit: number,
): number[] {
  const times = new Set<number>();
  for (const a of access) {
    for (let j = g.stopPatternOffset[a.stop]!; j < g.stopPatternOffset[a.stop + 1]!; j++) {
      const p = g.stopPatterns[j]!;
      if (((modeMask >> g.patternMode[p]!) & 1) === 0) continue;
      const off = g.patternStopOffset[p]!;
      const n = g.patternStopOffset[p + 1]! - off;
      const tripOff = g.patternTripOffset[p]!;
      const tripCount = g.patternTripOffset[p + 1]! - tripOff;
      const timeOff = g.patternTimeOffset[p]!;
      for (let i = 0; i < n - 1; i++) {
        if (g.patternStops[off + i] !== a.stop || !g.patternCanBoard[off + i]) continue;
        for (const day of days) {
          // The trips that run that day, one after the next.
          const next = day.nextTrip;
          let trip = next[tripOff]!;
          while (trip < tripCount) {
            const leave = g.departures[timeOff + trip * n + i]! + day.offset - a.seconds;
            if (leave >= 0 && leave <= windowSeconds) times.add(leave);
            trip = trip + 1 < tripCount ? next[tripOff + trip + 1]! : tripCount;
          }
        }
      }
    }
  }
  times.delete(0);
  times.delete(windowSeconds);
  // The earliest moments first: a passenger asks for a time and wants the next few options after it.
  const sorted = [...times].sort((a, b) => a - b).slice(0, Math.max(0, limit - 2));
  return [windowSeconds, ...sorted.reverse(), 0];
}
