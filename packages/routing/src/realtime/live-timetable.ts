import type { Timetable } from '../transit/timetable-model.js';
import { grow } from '../util/grow.js';
import { patternOfTrip, tripRunsOn, tripTimesOf, type LiveTimes, type LiveTrip } from './live-times.js';

/** The timetable with the live feed applied, and which of its trips are live copies of which. */
export interface LiveTimetable {
  timetable: Timetable;
  /** For every trip of `timetable` that runs on live times: the feed's word on the scheduled trip. */
  liveCopies: Map<number, LiveTrip>;
  /** The scheduled trips the feed cancelled, by trip and day (`trip@day`). */
  cancelled: Set<string>;
}

/**
 * The timetable as it runs, for the searches: on each day the feed speaks of, a scheduled trip that runs
 * late, early or passes stops is replaced by a copy with its live times; a cancelled trip does not run that
 * day; a trip the feed says runs as scheduled stays as it is. The copies of one pattern on one day share
 * as few new patterns as keep their trips in order (a late trip may be overtaken by the next one, and a
 * pattern keeps its trips in order, which the search's binary search needs); with delays of a few minutes
 * that is one pattern. The scheduled trip keeps running on every other day: trips with the same service
 * changed on the same days share a service without those days, and the copies of a day share that day's
 * service. Everything else is shared with the timetable it was made from.
 */
export function liveTimetable(base: Timetable, live: LiveTimes): LiveTimetable {
  const told: LiveTrip[] = [];
  for (const change of live.values()) if (change.cancelled || changesTimes(change)) told.push(change);
  if (told.length === 0) return { timetable: base, liveCopies: new Map(), cancelled: new Set() };
  const changed = withPatternmates(base, told);

  const services = new ServicesBuilder(base);
  const copies = changed.filter((change) => !change.cancelled);
  const placed = placeCopies(base, copies);

  const basePatterns = base.patternRoute.length;
  const baseTrips = base.tripIds.length;
  const addedPatterns = placed.lanes.length;
  const addedStops = placed.lanes.reduce((sum, lane) => sum + lane.stops, 0);
  const patternCount = basePatterns + addedPatterns;
  const patternRoute = grow(base.patternRoute, addedPatterns);
  const patternStopOffset = grow(base.patternStopOffset, addedPatterns);
  const patternStops = grow(base.patternStops, addedStops);
  const patternCanBoard = grow(base.patternCanBoard, addedStops);
  const patternCanAlight = grow(base.patternCanAlight, addedStops);
  const patternTripOffset = grow(base.patternTripOffset, addedPatterns);
  const patternTimeOffset = grow(base.patternTimeOffset, addedPatterns);
  const arrivals = grow(base.arrivals, placed.times);
  const departures = grow(base.departures, placed.times);
  const tripService = grow(base.tripService, copies.length);
  const tripShape = grow(base.tripShape, copies.length);
  const liveCopyOf = new Int32Array(copies.length);
  const liveCopies = new Map<number, LiveTrip>();

  // Each changed trip runs on its own service's days but those the feed changed.
  forEachChangedTrip(base, changed, (trip, days) => {
    tripService[trip] = services.without(base.tripService[trip]!, days);
  });

  let stopCursor = base.patternStops.length;
  let timeCursor = base.arrivals.length;
  let trip = baseTrips;
  placed.lanes.forEach((lane, i) => {
    const pattern = basePatterns + i;
    const scheduledStops = base.patternStopOffset[lane.scheduled]!;
    patternRoute[pattern] = base.patternRoute[lane.scheduled]!;
    patternStopOffset[pattern] = stopCursor;
    patternTripOffset[pattern] = trip;
    patternTimeOffset[pattern] = timeCursor;
    const skipped = placed.copies[lane.members[0]!]!.skipped;
    for (let s = 0; s < lane.stops; s++) {
      patternStops[stopCursor + s] = base.patternStops[scheduledStops + s]!;
      // Every copy of a lane passes the same stops (see placeCopies).
      const passed = skipped[s] === 1;
      patternCanBoard[stopCursor + s] = passed ? 0 : base.patternCanBoard[scheduledStops + s]!;
      patternCanAlight[stopCursor + s] = passed ? 0 : base.patternCanAlight[scheduledStops + s]!;
    }
    stopCursor += lane.stops;
    const service = services.onDay(lane.day);
    for (const member of lane.members) {
      const copy = placed.copies[member]!;
      const at = placed.timeAt[member]!;
      for (let s = 0; s < lane.stops; s++) {
        arrivals[timeCursor + s] = placed.arrivals[at + s]!;
        departures[timeCursor + s] = placed.departures[at + s]!;
      }
      timeCursor += lane.stops;
      liveCopyOf[trip - baseTrips] = copy.trip;
      tripService[trip] = service;
      tripShape[trip] = base.tripShape[copy.trip]!;
      liveCopies.set(trip, copy);
      trip++;
    }
  });
  patternStopOffset[patternCount] = stopCursor;
  patternTripOffset[patternCount] = trip;

  const timetable: Timetable = {
    ...base,
    patternRoute,
    patternStopOffset,
    patternStops,
    patternCanBoard,
    patternCanAlight,
    patternTripOffset,
    patternTimeOffset,
    liveCopyOf,
    tripService,
    tripShape,
    arrivals,
    departures,
    maxTime: Math.max(base.maxTime, placed.maxTime),
    ...patternsPerStop(base, basePatterns, patternCount, patternStopOffset, patternStops),
    ...services.build(),
  };
  const cancelled = new Set(changed.filter((c) => c.cancelled).map((c) => `${c.trip}@${c.day}`));
  return { timetable, liveCopies, cancelled };
}

/**
 * The changed trips, and with them every other trip of a scheduled pattern on a day the feed moved one of
 * its trips, copied on its own times. The scheduled pattern then runs no trip that day, and the search
 * passes it by; otherwise it would scan the pattern and its live copies both, for nearly every pattern of a
 * national network (the search on live times took 1.4× the static one; see docs/performance.md). The
 * added trips' word is "on time": zero delays, nothing passed.
 */
function withPatternmates(base: Timetable, changed: readonly LiveTrip[]): LiveTrip[] {
  const touched = new Map<number, Set<number>>();
  const told = new Map<number, Set<number>>();
  for (const change of changed) {
    let trips = told.get(change.day);
    if (!trips) told.set(change.day, (trips = new Set()));
    trips.add(change.trip);
    if (change.cancelled) continue;
    let patterns = touched.get(change.day);
    if (!patterns) touched.set(change.day, (patterns = new Set()));
    patterns.add(patternOfTrip(base, change.trip));
  }
  const onTime = new Map<number, { delays: Int32Array; skipped: Uint8Array }>();
  const zeros = (stops: number) => {
    let arrays = onTime.get(stops);
    if (!arrays)
      onTime.set(stops, (arrays = { delays: new Int32Array(stops), skipped: new Uint8Array(stops) }));
    return arrays;
  };
  const all = [...changed];
  for (const [day, patterns] of touched) {
    const already = told.get(day)!;
    for (const pattern of patterns) {
      const stops = base.patternStopOffset[pattern + 1]! - base.patternStopOffset[pattern]!;
      for (let trip = base.patternTripOffset[pattern]!; trip < base.patternTripOffset[pattern + 1]!; trip++) {
        if (already.has(trip) || !tripRunsOn(base, trip, day)) continue;
        const { delays, skipped } = zeros(stops);
        all.push({ trip, day, cancelled: false, arrivalDelays: delays, departureDelays: delays, skipped });
      }
    }
  }
  return all;
}

/** Whether the feed's word changes how the trip runs: a delay anywhere, or a stop passed. */
function changesTimes(change: LiveTrip): boolean {
  for (let i = 0; i < change.skipped.length; i++) {
    if (change.arrivalDelays[i] !== 0 || change.departureDelays[i] !== 0 || change.skipped[i] !== 0) {
      return true;
    }
  }
  return false;
}

/**
 * Calls `visit` once per changed trip with the days the feed changed it on, in order. The days are few
 * (a feed speaks of today, perhaps of yesterday's trips past midnight): each trip's set of days is a bit
 * mask over them, and the trips with the same mask get the same array.
 */
function forEachChangedTrip(
  base: Timetable,
  changed: readonly LiveTrip[],
  visit: (trip: number, days: readonly number[]) => void,
): void {
  const dayList = [...new Set(changed.map((change) => change.day))].sort(byNumber);
  if (dayList.length > 30) {
    const days = new Map<number, number[]>();
    for (const { trip, day } of changed) days.set(trip, [...(days.get(trip) ?? []), day]);
    for (const [trip, list] of days) visit(trip, list.sort(byNumber));
    return;
  }
  const bit = new Map(dayList.map((day, i) => [day, 1 << i]));
  const masks = new Int32Array(base.tripIds.length);
  for (const { trip, day } of changed) masks[trip]! |= bit.get(day)!;
  const daysOf = new Map<number, number[]>();
  for (let trip = 0; trip < masks.length; trip++) {
    const mask = masks[trip]!;
    if (mask === 0) continue;
    let days = daysOf.get(mask);
    if (!days) daysOf.set(mask, (days = dayList.filter((_, i) => (mask >> i) & 1)));
    visit(trip, days);
  }
}

const byNumber = (a: number, b: number): number => a - b;

/**
 * The services the live timetable adds after the base's: a base service without some days (one per
 * service and set of days, shared by every trip changed on those days) and one service per day the live
 * copies run on. Rows are written once, into the final array.
 */
class ServicesBuilder {
  private readonly ids: string[];
  private readonly added: { from: number; days: readonly number[] }[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly byService = new Map<number, Map<readonly number[], number>>();
  private readonly byDay = new Map<number, number>();

  constructor(private readonly base: Timetable) {
    this.ids = base.serviceIds.slice();
  }

  /** Service `service` on its days but `days` (the same array for the same days saves a key). */
  without(service: number, days: readonly number[]): number {
    let byDays = this.byService.get(service);
    if (!byDays) this.byService.set(service, (byDays = new Map()));
    let index = byDays.get(days);
    if (index === undefined) {
      const key = `${service}|${days.join(',')}`;
      index = this.byKey.get(key);
      if (index === undefined) {
        index = this.add(`${this.base.serviceIds[service]}~live~${days.join('+')}`, service, days);
        this.byKey.set(key, index);
      }
      byDays.set(days, index);
    }
    return index;
  }

  /** The service that runs on day `day` only. */
  onDay(day: number): number {
    let index = this.byDay.get(day);
    if (index === undefined) {
      index = this.add(`live~${day}`, -1, [day]);
      this.byDay.set(day, index);
    }
    return index;
  }

  build(): Pick<Timetable, 'serviceIds' | 'serviceActive'> {
    const { base } = this;
    const dayCount = base.serviceDayCount;
    const serviceActive = new Uint8Array(this.ids.length * dayCount);
    serviceActive.set(base.serviceActive);
    this.added.forEach(({ from, days }, i) => {
      const row = (base.serviceIds.length + i) * dayCount;
      // From −1: a service of the given days; else the base service without them.
      if (from >= 0) serviceActive.copyWithin(row, from * dayCount, (from + 1) * dayCount);
      for (const day of days) {
        const offset = day - base.serviceFirstDay;
        if (offset >= 0 && offset < dayCount) serviceActive[row + offset] = from >= 0 ? 0 : 1;
      }
    });
    return { serviceIds: this.ids, serviceActive };
  }

  private add(id: string, from: number, days: readonly number[]): number {
    this.ids.push(id);
    this.added.push({ from, days });
    return this.ids.length - 1;
  }
}

/** The live copies of one scheduled pattern on one day that can share a pattern: none overtakes another. */
interface Lane {
  scheduled: number;
  day: number;
  stops: number;
  /** Indexes into the copies, in the order the pattern runs them. */
  members: number[];
  /** The stops its copies pass without stopping, '' for none. */
  passes: string;
}

/**
 * The copies' live times, and the lanes they run in: per scheduled pattern and day, the copies sorted by
 * their live times and each put in the first lane whose last trip it neither leaves nor arrives before at
 * any stop (and that passes the same stops), else in a lane of its own, as the timetable builder does.
 */
function placeCopies(
  base: Timetable,
  copies: readonly LiveTrip[],
): {
  copies: readonly LiveTrip[];
  lanes: Lane[];
  /** Where each copy's live times start in `arrivals`/`departures`. */
  timeAt: Int32Array;
  arrivals: Int32Array;
  departures: Int32Array;
  times: number;
  maxTime: number;
} {
  const count = copies.length;
  const patternOf = new Int32Array(count);
  const stopsOf = new Int32Array(count);
  const firstOf = new Int32Array(count);
  const timeAt = new Int32Array(count + 1);
  for (let c = 0; c < count; c++) {
    const { first, stops, pattern } = tripTimesOf(base, copies[c]!.trip);
    patternOf[c] = pattern;
    stopsOf[c] = stops;
    firstOf[c] = first;
    timeAt[c + 1] = timeAt[c]! + stops;
  }
  const times = timeAt[count]!;
  const arrivals = new Int32Array(times);
  const departures = new Int32Array(times);
  let maxTime = 0;
  for (let c = 0; c < count; c++) {
    const copy = copies[c]!;
    const first = firstOf[c]!;
    const at = timeAt[c]!;
    let previousDeparture = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < stopsOf[c]!; s++) {
      // Live times never run backwards along the trip: a vehicle leaves no stop before it arrives there.
      const arrival = Math.max(base.arrivals[first + s]! + copy.arrivalDelays[s]!, previousDeparture);
      const departure = Math.max(base.departures[first + s]! + copy.departureDelays[s]!, arrival);
      arrivals[at + s] = arrival;
      departures[at + s] = departure;
      previousDeparture = departure;
      if (departure > maxTime) maxTime = departure;
    }
  }

  // By scheduled pattern (counted out), then day, then live departures stop by stop (the builder's order).
  const starts = new Int32Array(base.patternRoute.length + 1);
  for (let c = 0; c < count; c++) starts[patternOf[c]! + 1]!++;
  for (let p = 0; p + 1 < starts.length; p++) starts[p + 1]! += starts[p]!;
  const byPattern = new Int32Array(count);
  const cursor = starts.slice(0, -1);
  for (let c = 0; c < count; c++) byPattern[cursor[patternOf[c]!]!++] = c;
  const inOrder = (a: number, b: number): number => {
    const byDay = copies[a]!.day - copies[b]!.day;
    if (byDay !== 0) return byDay;
    const at = timeAt[a]!;
    const bt = timeAt[b]!;
    for (let s = 0; s < stopsOf[a]!; s++) {
      const d = departures[at + s]! - departures[bt + s]!;
      if (d !== 0) return d;
    }
    return copies[a]!.trip - copies[b]!.trip;
  };
  const order: number[] = [];
  for (let p = 0; p + 1 < starts.length; p++) {
    if (starts[p + 1]! === starts[p]!) continue;
    for (const c of Array.from(byPattern.subarray(starts[p]!, starts[p + 1]!)).sort(inOrder)) order.push(c);
  }

  const lanes: Lane[] = [];
  let open: Lane[] = [];
  for (const c of order) {
    const copy = copies[c]!;
    const scheduled = patternOf[c]!;
    const stops = stopsOf[c]!;
    // The lanes of the pattern and day before are closed to this one.
    if (open[0] && (open[0].scheduled !== scheduled || open[0].day !== copy.day)) open = [];
    const passes = copy.skipped.includes(1) ? copy.skipped.join('') : '';
    const at = timeAt[c]!;
    const lane = open.find((candidate) => {
      if (candidate.passes !== passes) return false;
      const last = timeAt[candidate.members[candidate.members.length - 1]!]!;
      for (let s = 0; s < stops; s++) {
        if (departures[at + s]! < departures[last + s]! || arrivals[at + s]! < arrivals[last + s]!) {
          return false;
        }
      }
      return true;
    });
    if (lane) lane.members.push(c);
    else {
      const opened: Lane = { scheduled, day: copy.day, stops, members: [c], passes };
      open.push(opened);
      lanes.push(opened);
    }
  }
  return { copies, lanes, timeAt, arrivals, departures, times, maxTime };
}

/** The base's patterns per stop, with the added patterns after them at every stop they serve. */
function patternsPerStop(
  base: Timetable,
  firstAdded: number,
  patternCount: number,
  patternStopOffset: Int32Array,
  patternStops: Int32Array,
): Pick<Timetable, 'stopPatternOffset' | 'stopPatterns'> {
  const stopCount = base.stopIds.length;
  // Added patterns per stop, each once even where a pattern serves a stop twice.
  const added = new Int32Array(stopCount);
  const seen = new Int32Array(stopCount).fill(-1);
  for (let p = firstAdded; p < patternCount; p++) {
    for (let i = patternStopOffset[p]!; i < patternStopOffset[p + 1]!; i++) {
      const s = patternStops[i]!;
      if (seen[s] !== p) {
        seen[s] = p;
        added[s]!++;
      }
    }
  }
  const stopPatternOffset = new Int32Array(stopCount + 1);
  const cursor = new Int32Array(stopCount);
  for (let s = 0; s < stopCount; s++) {
    const from = base.stopPatternOffset[s]!;
    const own = base.stopPatternOffset[s + 1]! - from;
    stopPatternOffset[s + 1] = stopPatternOffset[s]! + own + added[s]!;
    cursor[s] = stopPatternOffset[s]! + own;
  }
  const stopPatterns = new Int32Array(stopPatternOffset[stopCount]!);
  for (let s = 0; s < stopCount; s++) {
    const from = base.stopPatternOffset[s]!;
    const at = stopPatternOffset[s]!;
    for (let j = 0; j < base.stopPatternOffset[s + 1]! - from; j++) {
      stopPatterns[at + j] = base.stopPatterns[from + j]!;
    }
  }
  seen.fill(-1);
  for (let p = firstAdded; p < patternCount; p++) {
    for (let i = patternStopOffset[p]!; i < patternStopOffset[p + 1]!; i++) {
      const s = patternStops[i]!;
      if (seen[s] !== p) {
        seen[s] = p;
        stopPatterns[cursor[s]!++] = p;
      }
    }
  }
  return { stopPatternOffset, stopPatterns };
}
