import type { Timetable } from './timetable-model.js';

/**
 * The timetable's arrays the search reads, in the timetable's layout: the forward graph shares them, the
 * reverse graph holds turned-around copies (patterns read backwards, times negated, footpaths reversed).
 */
type TimetableArraysOfTheSearch =
  | 'patternStopOffset'
  | 'patternStops'
  | 'patternCanBoard'
  | 'patternCanAlight'
  | 'patternTripOffset'
  | 'patternTimeOffset'
  | 'tripService'
  | 'arrivals'
  | 'departures'
  | 'stopPatternOffset'
  | 'stopPatterns'
  | 'footpathOffset'
  | 'footpathTo'
  | 'footpathSeconds';

/**
 * What the RAPTOR core reads. The forward graph is the timetable itself; the reverse graph is the same
 * network with every pattern read backwards and every time negated, so an arrive-by question is a
 * depart-at question on the reverse graph and one search core serves both.
 */
export interface SearchGraph extends Pick<Timetable, TimetableArraysOfTheSearch> {
  reversed: boolean;
  stopCount: number;
  /** Mode index of each pattern (TRANSIT_MODES). */
  patternMode: Uint8Array;
  /**
   * The departures again, column by column (pattern p's stop i, all trips in order, from
   * patternTimeOffset[p] + i × tripCount): the next-trip binary search then reads contiguous memory.
   */
  departuresByStop: Int32Array;
  /** arrivals and departures interleaved ([arr, dep] per trip and stop): one memory fetch serves both. */
  arrDep: Int32Array;
  /**
   * Per pattern stop, what a scan reads at every stop in one number: stop × 4, plus 1 where passengers
   * may board and 2 where they may alight (STOP_CODE_* below).
   */
  patternStopCodes: Int32Array;
  /**
   * Per pattern stop, COLUMN_FIELDS numbers side by side: the first and last departure of its column (a
   * day outside them needs no search) and the smallest gap between two consecutive departures (a trip
   * leaving less than that before ours cannot exist, so nobody needs to look).
   */
  columnBounds: Int32Array;
  /** Per stopPatterns entry, [pattern, first position of the stop in it]: queuing reads one run. */
  stopPatternEntries: Int32Array;
  /** Per footpath entry, [stop it leads to, seconds]: a change reads one run. */
  footpathEntries: Int32Array;
  /** For each footpath entry, its index in the timetable's footpath arrays (for its length in metres). */
  footpathSource: Int32Array;
  /** The footpaths turned around: into stop u from footpathFrom[j] for j in footpathIntoOffset[u] … [u+1]. */
  footpathIntoOffset: Int32Array;
  footpathFrom: Int32Array;
}

export const STOP_CODE_BOARD = 1;
export const STOP_CODE_ALIGHT = 2;
export const COLUMN_FIELDS = 3;

export function forwardGraph(t: Timetable): SearchGraph {
  const patternCount = t.patternRoute.length;
  const patternMode = new Uint8Array(patternCount);
  for (let p = 0; p < patternCount; p++) patternMode[p] = t.routeMode[t.patternRoute[p]!]!;
  const footpathSource = new Int32Array(t.footpathTo.length);
  for (let j = 0; j < footpathSource.length; j++) footpathSource[j] = j;
  const graph: SearchGraph = {
    reversed: false,
    stopCount: t.stopIds.length,
    patternStopOffset: t.patternStopOffset,
    patternStops: t.patternStops,
    patternCanBoard: t.patternCanBoard,
    patternCanAlight: t.patternCanAlight,
    patternTripOffset: t.patternTripOffset,
    patternTimeOffset: t.patternTimeOffset,
    patternMode,
    tripService: t.tripService,
    arrivals: t.arrivals,
    departures: t.departures,
    stopPatternOffset: t.stopPatternOffset,
    stopPatterns: t.stopPatterns,
    footpathOffset: t.footpathOffset,
    footpathTo: t.footpathTo,
    footpathSeconds: t.footpathSeconds,
    footpathSource,
    departuresByStop: new Int32Array(0),
    arrDep: new Int32Array(0),
    patternStopCodes: new Int32Array(0),
    columnBounds: new Int32Array(0),
    stopPatternEntries: new Int32Array(0),
    footpathEntries: new Int32Array(0),
    footpathIntoOffset: new Int32Array(0),
    footpathFrom: new Int32Array(0),
  };
  derive(graph);
  return graph;
}

/** The search's own copies of the times, laid out for the way it reads them. */
function derive(g: SearchGraph): void {
  g.departuresByStop = columns(g);
  g.arrDep = new Int32Array(g.arrivals.length * 2);
  for (let i = 0; i < g.arrivals.length; i++) {
    g.arrDep[2 * i] = g.arrivals[i]!;
    g.arrDep[2 * i + 1] = g.departures[i]!;
  }
  g.patternStopCodes = new Int32Array(g.patternStops.length);
  for (let i = 0; i < g.patternStops.length; i++) {
    g.patternStopCodes[i] =
      g.patternStops[i]! * 4 +
      (g.patternCanBoard[i] ? STOP_CODE_BOARD : 0) +
      (g.patternCanAlight[i] ? STOP_CODE_ALIGHT : 0);
  }
  g.columnBounds = new Int32Array(g.patternStops.length * COLUMN_FIELDS);
  for (let p = 0; p + 1 < g.patternStopOffset.length; p++) {
    const off = g.patternStopOffset[p]!;
    const n = g.patternStopOffset[p + 1]! - off;
    const trips = g.patternTripOffset[p + 1]! - g.patternTripOffset[p]!;
    for (let i = 0; i < n; i++) {
      const column = g.patternTimeOffset[p]! + i * trips;
      let gap = 0x7fffffff;
      for (let j = 1; j < trips; j++) {
        gap = Math.min(gap, g.departuresByStop[column + j]! - g.departuresByStop[column + j - 1]!);
      }
      const at = (off + i) * COLUMN_FIELDS;
      g.columnBounds[at] = g.departuresByStop[column]!;
      g.columnBounds[at + 1] = g.departuresByStop[column + trips - 1]!;
      g.columnBounds[at + 2] = gap;
    }
  }
  const positions = firstPositions(g);
  g.stopPatternEntries = new Int32Array(g.stopPatterns.length * 2);
  for (let j = 0; j < g.stopPatterns.length; j++) {
    g.stopPatternEntries[2 * j] = g.stopPatterns[j]!;
    g.stopPatternEntries[2 * j + 1] = positions[j]!;
  }
  const into = new Int32Array(g.stopCount + 1);
  for (let j = 0; j < g.footpathTo.length; j++) into[g.footpathTo[j]! + 1]!++;
  for (let u = 0; u < g.stopCount; u++) into[u + 1]! += into[u]!;
  g.footpathIntoOffset = into;
  g.footpathFrom = new Int32Array(g.footpathTo.length);
  const cursor = into.slice(0, g.stopCount);
  for (let s = 0; s < g.stopCount; s++) {
    for (let j = g.footpathOffset[s]!; j < g.footpathOffset[s + 1]!; j++)
      g.footpathFrom[cursor[g.footpathTo[j]!]!++] = s;
  }
  g.footpathEntries = new Int32Array(g.footpathTo.length * 2);
  for (let j = 0; j < g.footpathTo.length; j++) {
    g.footpathEntries[2 * j] = g.footpathTo[j]!;
    g.footpathEntries[2 * j + 1] = g.footpathSeconds[j]!;
  }
}

/** departures, transposed per pattern from trip-major to stop-major. */
function columns(g: SearchGraph): Int32Array {
  const out = new Int32Array(g.departures.length);
  for (let p = 0; p + 1 < g.patternStopOffset.length; p++) {
    const n = g.patternStopOffset[p + 1]! - g.patternStopOffset[p]!;
    const trips = g.patternTripOffset[p + 1]! - g.patternTripOffset[p]!;
    const off = g.patternTimeOffset[p]!;
    for (let t = 0; t < trips; t++) {
      for (let i = 0; i < n; i++) out[off + i * trips + t] = g.departures[off + t * n + i]!;
    }
  }
  return out;
}

/** Where each stop first occurs in each pattern through it, so queuing a pattern needs no search. */
function firstPositions(g: SearchGraph): Int32Array {
  const positions = new Int32Array(g.stopPatterns.length);
  for (let s = 0; s < g.stopCount; s++) {
    for (let j = g.stopPatternOffset[s]!; j < g.stopPatternOffset[s + 1]!; j++) {
      const p = g.stopPatterns[j]!;
      const off = g.patternStopOffset[p]!;
      let pos = 0;
      while (g.patternStops[off + pos] !== s) pos++;
      positions[j] = pos;
    }
  }
  return positions;
}

/**
 * The network read backwards: pattern positions reversed (position i is forward position n−1−i), trips
 * of a pattern in reverse order (local trip j is forward trip T−1−j), departure = −arrival and
 * arrival = −departure, boarding and alighting swapped, and every footpath turned around.
 */
export function reverseGraph(t: Timetable, forward: SearchGraph): SearchGraph {
  const patternCount = t.patternRoute.length;
  const patternStops = new Int32Array(t.patternStops.length);
  const patternCanBoard = new Uint8Array(t.patternStops.length);
  const patternCanAlight = new Uint8Array(t.patternStops.length);
  const tripService = new Int32Array(t.tripService.length);
  const arrivals = new Int32Array(t.arrivals.length);
  const departures = new Int32Array(t.departures.length);
  for (let p = 0; p < patternCount; p++) {
    const off = t.patternStopOffset[p]!;
    const n = t.patternStopOffset[p + 1]! - off;
    for (let i = 0; i < n; i++) {
      patternStops[off + i] = t.patternStops[off + n - 1 - i]!;
      patternCanBoard[off + i] = t.patternCanAlight[off + n - 1 - i]!;
      patternCanAlight[off + i] = t.patternCanBoard[off + n - 1 - i]!;
    }
    const firstTrip = t.patternTripOffset[p]!;
    const tripCount = t.patternTripOffset[p + 1]! - firstTrip;
    const timeOff = t.patternTimeOffset[p]!;
    for (let j = 0; j < tripCount; j++) {
      const forwardTrip = tripCount - 1 - j;
      tripService[firstTrip + j] = t.tripService[firstTrip + forwardTrip]!;
      for (let i = 0; i < n; i++) {
        const from = timeOff + forwardTrip * n + (n - 1 - i);
        departures[timeOff + j * n + i] = -t.arrivals[from]!;
        arrivals[timeOff + j * n + i] = -t.departures[from]!;
      }
    }
  }
  // Footpaths turned around: an edge s→u becomes u→s.
  const stopCount = t.stopIds.length;
  const counts = new Int32Array(stopCount + 1);
  for (let j = 0; j < t.footpathTo.length; j++) counts[t.footpathTo[j]! + 1]!++;
  const footpathOffset = new Int32Array(stopCount + 1);
  for (let s = 0; s < stopCount; s++) footpathOffset[s + 1] = footpathOffset[s]! + counts[s + 1]!;
  const cursor = footpathOffset.slice(0, stopCount);
  const footpathTo = new Int32Array(t.footpathTo.length);
  const footpathSeconds = new Int32Array(t.footpathTo.length);
  const footpathSource = new Int32Array(t.footpathTo.length);
  for (let s = 0; s < stopCount; s++) {
    for (let j = t.footpathOffset[s]!; j < t.footpathOffset[s + 1]!; j++) {
      const u = t.footpathTo[j]!;
      const k = cursor[u]!++;
      footpathTo[k] = s;
      footpathSeconds[k] = t.footpathSeconds[j]!;
      footpathSource[k] = j;
    }
  }
  const graph: SearchGraph = {
    ...forward,
    reversed: true,
    patternStops,
    patternCanBoard,
    patternCanAlight,
    tripService,
    arrivals,
    departures,
    footpathOffset,
    footpathTo,
    footpathSeconds,
    footpathSource,
  };
  derive(graph);
  return graph;
}
