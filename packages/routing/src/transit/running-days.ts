import type { SearchGraph } from './search-graph.js';
import type { Timetable } from './timetable-model.js';

/** Days kept per graph (a search uses two or three; each costs 4 bytes a trip and 8 a pattern). */
const KEEP_DAYS = 4;
/** Days whose running services are kept (a byte per service each). */
const KEEP_SERVICE_DAYS = 32;

/** The earliest and latest departure of a pattern with no trip running: no window meets them. */
export const NO_DEPARTURES = [0x7fffffff, -0x80000000] as const;

/** What runs on one service day, as the search on one graph reads it. */
export interface RunningDay {
  /**
   * For the graph's trip at pattern-local index j of pattern p (entry patternTripOffset[p] + j), the
   * local index of the first trip at or after it that runs on the day, or the pattern's trip count when
   * none does: the search steps over the trips that do not run in one read.
   */
  nextTrip: Int32Array;
  /**
   * Per pattern, at [2p] and [2p + 1], the earliest and the latest departure (the graph's times, from
   * the day's start) of its trips that run on the day at any of its stops; NO_DEPARTURES where none
   * runs.
   */
  departures: Int32Array;
}

/**
 * What runs on a service day, worked out once per timetable and day and kept for the last few days:
 * which services run, and per graph which trips and when the patterns run (the search skips patterns with
 * no trip running on its days, such as a live timetable's scheduled patterns whose trips all run as live
 * copies that day, or the weekday patterns at the weekend).
 */
export class RunningDays {
  private readonly services = new Map<number, Uint8Array>();
  private readonly days = new Map<SearchGraph, Map<number, RunningDay>>();

  constructor(private readonly timetable: Timetable) {}

  /** Per service, 1 when it runs on the day (dayIndex: days since the timetable's first service day). */
  private activeServices(dayIndex: number): Uint8Array {
    return cached(this.services, dayIndex, KEEP_SERVICE_DAYS, () => {
      const t = this.timetable;
      const active = new Uint8Array(t.serviceIds.length);
      for (let s = 0; s < active.length; s++) active[s] = t.serviceActive[s * t.serviceDayCount + dayIndex]!;
      return active;
    });
  }

  /** The day as the search on `graph` reads it (the reverse graph holds trips and times turned around). */
  runningDay(graph: SearchGraph, dayIndex: number): RunningDay {
    let days = this.days.get(graph);
    if (!days) this.days.set(graph, (days = new Map()));
    return cached(days, dayIndex, KEEP_DAYS, () => workOut(graph, this.activeServices(dayIndex)));
  }
}

/** What runs on the day whose services are `active`, on `graph`. */
function workOut(graph: SearchGraph, active: Uint8Array): RunningDay {
  const { patternTripOffset, patternStopOffset, patternTimeOffset, tripService } = graph;
  const times = graph.departures;
  const patterns = patternTripOffset.length - 1;
  const nextTrip = new Int32Array(tripService.length);
  const departures = new Int32Array(2 * patterns);
  for (let p = 0; p < patterns; p++) {
    const tripOff = patternTripOffset[p]!;
    const count = patternTripOffset[p + 1]! - tripOff;
    let following = count;
    let last = -1;
    for (let j = count - 1; j >= 0; j--) {
      if (active[tripService[tripOff + j]!]) {
        following = j;
        if (last < 0) last = j;
      }
      nextTrip[tripOff + j] = following;
    }
    let earliest: number = NO_DEPARTURES[0];
    let latest: number = NO_DEPARTURES[1];
    if (last >= 0) {
      // Every column is in trip order, so the first running trip leaves first and the last one last.
      const n = patternStopOffset[p + 1]! - patternStopOffset[p]!;
      const first = patternTimeOffset[p]! + following * n;
      const final = patternTimeOffset[p]! + last * n;
      for (let i = 0; i < n; i++) {
        if (times[first + i]! < earliest) earliest = times[first + i]!;
        if (times[final + i]! > latest) latest = times[final + i]!;
      }
    }
    departures[2 * p] = earliest;
    departures[2 * p + 1] = latest;
  }
  return { nextTrip, departures };
}

/** The map's value for the key, made when missing; the map keeps the `keep` most recently used. */
function cached<K, V>(map: Map<K, V>, key: K, keep: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= keep) map.delete(map.keys().next().value as K);
  } else map.delete(key);
  map.set(key, value);
  return value;
}
