import type { Timetable } from '../transit/timetable-model.js';
import { dayNumberOf, serviceDayStart } from '../time/service-day.js';
import type { LiveFeed, LiveStopEvent, LiveTripUpdate } from './live-feed.js';

/** What the feed says of one trip on one service day, per stop of the trip in order. */
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
  private readonly trips = new Map<string, LiveTrip>();

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
    for (const update of feed.tripUpdates) {
      const trip = index.get(update.tripId);
      if (trip === undefined) {
        unmatched.unknownTrip += 1;
        continue;
      }
      const day =
        update.startDate !== undefined
          ? runsOn(timetable, trip, dayNumberOf(update.startDate))
          : nearestRunningDay(timetable, trip, nowSeconds);
      if (day === undefined) {
        unmatched.notRunning += 1;
        continue;
      }
      live.trips.set(keyOf(trip, day), applyUpdate(timetable, trip, day, update));
    }
    return { live, unmatched };
  }

  /** What the feed says of trip `trip` on service day `day`, or undefined when it says nothing. */
  get(trip: number, day: number): LiveTrip | undefined {
    return this.trips.get(keyOf(trip, day));
  }

  get size(): number {
    return this.trips.size;
  }

  values(): IterableIterator<LiveTrip> {
    return this.trips.values();
  }
}

const keyOf = (trip: number, day: number): string => `${trip}@${day}`;

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
function nearestRunningDay(timetable: Timetable, trip: number, nowSeconds: number): number | undefined {
  const { first, stops } = tripTimesOf(timetable, trip);
  const today = Math.floor(nowSeconds / 86_400);
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let day = today - DAYS_AROUND - 1; day <= today + DAYS_AROUND; day++) {
    if (runsOn(timetable, trip, day) === undefined) continue;
    const start = serviceDayStart(day, timetable.timezone);
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

function applyUpdate(timetable: Timetable, trip: number, day: number, update: LiveTripUpdate): LiveTrip {
  const { first, stops, pattern } = tripTimesOf(timetable, trip);
  const live: LiveTrip = {
    trip,
    day,
    cancelled: update.cancelled,
    arrivalDelays: new Int32Array(stops),
    departureDelays: new Int32Array(stops),
    skipped: new Uint8Array(stops),
  };
  if (update.cancelled) return live;
  const dayStart = serviceDayStart(day, timetable.timezone);
  const stopOffset = timetable.patternStopOffset[pattern]!;
  // Where each update applies: by stop id (the first such stop after the previous one), else by
  // stop_sequence counted from 1 along the trip, as GTFS feeds number them.
  const placed: { position: number; arrival?: number; departure?: number; skipped: boolean }[] = [];
  let from = 0;
  for (const stop of update.stops) {
    let position = -1;
    if (stop.stopId !== undefined) {
      for (let i = from; i < stops; i++) {
        if (timetable.stopIds[timetable.patternStops[stopOffset + i]!] === stop.stopId) {
          position = i;
          break;
        }
      }
    } else if (stop.stopSequence !== undefined && stop.stopSequence >= 1 && stop.stopSequence <= stops) {
      position = stop.stopSequence - 1;
    }
    if (position < from) continue;
    const scheduledArrival = dayStart + timetable.arrivals[first + position]!;
    const scheduledDeparture = dayStart + timetable.departures[first + position]!;
    const arrival = delayOf(stop.arrival, scheduledArrival);
    const departure = delayOf(stop.departure, scheduledDeparture);
    placed.push({
      position,
      skipped: stop.skipped,
      ...(arrival !== undefined ? { arrival } : {}),
      ...(departure !== undefined ? { departure } : {}),
    });
    from = position + 1;
  }
  let delay = update.delay ?? 0;
  let next = 0;
  for (let i = 0; i < stops; i++) {
    const here = placed[next]?.position === i ? placed[next++] : undefined;
    if (here?.skipped) live.skipped[i] = 1;
    // A stop's arrival without a departure leaves as late as it came, and the other way round.
    const arrival = here?.arrival ?? here?.departure ?? delay;
    const departure = here?.departure ?? here?.arrival ?? delay;
    live.arrivalDelays[i] = arrival;
    live.departureDelays[i] = departure;
    if (here && (here.arrival !== undefined || here.departure !== undefined)) delay = departure;
  }
  return live;
}

function delayOf(event: LiveStopEvent | undefined, scheduled: number): number | undefined {
  if (!event) return undefined;
  if (event.delay !== undefined) return event.delay;
  return event.time !== undefined ? event.time - scheduled : undefined;
}
