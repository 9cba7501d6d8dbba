import { LastRounds, StopSet } from './last-rounds.js';
import type { RunningDay } from './running-days.js';
import { COLUMN_FIELDS, STOP_CODE_ALIGHT, STOP_CODE_BOARD, type SearchGraph } from './search-graph.js';

/**
 * Round-based public transit routing (RAPTOR, Delling, Pajor & Werneck 2012) with its range extension
 * (rRAPTOR): round k finds the earliest arrival at every stop using at most k vehicles, so the answers
 * per round are exactly the Pareto set on arrival time and number of transfers. For a departure window,
 * departures are processed latest first and labels are kept between them, since leaving earlier can only
 * be as good as leaving later.
 *
 * Times are seconds relative to the question's base instant; on the reverse graph they are negated, so
 * "earliest" there means "latest" in real time. The caller turns journeys back into itineraries.
 */

const INF = 0x7fffffff;

/**
 * One service day the search may use: its start relative to the base, and which trips run and when each
 * pattern does (see RunningDay).
 */
export interface SearchDay extends RunningDay {
  offset: number;
}

export interface RaptorQuery {
  days: SearchDay[];
  /** Stops reachable on foot from the origin, with the walking time. */
  access: { stop: number; seconds: number }[];
  /** Walking time from a stop to the destination, −1 where the destination is out of reach. */
  egressSeconds: Int32Array;
  /** Departure times from the origin to try, latest first (one entry for a plain search). */
  departures: number[];
  /** Most vehicles in one journey. */
  maxRounds: number;
  /** Nothing arriving after this (relative time) is of use: bounds the search like a found answer. */
  horizon: number;
  /**
   * Per stop, a lower bound of the seconds still needed from it to the destination (straight line at the
   * network's top speed) with at most `rides` more rides (maxRounds when not given; a bound may ignore
   * it, fewer rides only make it tighter). A label that cannot beat the best answer even then is not
   * kept (target pruning).
   */
  remaining: { at(stop: number, rides?: number): number };
  /** Bit per allowed mode index. */
  modeMask: number;
}

export type RaptorStep =
  | { kind: 'ride'; pattern: number; trip: number; day: number; boardPos: number; alightPos: number }
  | { kind: 'change'; footpath: number };

export interface RaptorJourney {
  /** The departure time whose iteration found it. */
  departure: number;
  arrival: number;
  rounds: number;
  firstStop: number;
  lastStop: number;
  /** From the origin side: ride, change, ride, …, ride. */
  steps: RaptorStep[];
}

/** Label arrays sized for one graph, reused by every search on it (the search is synchronous). */
export class RaptorWorkspace {
  readonly rounds: number;
  readonly arr: Int32Array;
  readonly arrBest: Int32Array;
  readonly ready: Int32Array;
  readonly arrPattern: Int32Array;
  readonly arrTrip: Int32Array;
  readonly arrDay: Int32Array;
  readonly arrBoardPos: Int32Array;
  readonly arrAlightPos: Int32Array;
  /** Footpath entry that made the ready label, −1 for the walk from the origin. */
  readonly readyVia: Int32Array;
  /** Best ready time per stop over all rounds, for searches with one departure time. */
  readonly readyBest: Int32Array;
  /** Round whose arrival label the footpath started from. */
  readonly readyRound: Int32Array;
  readonly improvedStops: Int32Array;
  readonly improvedFlag: Uint8Array;
  readonly markedStops: Int32Array;
  readonly markedFlag: Uint8Array;
  /**
   * Per stop, its ready time from the previous round where that label improved in the previous round
   * (the only stops worth boarding at), INF elsewhere: one read answers both.
   */
  readonly boardReady: Int32Array;
  readonly boardableStops: Int32Array;
  readonly patternFirstPos: Int32Array;
  readonly queuedPatterns: Int32Array;
  /**
   * Per pattern, 1 when one of its trips runs on one of the current search's days and leaves within its
   * time (from the base to the horizon): no other pattern is scanned (see usablePatterns).
   */
  readonly usable: Uint8Array;
  /** The stops still of use in the last rounds of the current search. */
  readonly lastRounds: LastRounds;
  /**
   * Range search: per round k, the stops whose labels of round k − 1 changed since they were last
   * carried into round k. Only those can carry anything, so a round copies them instead of every stop.
   */
  readonly carry: StopSet[];
  /** Walking seconds to the destination per stop, −1 elsewhere; the caller sets and resets its entries. */
  readonly egressSeconds: Int32Array;
  /** Patterns scanned by the searches on this workspace so far (a statistic). */
  patternScans = 0;

  constructor(
    readonly graph: SearchGraph,
    maxRounds: number,
  ) {
    const s = graph.stopCount;
    this.rounds = maxRounds + 1;
    const size = this.rounds * s;
    this.arr = new Int32Array(size);
    this.arrBest = new Int32Array(size);
    this.ready = new Int32Array(size);
    this.arrPattern = new Int32Array(size);
    this.arrTrip = new Int32Array(size);
    this.arrDay = new Int32Array(size);
    this.arrBoardPos = new Int32Array(size);
    this.arrAlightPos = new Int32Array(size);
    this.readyVia = new Int32Array(size);
    this.readyBest = new Int32Array(s);
    this.readyRound = new Int32Array(size);
    this.improvedStops = new Int32Array(s);
    this.improvedFlag = new Uint8Array(s);
    this.markedStops = new Int32Array(s);
    this.markedFlag = new Uint8Array(s);
    this.boardReady = new Int32Array(s).fill(INF);
    this.boardableStops = new Int32Array(s);
    const patterns = graph.patternStopOffset.length - 1;
    this.patternFirstPos = new Int32Array(patterns).fill(INF);
    this.queuedPatterns = new Int32Array(patterns);
    this.usable = new Uint8Array(patterns);
    this.lastRounds = new LastRounds(graph, maxRounds);
    this.carry = Array.from({ length: this.rounds + 1 }, () => new StopSet(s));
    this.egressSeconds = new Int32Array(s).fill(-1);
  }
}

export function raptor(ws: RaptorWorkspace, q: RaptorQuery): RaptorJourney[] {
  const g = ws.graph;
  const S = g.stopCount;
  const maxRounds = Math.min(q.maxRounds, ws.rounds - 1);
  const { arr, arrBest, ready, readyVia, readyRound, readyBest } = ws;
  // One departure time: rounds run once, in order, so one best label per stop over all rounds bounds
  // what is worth keeping, and per-round labels are only read where this search wrote them. A range
  // search revisits rounds for every departure, so there each round keeps its own bounds (copied
  // forward from the round before), which keeps answers with fewer transfers that arrive later.
  const single = q.departures.length === 1;
  if (single) {
    arrBest.fill(INF, 0, S);
    readyBest.fill(INF);
  } else {
    arr.fill(INF);
    arrBest.fill(INF);
    ready.fill(INF);
  }
  const dest = new Int32Array(maxRounds + 1).fill(Math.min(INF, q.horizon + 1));
  const journeys: RaptorJourney[] = [];
  let markedCount = 0;
  const lastRounds = ws.lastRounds;
  usablePatterns(ws, q);
  lastRounds.mark(q.egressSeconds, maxRounds - 1, ws.usable);

  for (const departure of q.departures) {
    // Round 0: walk from the origin.
    markedCount = 0;
    for (const a of q.access) {
      const t = departure + a.seconds;
      if (t < (single ? readyBest[a.stop]! : ready[a.stop]!)) {
        ready[a.stop] = t;
        readyBest[a.stop] = t;
        readyVia[a.stop] = -1;
        readyRound[a.stop] = 0;
        if (!single) ws.carry[1]!.add(a.stop);
        if (!ws.markedFlag[a.stop]) {
          ws.markedFlag[a.stop] = 1;
          ws.markedStops[markedCount++] = a.stop;
        }
      }
    }

    for (let k = 1; k <= maxRounds && markedCount > 0; k++) {
      const base = k * S;
      // Labels with fewer vehicles are also valid with more (and bound what is worth keeping).
      if (!single) carryForward(ws, k);
      if (dest[k - 1]! < dest[k]!) dest[k] = dest[k - 1]!;

      // With few rides left, only some stops can still lead to the destination (see LastRounds): the
      // last round leaves vehicles only at the targets and changes nowhere; the rounds before it keep
      // labels only where the rides left can still reach one (as far as LastRounds worked that out).
      const last = k === maxRounds;
      const ridesLeft = maxRounds - k;
      const alightAt = lastRounds.alightAt(ridesLeft);
      const readyAt = lastRounds.readyAt(ridesLeft);
      const improvedCount = scanRound(
        ws,
        q,
        markedCount,
        k,
        single ? 0 : base,
        dest[k]!,
        ridesLeft,
        alightAt,
      );
      markedCount = 0;
      if (!single && k < maxRounds) {
        for (let i = 0; i < improvedCount; i++) ws.carry[k + 1]!.add(ws.improvedStops[i]!);
      }

      // The destination, reached on foot from where a vehicle arrived this round.
      let bestStop = -1;
      for (let i = 0; i < improvedCount; i++) {
        const s = ws.improvedStops[i]!;
        const walk = q.egressSeconds[s]!;
        if (walk < 0) continue;
        const t = arr[base + s]! + walk;
        if (t < dest[k]!) {
          dest[k] = t;
          bestStop = s;
        }
      }
      if (bestStop >= 0) journeys.push(reconstruct(ws, k, bestStop, departure, dest[k]!));

      // Changes: from every stop a vehicle reached to itself and the stops nearby.
      if (last) {
        for (let i = 0; i < improvedCount; i++) ws.improvedFlag[ws.improvedStops[i]!] = 0;
        continue;
      }
      for (let i = 0; i < improvedCount; i++) {
        const s = ws.improvedStops[i]!;
        ws.improvedFlag[s] = 0;
        const t0 = arr[base + s]!;
        const limit = dest[k]!;
        const end = g.footpathOffset[s + 1]!;
        const footpaths = g.footpathEntries;
        for (let j = g.footpathOffset[s]!; j < end; j++) {
          const u = footpaths[2 * j]!;
          if (readyAt !== undefined && readyAt[u] === 0) continue;
          const t = t0 + footpaths[2 * j + 1]!;
          if (t < (single ? readyBest[u]! : ready[base + u]!) && t + q.remaining.at(u, ridesLeft) < limit) {
            ready[base + u] = t;
            readyBest[u] = t;
            readyVia[base + u] = j;
            readyRound[base + u] = k;
            if (!single) ws.carry[k + 1]!.add(u);
            if (!ws.markedFlag[u]) {
              ws.markedFlag[u] = 1;
              ws.markedStops[markedCount++] = u;
            }
          }
        }
      }
    }
    for (let i = 0; i < markedCount; i++) ws.markedFlag[ws.markedStops[i]!] = 0;
  }
  lastRounds.clear();
  for (const set of ws.carry) set.clear();
  return journeys;
}

/** Carries the labels of round k − 1 that changed into round k where they are better there. */
function carryForward(ws: RaptorWorkspace, k: number): void {
  const { ready, readyVia, readyRound, arrBest } = ws;
  const base = k * ws.graph.stopCount;
  const prev = base - ws.graph.stopCount;
  const changed = ws.carry[k]!;
  const next = k + 1 < ws.carry.length ? ws.carry[k + 1] : undefined;
  for (let i = 0; i < changed.size; i++) {
    const s = changed.stops[i]!;
    let carried = false;
    if (ready[prev + s]! < ready[base + s]!) {
      ready[base + s] = ready[prev + s]!;
      readyVia[base + s] = readyVia[prev + s]!;
      readyRound[base + s] = readyRound[prev + s]!;
      carried = true;
    }
    if (arrBest[prev + s]! < arrBest[base + s]!) {
      arrBest[base + s] = arrBest[prev + s]!;
      carried = true;
    }
    if (carried) next?.add(s);
  }
  changed.clear();
}

/**
 * One round of vehicles: every pattern through a stop marked in the round before is scanned once, from its
 * earliest marked stop, boarding where the marked stops' ready times allow. Answers how many stops a vehicle
 * improved (listed in `ws.improvedStops`); the marked stops are left for the caller to clear.
 */
function scanRound(
  ws: RaptorWorkspace,
  q: RaptorQuery,
  markedCount: number,
  k: number,
  arrBestBase: number,
  bound: number,
  ridesLeft: number,
  alightAt: Uint8Array | undefined,
): number {
  const g = ws.graph;
  const queued = queuePatterns(ws, markedCount, (k - 1) * g.stopCount);
  ws.boardableStops.set(ws.markedStops.subarray(0, markedCount));
  let improvedCount = 0;
  for (let qi = 0; qi < queued; qi++) {
    const p = ws.queuedPatterns[qi]!;
    const first = ws.patternFirstPos[p]!;
    ws.patternFirstPos[p] = INF;
    if (((q.modeMask >> g.patternMode[p]!) & 1) === 0) continue;
    ws.patternScans++;
    improvedCount = scanPattern(ws, q, p, first, k, arrBestBase, bound, ridesLeft, alightAt, improvedCount);
  }
  // The boarding places of this round are spent: the next round boards only where labels change again.
  for (let i = 0; i < markedCount; i++) ws.boardReady[ws.boardableStops[i]!] = INF;
  return improvedCount;
}

/**
 * Marks the patterns the search can use (`ws.usable`): those with a trip running on one of its days that
 * leaves, at some stop, between the base (no label is earlier) and the horizon (a trip boarded later
 * arrives too late for any answer). The others, such as a live timetable's scheduled patterns whose
 * trips all run as live copies that day, or the weekday patterns at the weekend, cost no scan.
 */
function usablePatterns(ws: RaptorWorkspace, q: RaptorQuery): void {
  const usable = ws.usable;
  usable.fill(0);
  for (const day of q.days) {
    const departures = day.departures;
    const from = -day.offset;
    const to = q.horizon - day.offset;
    for (let p = 0; p < usable.length; p++) {
      if (departures[2 * p]! <= to && departures[2 * p + 1]! >= from) usable[p] = 1;
    }
  }
}

/**
 * Queues every usable pattern through a marked stop, remembering the earliest marked position on it, and
 * makes the marked stops the boarding places of this round.
 */
function queuePatterns(ws: RaptorWorkspace, markedCount: number, prev: number): number {
  const g = ws.graph;
  const usable = ws.usable;
  let queued = 0;
  for (let i = 0; i < markedCount; i++) {
    const s = ws.markedStops[i]!;
    ws.markedFlag[s] = 0;
    ws.boardReady[s] = ws.ready[prev + s]!;
    for (let j = g.stopPatternOffset[s]!; j < g.stopPatternOffset[s + 1]!; j++) {
      const p = g.stopPatternEntries[2 * j]!;
      if (usable[p] === 0) continue;
      const pos = g.stopPatternEntries[2 * j + 1]!;
      if (ws.patternFirstPos[p] === INF) ws.queuedPatterns[queued++] = p;
      if (pos < ws.patternFirstPos[p]!) ws.patternFirstPos[p] = pos;
    }
  }
  return queued;
}

/** Rides pattern p from its first marked position, hopping on the earliest catchable trip. */
function scanPattern(
  ws: RaptorWorkspace,
  q: RaptorQuery,
  p: number,
  first: number,
  k: number,
  arrBestBase: number,
  bound: number,
  /** Rides left after this one, for the remaining-time bound. */
  ridesLeft: number,
  /** Where leaving the vehicle can still lead to the destination, when only some stops can. */
  alightAt: Uint8Array | undefined,
  improvedCount: number,
): number {
  const g = ws.graph;
  const S = g.stopCount;
  const base = k * S;
  const off = g.patternStopOffset[p]!;
  const n = g.patternStopOffset[p + 1]! - off;
  const tripOff = g.patternTripOffset[p]!;
  const tripCount = g.patternTripOffset[p + 1]! - tripOff;
  const timeOff = g.patternTimeOffset[p]!;
  let trip = -1;
  let day = -1;
  let dayOffset = 0;
  let boardPos = -1;
  // Whether the trip we are on can still arrive anywhere in time to beat the bound (see remaining.at).
  let useful = false;
  for (let i = first; i < n; i++) {
    const code = g.patternStopCodes[off + i]!;
    const s = code >> 2;
    if (useful && (code & STOP_CODE_ALIGHT) !== 0 && (alightAt === undefined || alightAt[s] === 1)) {
      const t = g.arrDep[2 * (timeOff + trip * n + i)]! + dayOffset;
      if (t < ws.arrBest[arrBestBase + s]! && t + q.remaining.at(s, ridesLeft) < bound) {
        ws.arr[base + s] = t;
        ws.arrBest[arrBestBase + s] = t;
        ws.arrPattern[base + s] = p;
        ws.arrTrip[base + s] = trip;
        ws.arrDay[base + s] = day;
        ws.arrBoardPos[base + s] = boardPos;
        ws.arrAlightPos[base + s] = i;
        if (!ws.improvedFlag[s]) {
          ws.improvedFlag[s] = 1;
          ws.improvedStops[improvedCount++] = s;
        }
      }
    }
    // A stop whose ready time did not change since the last round offers no trip that round missed.
    if ((code & STOP_CODE_BOARD) === 0) continue;
    const r = ws.boardReady[s]!;
    if (r === INF) continue;
    let current = trip >= 0 ? g.arrDep[2 * (timeOff + trip * n + i) + 1]! + dayOffset : INF;
    if (r > current) continue;
    // The earliest trip leaving here at or after r, over the service days in play.
    const column = timeOff + i * tripCount;
    const bounds = (off + i) * COLUMN_FIELDS;
    // An earlier trip of the same day leaves at least the column's smallest gap before ours: when that
    // is before r, none can be caught and nobody needs to look.
    if (trip > 0 && current - g.columnBounds[bounds + 2]! >= r) {
      // Usually the trip we can still catch is just a few before the one we are on: walk back to the
      // first that leaves too early, and take the first trip after it that runs (at the latest ours).
      let j = trip - 1;
      while (j >= 0 && g.departuresByStop[column + j]! + dayOffset >= r) j--;
      const earlier = q.days[day]!.nextTrip[tripOff + j + 1]!;
      if (earlier < trip) {
        trip = earlier;
        boardPos = i;
        current = g.departuresByStop[column + earlier]! + dayOffset;
      }
    }
    for (let d = 0; d < q.days.length; d++) {
      if (d === day) continue;
      const sd = q.days[d]!;
      const target = r - sd.offset;
      // Most columns are entirely before or after the target on one of the days, or start no earlier
      // than the trip we have: one read decides.
      const firstDeparture = g.columnBounds[bounds]!;
      if (g.columnBounds[bounds + 1]! < target || firstDeparture + sd.offset >= current) continue;
      // Nor is there anything to find when no trip of the pattern runs that day.
      const next = sd.nextTrip;
      if (next[tripOff]! >= tripCount) continue;
      let lo = 0;
      let hi = firstDeparture >= target ? 0 : tripCount;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (g.departuresByStop[column + mid]! < target) lo = mid + 1;
        else hi = mid;
      }
      // The first trip from there that runs that day (columns are sorted: none after it leaves earlier).
      const j = lo < tripCount ? next[tripOff + lo]! : tripCount;
      if (j >= tripCount) continue;
      const dep = g.departuresByStop[column + j]! + sd.offset;
      if (dep < current) {
        trip = j;
        day = d;
        dayOffset = sd.offset;
        boardPos = i;
        current = dep;
      }
    }
    // Boarded here: a trip that cannot beat the bound from here on needs no alighting checks.
    if (boardPos === i) useful = current + q.remaining.at(s, ridesLeft + 1) < bound;
  }
  return improvedCount;
}

function reconstruct(
  ws: RaptorWorkspace,
  rounds: number,
  lastStop: number,
  departure: number,
  arrival: number,
): RaptorJourney {
  const g = ws.graph;
  const S = g.stopCount;
  const steps: RaptorStep[] = [];
  let s = lastStop;
  let k = rounds;
  let firstStop = lastStop;
  while (k > 0) {
    const at = k * S + s;
    const p = ws.arrPattern[at]!;
    const boardPos = ws.arrBoardPos[at]!;
    steps.push({
      kind: 'ride',
      pattern: p,
      trip: ws.arrTrip[at]!,
      day: ws.arrDay[at]!,
      boardPos,
      alightPos: ws.arrAlightPos[at]!,
    });
    const boardStop = g.patternStops[g.patternStopOffset[p]! + boardPos]!;
    const readyAt = (k - 1) * S + boardStop;
    const via = ws.readyVia[readyAt]!;
    firstStop = boardStop;
    if (via < 0) break;
    steps.push({ kind: 'change', footpath: via });
    k = ws.readyRound[readyAt]!;
    // The footpath's start: the stop whose footpath list holds entry `via`.
    s = footpathStart(g, via);
  }
  steps.reverse();
  return { departure, arrival, rounds, firstStop, lastStop, steps };
}

/** The stop whose footpath list contains entry j (binary search over the offsets). */
export function footpathStart(g: SearchGraph, j: number): number {
  let lo = 0;
  let hi = g.stopCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (g.footpathOffset[mid]! <= j) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * One search from one departure time towards several targets at once (each a set of stops with the walk
 * from them), instead of one search per target: the transfer hubs of a door-to-door plan. Answers, per
 * target, the journeys that improved its arrival round by round, as `raptor` answers for its one
 * destination. A label is kept while it can still beat the worst target's best arrival by the seconds
 * `q.remaining` bounds to the nearest target (bounds towards every target; a precise check per target
 * cost more than it saved); each target's answers are exact per round. Several
 * access stops with their own seconds seed it from several sources at once; the caller tells the source
 * of a journey from its first stop. `q.egressSeconds` and `q.departures` are not read.
 */
export function raptorToTargets(
  ws: RaptorWorkspace,
  q: RaptorQuery,
  targets: readonly (readonly { stop: number; seconds: number }[])[],
): RaptorJourney[][] {
  const g = ws.graph;
  const S = g.stopCount;
  const T = targets.length;
  const found: RaptorJourney[][] = targets.map(() => []);
  if (T === 0) return found;
  const maxRounds = Math.min(q.maxRounds, ws.rounds - 1);
  const R = maxRounds + 1;
  const { arr, arrBest, ready, readyVia, readyRound, readyBest } = ws;
  arrBest.fill(INF, 0, S);
  readyBest.fill(INF);
  const dest = new Int32Array(T * R).fill(Math.min(INF, q.horizon + 1));
  // The walks to the targets, chained per stop; the workspace's egress array holds each stop's first walk.
  const head = ws.egressSeconds;
  const walks = targets.reduce((n, list) => n + list.length, 0);
  const walkTarget = new Int32Array(walks);
  const walkSeconds = new Int32Array(walks);
  const walkNext = new Int32Array(walks);
  let w = 0;
  targets.forEach((list, target) => {
    for (const e of list) {
      walkTarget[w] = target;
      walkSeconds[w] = e.seconds;
      walkNext[w] = head[e.stop]!;
      head[e.stop] = w++;
    }
  });
  const bestStop = new Int32Array(T);
  usablePatterns(ws, q);
  let bound = 0;
  let markedCount = 0;
  for (const a of q.access) {
    if (a.seconds < readyBest[a.stop]!) {
      ready[a.stop] = a.seconds;
      readyBest[a.stop] = a.seconds;
      readyVia[a.stop] = -1;
      readyRound[a.stop] = 0;
      if (!ws.markedFlag[a.stop]) {
        ws.markedFlag[a.stop] = 1;
        ws.markedStops[markedCount++] = a.stop;
      }
    }
  }
  for (let k = 1; k <= maxRounds && markedCount > 0; k++) {
    const base = k * S;
    bound = 0;
    for (let t = 0; t < T; t++) {
      const at = t * R + k;
      if (dest[at - 1]! < dest[at]!) dest[at] = dest[at - 1]!;
      if (dest[at]! > bound) bound = dest[at]!;
    }
    const ridesLeft = maxRounds - k;
    const improvedCount = scanRound(ws, q, markedCount, k, 0, bound, ridesLeft, undefined);
    markedCount = 0;

    // Each target, reached on foot from where a vehicle arrived this round.
    bestStop.fill(-1);
    for (let i = 0; i < improvedCount; i++) {
      const s = ws.improvedStops[i]!;
      for (let e = head[s]!; e >= 0; e = walkNext[e]!) {
        const at = walkTarget[e]! * R + k;
        const t = arr[base + s]! + walkSeconds[e]!;
        if (t < dest[at]!) {
          dest[at] = t;
          bestStop[walkTarget[e]!] = s;
        }
      }
    }
    bound = 0;
    for (let t = 0; t < T; t++) {
      const at = t * R + k;
      if (bestStop[t]! >= 0) found[t]!.push(reconstruct(ws, k, bestStop[t]!, 0, dest[at]!));
      if (dest[at]! > bound) bound = dest[at]!;
    }

    for (let i = 0; i < improvedCount; i++) {
      const s = ws.improvedStops[i]!;
      ws.improvedFlag[s] = 0;
      const t0 = arr[base + s]!;
      const end = g.footpathOffset[s + 1]!;
      for (let j = g.footpathOffset[s]!; j < end; j++) {
        const u = g.footpathTo[j]!;
        const t = t0 + g.footpathSeconds[j]!;
        if (t < readyBest[u]! && t + q.remaining.at(u, ridesLeft) < bound) {
          ready[base + u] = t;
          readyBest[u] = t;
          readyVia[base + u] = j;
          readyRound[base + u] = k;
          if (!ws.markedFlag[u]) {
            ws.markedFlag[u] = 1;
            ws.markedStops[markedCount++] = u;
          }
        }
      }
    }
  }
  for (let i = 0; i < markedCount; i++) ws.markedFlag[ws.markedStops[i]!] = 0;
  for (const list of targets) for (const e of list) head[e.stop] = -1;
  return found;
}
