import type { Timetable } from '../transit/timetable-model.js';
import { dayNumberOf, serviceDayStart } from '../time/service-day.js';
import { grow } from '../util/grow.js';
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
 * A LiveTimes as plain typed arrays: what a worker thread hands over (transferred, not copied) and the
 * receiving thread wraps again (LiveTimes.fromData). Each (trip, day) the feed speaks of has a slot.
 */
export interface LiveTimesData {
  /** The service days spoken of; `slotsOnDay[i]` holds, per trip of the timetable, its slot on `days[i]` or −1. */
  days: Int32Array;
  slotsOnDay: Int32Array[];
  /** Per slot: the trip, its day, 1 when cancelled, and where its arrays start in `delays` / `skipped`. */
  slotTrip: Int32Array;
  slotDay: Int32Array;
  slotCancelled: Uint8Array;
  slotArrivals: Int32Array;
  slotDepartures: Int32Array;
  slotSkipped: Int32Array;
  /** Seconds late per stop, trip after trip; the first `zeros` entries are zeros, shared by every trip on time. */
  delays: Int32Array;
  /** 1 per stop passed without stopping; the first `zeros` entries are zeros, shared likewise. */
  skipped: Uint8Array;
  zeros: number;
  slots: number;
  size: number;
}

/**
 * The feed's trip updates placed on the timetable: each matched to its trip by trip id and to its
 * service day by start_date (a trip past midnight belongs to the day it started, with times past 24:00);
 * without start_date, to the day on which the trip runs nearest the feed's time. Delays follow the
 * GTFS-Realtime rule: a stop's delay holds for the stops after it until the next stop the feed speaks
 * of; stops before the first update keep the trip's own delay (TripUpdate.delay) or run on time.
 */
export class LiveTimes {
  /** The slot of each trip on each day spoken of, by day: an array index, no key made per update. */
  private readonly days = new Map<number, Int32Array>();

  private constructor(
    readonly timetable: Timetable,
    private readonly data: LiveTimesData,
  ) {
    data.days.forEach((day, i) => this.days.set(day, data.slotsOnDay[i]!));
  }

  static none(timetable: Timetable): LiveTimes {
    return new LiveTimes(timetable, new SlotWriter(0, 0).finish(0));
  }

  /** The live times another thread read (toData), on the same timetable. */
  static fromData(timetable: Timetable, data: LiveTimesData): LiveTimes {
    return new LiveTimes(timetable, data);
  }

  static fromFeed(
    timetable: Timetable,
    feed: Pick<LiveFeed, 'tripUpdates'>,
    nowSeconds: number,
  ): { live: LiveTimes; unmatched: UnmatchedCounts } {
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
    const writer = new SlotWriter(feed.tripUpdates.length, longestTripOf(timetable));
    const slotsOnDay = new Map<number, Int32Array>();
    let size = 0;
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
      let slots = slotsOnDay.get(day);
      if (!slots) slotsOnDay.set(day, (slots = new Int32Array(timetable.tripIds.length).fill(-1)));
      // A trip spoken of twice that day: the later update holds.
      if (slots[trip] === -1) size += 1;
      slots[trip] = writeUpdate(timetable, trip, day, update, dayStart, writer);
    }
    const data = writer.finish(size);
    data.days = Int32Array.from(slotsOnDay.keys());
    data.slotsOnDay = [...slotsOnDay.values()];
    return { live: new LiveTimes(timetable, data), unmatched };
  }

  /** What the feed says of trip `trip` on service day `day`, or undefined when it says nothing. */
  get(trip: number, day: number): LiveTrip | undefined {
    const slot = this.days.get(day)?.[trip];
    return slot === undefined || slot < 0 ? undefined : this.tripAt(slot);
  }

  get size(): number {
    return this.data.size;
  }

  /** Every trip and day the feed speaks of (each once; a trip spoken of twice a day by its later word). */
  *values(): IterableIterator<LiveTrip> {
    const { data } = this;
    for (let slot = 0; slot < data.slots; slot++) {
      if (this.days.get(data.slotDay[slot]!)![data.slotTrip[slot]!] === slot) yield this.tripAt(slot);
    }
  }

  /** The arrays to hand to another thread; this LiveTimes still reads them until they are transferred. */
  toData(): LiveTimesData {
    return this.data;
  }

  private tripAt(slot: number): LiveTrip {
    const { data } = this;
    const trip = data.slotTrip[slot]!;
    const { stops } = tripTimesOf(this.timetable, trip);
    const arrivals = data.slotArrivals[slot]!;
    const departures = data.slotDepartures[slot]!;
    const skipped = data.slotSkipped[slot]!;
    return {
      trip,
      day: data.slotDay[slot]!,
      cancelled: data.slotCancelled[slot] === 1,
      arrivalDelays: data.delays.subarray(arrivals, arrivals + stops),
      departureDelays: data.delays.subarray(departures, departures + stops),
      skipped: data.skipped.subarray(skipped, skipped + stops),
    };
  }
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

/** Works out the trip's delays that day from the update and writes them in a slot; answers the slot. */
function writeUpdate(
  timetable: Timetable,
  trip: number,
  day: number,
  update: LiveTripUpdate,
  dayStart: (day: number) => number,
  writer: SlotWriter,
): number {
  const { first, stops, pattern } = tripTimesOf(timetable, trip);
  if (update.cancelled) return writer.slot(trip, day, true, 0, 0, 0);
  const { arrivals, departures } = writer.scratch(stops);
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
  const arrivalsAt = writer.delays(arrivals, stops);
  // Most vehicles leave as late as they arrive at every stop: then one run of delays serves both.
  let same = true;
  for (let i = 0; same && i < stops; i++) same = arrivals[i] === departures[i];
  const departuresAt = same ? arrivalsAt : writer.delays(departures, stops);
  return writer.slot(trip, day, false, arrivalsAt, departuresAt, skipped ? writer.passes(skipped) : 0);
}

/** The longest trip of a timetable, in stops. */
function longestTripOf(timetable: Timetable): number {
  const offsets = timetable.patternStopOffset;
  let longest = 0;
  for (let p = 0; p + 1 < offsets.length; p++) longest = Math.max(longest, offsets[p + 1]! - offsets[p]!);
  return longest;
}

/**
 * Writes one feed's live trips into flat arrays. A national feed has hundreds of thousands of trips: a
 * typed array of their own would cost each of them more than the rest of reading its update, and would
 * not cross to another thread in one piece. Delays that are all zero (a trip on time) and a trip that
 * stops everywhere share the run of zeros at the start.
 */
class SlotWriter {
  private used = 0;
  private delayArray: Int32Array;
  private delaysUsed: number;
  private passArray: Uint8Array;
  private passesUsed: number;
  private readonly data: Omit<LiveTimesData, 'delays' | 'skipped' | 'slots' | 'size'>;
  private scratchArrivals = new Int32Array(64);
  private scratchDepartures = new Int32Array(64);

  constructor(
    slots: number,
    private readonly zeros: number,
  ) {
    this.data = {
      days: new Int32Array(0),
      slotsOnDay: [],
      slotTrip: new Int32Array(slots),
      slotDay: new Int32Array(slots),
      slotCancelled: new Uint8Array(slots),
      slotArrivals: new Int32Array(slots),
      slotDepartures: new Int32Array(slots),
      slotSkipped: new Int32Array(slots),
      zeros,
    };
    this.delayArray = new Int32Array(Math.max(zeros, 1 << 12));
    this.delaysUsed = zeros;
    this.passArray = new Uint8Array(Math.max(zeros, 1 << 8));
    this.passesUsed = zeros;
  }

  /** Two arrays to work a trip's delays out in, reused for every trip. */
  scratch(stops: number): { arrivals: Int32Array; departures: Int32Array } {
    if (this.scratchArrivals.length < stops) {
      this.scratchArrivals = new Int32Array(stops);
      this.scratchDepartures = new Int32Array(stops);
    }
    return { arrivals: this.scratchArrivals, departures: this.scratchDepartures };
  }

  /** Keeps the first `stops` delays; answers where they start (0, the shared zeros, when all are 0). */
  delays(values: Int32Array, stops: number): number {
    let zero = true;
    for (let i = 0; zero && i < stops; i++) zero = values[i] === 0;
    if (zero) return 0;
    if (this.delaysUsed + stops > this.delayArray.length) this.delayArray = doubled(this.delayArray, stops);
    const at = this.delaysUsed;
    this.delayArray.set(values.subarray(0, stops), at);
    this.delaysUsed += stops;
    return at;
  }

  /** Keeps which stops a trip passes; answers where they start. */
  passes(values: Uint8Array): number {
    if (this.passesUsed + values.length > this.passArray.length)
      this.passArray = doubled(this.passArray, values.length);
    const at = this.passesUsed;
    this.passArray.set(values, at);
    this.passesUsed += values.length;
    return at;
  }

  slot(trip: number, day: number, cancelled: boolean, arrivals: number, departures: number, skipped: number) {
    const slot = this.used++;
    const d = this.data;
    d.slotTrip[slot] = trip;
    d.slotDay[slot] = day;
    d.slotCancelled[slot] = cancelled ? 1 : 0;
    d.slotArrivals[slot] = arrivals;
    d.slotDepartures[slot] = departures;
    d.slotSkipped[slot] = skipped;
    return slot;
  }

  finish(size: number): LiveTimesData {
    return {
      ...this.data,
      delays: this.delayArray.subarray(0, this.delaysUsed),
      skipped: this.passArray.subarray(0, this.passesUsed),
      slots: this.used,
      size,
    };
  }
}

function delayOf(event: LiveStopEvent | undefined, scheduled: number): number | undefined {
  if (!event) return undefined;
  if (event.delay !== undefined) return event.delay;
  return event.time !== undefined ? event.time - scheduled : undefined;
}

/** `array` with room for at least `more` values after it: twice as long, or longer where that is not enough. */
function doubled<T extends Int32Array | Uint8Array>(array: T, more: number): T {
  return grow(array, Math.max(array.length, more));
}
