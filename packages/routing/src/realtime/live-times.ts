import type { Timetable } from '../transit/timetable-model.js';
import { dayNumberOf, serviceDayStart } from '../time/service-day.js';
import type { LiveFeed, LiveStopEvent, LiveTripUpdate } from './live-feed.js';

/**
 * What the feed says of one trip on one service day, per stop of the trip in order. The arrays are read,
 * never written: trips may share them (every trip on time shares one array of zeros).
 */
export interface LiveTrip {
  trip: number;
  /** The service day (days since 1970-01-01) the trip runs on, whose start its times count from. */
  day: number;
  cancelled: boolean;
  /** Seconds late (negative: early) at each stop, arriving and leaving. */
  arrivalDelays: Int32Array;
  departureDelays: Int32Array;
  /** 1 where the vehicle passes without stopping: nobody boards or alights there. */
  skipped: Uint8Array;
}

/** Why an update of the feed was not applied: counted per kind for the logs and /metrics. */
export interface UnmatchedCounts {
  /** The trip id is not in the timetable (another region's trip, or an added trip). */
  unknownTrip: number;
  /** The trip does not run on the service day the update names (or on any day near the feed's time). */
  notRunning: number;
}

/** How far from the feed's time a trip without start_date is looked for, in days either side. */
const DAYS_AROUND = 1;

/**
 * The feed's trip updates placed on the timetable: each matched to its trip by trip id and to its
 * service day by start_date (a trip past midnight belongs to the day it started, with times past 24:00);
 * without start_date, to the day on which the trip runs nearest the feed's time. Delays follow the
 * GTFS-Realtime rule: a stop's delay holds for the stops after it until the next stop the feed speaks
 * of; stops before the first update keep the trip's own delay (TripUpdate.delay) or run on time.
 */
export class LiveTimes {
  /** Per service day, per trip: small-integer keys, no key strings made per update. */
  private readonly days = new Map<number, Map<number, LiveTrip>>();

  private constructor(readonly timetable: Timetable) {}

  static none(timetable: Timetable): LiveTimes {
    return new LiveTimes(timetable);
  }

  static fromFeed(
    timetable: Timetable,
    feed: Pick<LiveFeed, 'tripUpdates'>,
    nowSeconds: number,
  ): { live: LiveTimes; unmatched: UnmatchedCounts } {
    const live = new LiveTimes(timetable);
    const unmatched: UnmatchedCounts = { unknownTrip: 0, notRunning: 0 };
    const index = tripIndexOf(timetable);
    // Service days' starts in the feed's zone (time-zone maths), worked out once per day and feed.
    const starts = new Map<number, number>();
    const dayStart = (day: number): number => {
      let start = starts.get(day);
      if (start === undefined) starts.set(day, (start = serviceDayStart(day, timetable.timezone)));
      return start;
    };
    // Updates name a handful of start dates: each converted once.
    const dates = new Map<number, number>();
    const arrays = new TripArrays();
    for (const update of feed.tripUpdates) {
      const trip = index.get(update.tripId);
      if (trip === undefined) {
        unmatched.unknownTrip += 1;
        continue;
      }
      let day: number | undefined;
      if (update.startDate !== undefined) {
        let named = dates.get(update.startDate);
        if (named === undefined) dates.set(update.startDate, (named = dayNumberOf(update.startDate)));
        day = runsOn(timetable, trip, named);
      } else day = nearestRunningDay(timetable, trip, nowSeconds, dayStart);
      if (day === undefined) {
        unmatched.notRunning += 1;
        continue;
      }
      let onDay = live.days.get(day);
      if (!onDay) live.days.set(day, (onDay = new Map()));
      onDay.set(trip, applyUpdate(timetable, trip, day, update, dayStart, arrays));
    }
    return { live, unmatched };
  }

  /** What the feed says of trip `trip` on service day `day`, or undefined when it says nothing. */
  get(trip: number, day: number): LiveTrip | undefined {
    return this.days.get(day)?.get(trip);
  }

  get size(): number {
    let size = 0;
    for (const onDay of this.days.values()) size += onDay.size;
    return size;
  }

  values(): IterableIterator<LiveTrip> {
    // A feed mostly speaks of one service day: then its trips are the values as they are.
    if (this.days.size === 1) return this.days.values().next().value!.values();
    return allValues(this.days);
  }
}

function* allValues(days: Map<number, Map<number, LiveTrip>>): IterableIterator<LiveTrip> {
  for (const onDay of days.values()) yield* onDay.values();
}

const tripIndexes = new WeakMap<Timetable, Map<string, number>>();

/** Trip id → trip, made once per timetable. */
export function tripIndexOf(timetable: Timetable): Map<string, number> {
  let index = tripIndexes.get(timetable);
  if (!index) {
    index = new Map(timetable.tripIds.map((id, trip) => [id, trip]));
    tripIndexes.set(timetable, index);
  }
  return index;
}

/** The pattern of a trip: trips are numbered pattern by pattern (patternTripOffset). */
export function patternOfTrip(timetable: Timetable, trip: number): number {
  const offsets = timetable.patternTripOffset;
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= trip) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Where trip `trip`'s times start in `arrivals`/`departures`, and how many stops it has. */
export function tripTimesOf(
  timetable: Timetable,
  trip: number,
): { first: number; stops: number; pattern: number } {
  const pattern = patternOfTrip(timetable, trip);
  const stops = timetable.patternStopOffset[pattern + 1]! - timetable.patternStopOffset[pattern]!;
  const first =
    timetable.patternTimeOffset[pattern]! + (trip - timetable.patternTripOffset[pattern]!) * stops;
  return { first, stops, pattern };
}

/** Whether trip `trip` runs on service day `day` (days since 1970-01-01). */
export function tripRunsOn(timetable: Timetable, trip: number, day: number): boolean {
  const offset = day - timetable.serviceFirstDay;
  if (offset < 0 || offset >= timetable.serviceDayCount) return false;
  const service = timetable.tripService[trip]!;
  return timetable.serviceActive[service * timetable.serviceDayCount + offset] === 1;
}

function runsOn(timetable: Timetable, trip: number, day: number): number | undefined {
  return tripRunsOn(timetable, trip, day) ? day : undefined;
}

/** The service day near `nowSeconds` on which the trip runs with its run closest to that moment. */
function nearestRunningDay(
  timetable: Timetable,
  trip: number,
  nowSeconds: number,
  dayStart: (day: number) => number,
): number | undefined {
  const { first, stops } = tripTimesOf(timetable, trip);
  const today = Math.floor(nowSeconds / 86_400);
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let day = today - DAYS_AROUND - 1; day <= today + DAYS_AROUND; day++) {
    if (runsOn(timetable, trip, day) === undefined) continue;
    const start = dayStart(day);
    const leaves = start + timetable.departures[first]!;
    const arrives = start + timetable.arrivals[first + stops - 1]!;
    const distance = nowSeconds < leaves ? leaves - nowSeconds : Math.max(0, nowSeconds - arrives);
    if (distance < bestDistance) {
      best = day;
      bestDistance = distance;
    }
  }
  return best;
}

function applyUpdate(
  timetable: Timetable,
  trip: number,
  day: number,
  update: LiveTripUpdate,
  dayStart: (day: number) => number,
  arrays: TripArrays,
): LiveTrip {
  const { first, stops, pattern } = tripTimesOf(timetable, trip);
  if (update.cancelled) {
    const zeros = arrays.zeros(stops);
    return {
      trip,
      day,
      cancelled: true,
      arrivalDelays: zeros,
      departureDelays: zeros,
      skipped: arrays.none(stops),
    };
  }
  const { arrivals, departures } = arrays.scratch(stops);
  let skipped: Uint8Array | undefined;
  const start = update.stops.length > 0 ? dayStart(day) : 0;
  const stopOffset = timetable.patternStopOffset[pattern]!;
  // Stops before the first update keep the trip's own delay; each update's delay then holds until the
  // next. Updates apply in order along the trip, each to a stop after the one before.
  let delay = update.delay ?? 0;
  let next = 0;
  for (const stop of update.stops) {
    // Where it applies: by stop id (the first such stop after the previous one), else by stop_sequence
    // counted from 1 along the trip, as GTFS feeds number them.
    let position = -1;
    if (stop.stopId !== undefined) {
      for (let i = next; i < stops; i++) {
        if (timetable.stopIds[timetable.patternStops[stopOffset + i]!] === stop.stopId) {
          position = i;
          break;
        }
      }
    } else if (stop.stopSequence !== undefined && stop.stopSequence >= 1 && stop.stopSequence <= stops) {
      position = stop.stopSequence - 1;
    }
    if (position < next) continue;
    for (; next < position; next++) {
      arrivals[next] = delay;
      departures[next] = delay;
    }
    if (stop.skipped) (skipped ??= new Uint8Array(stops))[position] = 1;
    const arrival = delayOf(stop.arrival, start + timetable.arrivals[first + position]!);
    const departure = delayOf(stop.departure, start + timetable.departures[first + position]!);
    // A stop's arrival without a departure leaves as late as it came, and the other way round.
    arrivals[position] = arrival ?? departure ?? delay;
    departures[position] = departure ?? arrival ?? delay;
    if (arrival !== undefined || departure !== undefined) delay = departures[position]!;
    next = position + 1;
  }
  for (; next < stops; next++) {
    arrivals[next] = delay;
    departures[next] = delay;
  }
  const arrivalDelays = arrays.keep(arrivals, stops);
  // Most vehicles leave as late as they arrive at every stop: then one array serves both.
  let same = true;
  for (let i = 0; same && i < stops; i++) same = arrivals[i] === departures[i];
  return {
    trip,
    day,
    cancelled: false,
    arrivalDelays,
    departureDelays: same ? arrivalDelays : arrays.keep(departures, stops),
    skipped: skipped ?? arrays.none(stops),
  };
}

/**
 * The arrays of one feed's live trips. A national feed has hundreds of thousands of trips, and a small
 * typed array of its own costs each of them more than the rest of reading its update: delays are carved
 * out of large blocks, and arrays of zeros (a trip on time, a trip that stops everywhere) are shared.
 */
class TripArrays {
  private static readonly BLOCK = 1 << 16;
  private block = new Int32Array(0);
  private used = 0;
  private readonly zeroDelays = new Map<number, Int32Array>();
  private readonly noneSkipped = new Map<number, Uint8Array>();
  private scratchArrivals = new Int32Array(64);
  private scratchDepartures = new Int32Array(64);

  /** Two arrays to work a trip's delays out in, reused for every trip. */
  scratch(stops: number): { arrivals: Int32Array; departures: Int32Array } {
    if (this.scratchArrivals.length < stops) {
      this.scratchArrivals = new Int32Array(stops);
      this.scratchDepartures = new Int32Array(stops);
    }
    return { arrivals: this.scratchArrivals, departures: this.scratchDepartures };
  }

  /** The first `stops` values, kept: in a block, or the shared zeros. */
  keep(values: Int32Array, stops: number): Int32Array {
    let zero = true;
    for (let i = 0; zero && i < stops; i++) zero = values[i] === 0;
    if (zero) return this.zeros(stops);
    if (this.used + stops > this.block.length) {
      this.block = new Int32Array(Math.max(TripArrays.BLOCK, stops));
      this.used = 0;
    }
    const kept = this.block.subarray(this.used, this.used + stops);
    kept.set(values.subarray(0, stops));
    this.used += stops;
    return kept;
  }

  zeros(stops: number): Int32Array {
    let zeros = this.zeroDelays.get(stops);
    if (!zeros) this.zeroDelays.set(stops, (zeros = new Int32Array(stops)));
    return zeros;
  }

  none(stops: number): Uint8Array {
    let none = this.noneSkipped.get(stops);
    if (!none) this.noneSkipped.set(stops, (none = new Uint8Array(stops)));
    return none;
  }
}

function delayOf(event: LiveStopEvent | undefined, scheduled: number): number | undefined {
  if (!event) return undefined;
  if (event.delay !== undefined) return event.delay;
  return event.time !== undefined ? event.time - scheduled : undefined;
}
