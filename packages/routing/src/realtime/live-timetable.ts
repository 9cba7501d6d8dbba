import type { Timetable } from '../transit/timetable-model.js';
import { tripTimesOf, type LiveTimes, type LiveTrip } from './live-times.js';

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
 * late, early or passes stops is replaced by a copy with its live times, alone in a pattern of its own (a
 * late trip may be overtaken by the next one, and a pattern keeps its trips in order, which the search's
 * binary search needs); a cancelled trip does not run that day. The scheduled trip keeps running on every
 * other day: it gets a service of its own without the days the feed changed. Everything else is shared
 * with the timetable it was made from.
 */
export function liveTimetable(base: Timetable, live: LiveTimes): LiveTimetable {
  const changed = [...live.values()];
  if (changed.length === 0) return { timetable: base, liveCopies: new Map(), cancelled: new Set() };
  const dayCount = base.serviceDayCount;
  const services = { ids: [...base.serviceIds], rows: [] as Uint8Array[] };
  const addService = (id: string, row: Uint8Array): number => {
    services.ids.push(id);
    services.rows.push(row);
    return services.ids.length - 1;
  };

  // Each changed trip's own service: its days but those the feed changed.
  const tripService = Int32Array.from(base.tripService);
  const daysOf = new Map<number, number[]>();
  for (const change of changed) daysOf.set(change.trip, [...(daysOf.get(change.trip) ?? []), change.day]);
  for (const [trip, days] of daysOf) {
    const service = base.tripService[trip]!;
    const row = base.serviceActive.slice(service * dayCount, (service + 1) * dayCount);
    for (const day of days) {
      const offset = day - base.serviceFirstDay;
      if (offset >= 0 && offset < dayCount) row[offset] = 0;
    }
    tripService[trip] = addService(`${base.serviceIds[service]}~live~${base.tripIds[trip]}`, row);
  }

  // One service per day the copies run on.
  const dayService = new Map<number, number>();
  const serviceOfDay = (day: number): number => {
    let service = dayService.get(day);
    if (service === undefined) {
      const row = new Uint8Array(dayCount);
      const offset = day - base.serviceFirstDay;
      if (offset >= 0 && offset < dayCount) row[offset] = 1;
      service = addService(`live~${day}`, row);
      dayService.set(day, service);
    }
    return service;
  };

  const copies = changed.filter((change) => !change.cancelled);
  const basePatterns = base.patternRoute.length;
  const baseTrips = base.tripIds.length;
  let addedStops = 0;
  let addedTimes = 0;
  for (const copy of copies) {
    const { stops } = tripTimesOf(base, copy.trip);
    addedStops += stops;
    addedTimes += stops;
  }
  const patternCount = basePatterns + copies.length;
  const patternRoute = grow(base.patternRoute, copies.length);
  const patternStopOffset = grow(base.patternStopOffset, copies.length);
  const patternStops = grow(base.patternStops, addedStops);
  const patternCanBoard = grow(base.patternCanBoard, addedStops);
  const patternCanAlight = grow(base.patternCanAlight, addedStops);
  const patternTripOffset = grow(base.patternTripOffset, copies.length);
  const patternTimeOffset = grow(base.patternTimeOffset, copies.length);
  const arrivals = grow(base.arrivals, addedTimes);
  const departures = grow(base.departures, addedTimes);
  const tripServiceAll = grow(tripService, copies.length);
  const tripShape = grow(base.tripShape, copies.length);
  const tripIds = [...base.tripIds];
  const tripHeadsigns = [...base.tripHeadsigns];
  const liveCopies = new Map<number, LiveTrip>();
  let maxTime = base.maxTime;
  let stopCursor = base.patternStops.length;
  let timeCursor = base.arrivals.length;

  copies.forEach((copy, i) => {
    const pattern = basePatterns + i;
    const trip = baseTrips + i;
    const { first, stops, pattern: scheduled } = tripTimesOf(base, copy.trip);
    const scheduledStops = base.patternStopOffset[scheduled]!;
    patternRoute[pattern] = base.patternRoute[scheduled]!;
    patternStopOffset[pattern] = stopCursor;
    patternTripOffset[pattern] = trip;
    patternTimeOffset[pattern] = timeCursor;
    let previousDeparture = Number.NEGATIVE_INFINITY;
    for (let s = 0; s < stops; s++) {
      patternStops[stopCursor + s] = base.patternStops[scheduledStops + s]!;
      const passed = copy.skipped[s] === 1;
      patternCanBoard[stopCursor + s] = passed ? 0 : base.patternCanBoard[scheduledStops + s]!;
      patternCanAlight[stopCursor + s] = passed ? 0 : base.patternCanAlight[scheduledStops + s]!;
      // Live times never run backwards along the trip: a vehicle leaves no stop before it arrives there.
      const arrival = Math.max(base.arrivals[first + s]! + copy.arrivalDelays[s]!, previousDeparture);
      const departure = Math.max(base.departures[first + s]! + copy.departureDelays[s]!, arrival);
      arrivals[timeCursor + s] = arrival;
      departures[timeCursor + s] = departure;
      previousDeparture = departure;
      if (departure > maxTime) maxTime = departure;
    }
    stopCursor += stops;
    timeCursor += stops;
    tripIds[trip] = base.tripIds[copy.trip]!;
    tripHeadsigns[trip] = base.tripHeadsigns[copy.trip]!;
    tripServiceAll[trip] = serviceOfDay(copy.day);
    tripShape[trip] = base.tripShape[copy.trip]!;
    liveCopies.set(trip, copy);
  });
  patternStopOffset[patternCount] = stopCursor;
  patternTripOffset[patternCount] = baseTrips + copies.length;

  const serviceActive = new Uint8Array(services.ids.length * dayCount);
  serviceActive.set(base.serviceActive);
  services.rows.forEach((row, i) => serviceActive.set(row, (base.serviceIds.length + i) * dayCount));

  const timetable: Timetable = {
    ...base,
    patternRoute,
    patternStopOffset,
    patternStops,
    patternCanBoard,
    patternCanAlight,
    patternTripOffset,
    patternTimeOffset,
    tripIds,
    tripHeadsigns,
    tripService: tripServiceAll,
    tripShape,
    arrivals,
    departures,
    maxTime,
    ...patternsPerStop(base, basePatterns, patternCount, patternStopOffset, patternStops),
    serviceIds: services.ids,
    serviceActive,
  };
  const cancelled = new Set(changed.filter((c) => c.cancelled).map((c) => `${c.trip}@${c.day}`));
  return { timetable, liveCopies, cancelled };
}

/** A copy of `array` with `extra` more places at its end. */
function grow<T extends Int32Array | Uint8Array>(array: T, extra: number): T {
  const grown = new (array.constructor as { new (length: number): T })(array.length + extra);
  grown.set(array);
  return grown;
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
  const added: number[][] = Array.from({ length: stopCount }, () => []);
  for (let p = firstAdded; p < patternCount; p++) {
    for (let i = patternStopOffset[p]!; i < patternStopOffset[p + 1]!; i++) {
      const list = added[patternStops[i]!]!;
      if (list[list.length - 1] !== p) list.push(p);
    }
  }
  const stopPatternOffset = new Int32Array(stopCount + 1);
  for (let s = 0; s < stopCount; s++) {
    const own = base.stopPatternOffset[s + 1]! - base.stopPatternOffset[s]!;
    stopPatternOffset[s + 1] = stopPatternOffset[s]! + own + added[s]!.length;
  }
  const stopPatterns = new Int32Array(stopPatternOffset[stopCount]!);
  for (let s = 0; s < stopCount; s++) {
    const from = base.stopPatternOffset[s]!;
    const to = base.stopPatternOffset[s + 1]!;
    stopPatterns.set(base.stopPatterns.subarray(from, to), stopPatternOffset[s]!);
    stopPatterns.set(added[s]!, stopPatternOffset[s]! + (to - from));
  }
  return { stopPatternOffset, stopPatterns };
}
