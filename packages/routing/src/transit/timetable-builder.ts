import type { FeedIssue, GtfsFeed } from '../gtfs/feed.js';
import { DEFAULT_WALK, walkMeters, walkSeconds } from '../geo/walking.js';
import { StopIndex } from '../geo/stop-index.js';
import { modeIndex, modeOfRouteType } from './modes.js';
import { buildServiceCalendar } from './service-calendar.js';
import { TIMETABLE_DEFAULTS, type Timetable, type TimetableOptions } from './timetable-model.js';

/** One trip as the builder sees it: its stop_times rows, or a copy shifted by a frequencies.txt entry. */
interface TripRun {
  feedTrip: number;
  tripId: string;
  first: number;
  count: number;
  shift: number;
}

interface PatternGroup {
  route: number;
  stops: number[];
  canBoard: number[];
  canAlight: number[];
  runs: TripRun[];
}

/** Builds the compact timetable from a feed. Bad trips are left out and reported, never fatal. */
export function buildTimetable(
  feed: GtfsFeed,
  options: TimetableOptions = {},
): { timetable: Timetable; issues: FeedIssue[] } {
  const settings = { ...TIMETABLE_DEFAULTS, ...options };
  const issues: FeedIssue[] = [];
  const st = feed.stopTimes;

  const agencyIndex = new Map(feed.agencies.map((a, i) => [a.agencyId, i]));
  const routeIndex = new Map(feed.routes.map((r, i) => [r.routeId, i]));
  const stopIndexById = new Map(feed.stops.map((s, i) => [s.stopId, i]));
  const calendar = buildServiceCalendar(feed);
  const shapeIndex = new Map(feed.shapes.map((s, i) => [s.shapeId, i]));

  const runs = tripRuns(feed, issues);
  const groups = new Map<string, PatternGroup>();
  for (const run of runs) {
    const trip = feed.trips[run.feedTrip]!;
    const route = routeIndex.get(trip.routeId);
    if (route === undefined || !calendar.serviceIndex.has(trip.serviceId)) {
      issues.push({
        file: 'trips.txt',
        message: `trip "${trip.tripId}" refers to an unknown route or service; left out`,
        severity: 'error',
      });
      continue;
    }
    const stops: number[] = [];
    const canBoard: number[] = [];
    const canAlight: number[] = [];
    for (let i = run.first; i < run.first + run.count; i++) {
      stops.push(st.stopIndex[i]!);
      canBoard.push(st.pickupType[i] === 1 ? 0 : 1);
      canAlight.push(st.dropOffType[i] === 1 ? 0 : 1);
    }
    const key = `${route}|${stops.join(',')}|${canBoard.join('')}|${canAlight.join('')}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { route, stops, canBoard, canAlight, runs: [] }));
    group.runs.push(run);
  }

  // Split every group into runs of trips that never overtake one another.
  const patterns: PatternGroup[] = [];
  for (const group of groups.values()) {
    const n = group.stops.length;
    const dep = (run: TripRun, i: number) => st.departure[run.first + i]! + run.shift;
    const arr = (run: TripRun, i: number) => st.arrival[run.first + i]! + run.shift;
    group.runs.sort((a, b) => {
      for (let i = 0; i < n; i++) {
        const d = dep(a, i) - dep(b, i);
        if (d !== 0) return d;
      }
      return 0;
    });
    const lanes: PatternGroup[] = [];
    for (const run of group.runs) {
      const lane = lanes.find((candidate) => {
        const last = candidate.runs[candidate.runs.length - 1]!;
        for (let i = 0; i < n; i++) {
          if (dep(run, i) < dep(last, i) || arr(run, i) < arr(last, i)) return false;
        }
        return true;
      });
      if (lane) lane.runs.push(run);
      else lanes.push({ ...group, runs: [run] });
    }
    patterns.push(...lanes);
  }

  const patternCount = patterns.length;
  let patternStopTotal = 0;
  let tripTotal = 0;
  let timeTotal = 0;
  for (const p of patterns) {
    patternStopTotal += p.stops.length;
    tripTotal += p.runs.length;
    timeTotal += p.stops.length * p.runs.length;
  }

  const patternRoute = new Int32Array(patternCount);
  const patternStopOffset = new Int32Array(patternCount + 1);
  const patternStops = new Int32Array(patternStopTotal);
  const patternCanBoard = new Uint8Array(patternStopTotal);
  const patternCanAlight = new Uint8Array(patternStopTotal);
  const patternTripOffset = new Int32Array(patternCount + 1);
  const patternTimeOffset = new Int32Array(patternCount);
  const tripIds: string[] = new Array<string>(tripTotal);
  const tripHeadsigns: string[] = new Array<string>(tripTotal);
  const tripService = new Int32Array(tripTotal);
  const tripShape = new Int32Array(tripTotal);
  const arrivals = new Int32Array(timeTotal);
  const departures = new Int32Array(timeTotal);
  let maxTime = 0;

  let stopCursor = 0;
  let tripCursor = 0;
  let timeCursor = 0;
  patterns.forEach((p, pi) => {
    patternRoute[pi] = p.route;
    patternStopOffset[pi] = stopCursor;
    patternStops.set(p.stops, stopCursor);
    patternCanBoard.set(p.canBoard, stopCursor);
    patternCanAlight.set(p.canAlight, stopCursor);
    stopCursor += p.stops.length;
    patternTripOffset[pi] = tripCursor;
    patternTimeOffset[pi] = timeCursor;
    for (const run of p.runs) {
      const trip = feed.trips[run.feedTrip]!;
      tripIds[tripCursor] = run.tripId;
      tripHeadsigns[tripCursor] = trip.headsign ?? '';
      tripService[tripCursor] = calendar.serviceIndex.get(trip.serviceId)!;
      tripShape[tripCursor] = trip.shapeId === undefined ? -1 : (shapeIndex.get(trip.shapeId) ?? -1);
      tripCursor++;
      for (let i = 0; i < run.count; i++) {
        arrivals[timeCursor] = st.arrival[run.first + i]! + run.shift;
        departures[timeCursor] = st.departure[run.first + i]! + run.shift;
        if (departures[timeCursor]! > maxTime) maxTime = departures[timeCursor]!;
        if (arrivals[timeCursor]! > maxTime) maxTime = arrivals[timeCursor]!;
        timeCursor++;
      }
    }
  });
  patternStopOffset[patternCount] = stopCursor;
  patternTripOffset[patternCount] = tripCursor;

  const { stopPatternOffset, stopPatterns } = patternsPerStop(
    feed.stops.length,
    patternStopOffset,
    patternStops,
  );

  const stopLat = Float64Array.from(feed.stops, (s) => s.lat);
  const stopLon = Float64Array.from(feed.stops, (s) => s.lon);
  const footpaths = buildFootpaths(
    feed,
    stopLat,
    stopLon,
    stopPatternOffset,
    stopIndexById,
    settings,
    issues,
  );

  const shapeSizes = feed.shapes.map((s) => s.lats.length);
  const shapeOffset = new Int32Array(feed.shapes.length + 1);
  for (let i = 0; i < shapeSizes.length; i++) shapeOffset[i + 1] = shapeOffset[i]! + shapeSizes[i]!;
  const shapeLat = new Float64Array(shapeOffset[feed.shapes.length]!);
  const shapeLon = new Float64Array(shapeLat.length);
  feed.shapes.forEach((s, i) => {
    shapeLat.set(s.lats, shapeOffset[i]!);
    shapeLon.set(s.lons, shapeOffset[i]!);
  });

  const timetable: Timetable = {
    timezone: feed.agencies[0]?.timezone ?? 'Europe/Amsterdam',
    agencyIds: feed.agencies.map((a) => a.agencyId),
    agencyNames: feed.agencies.map((a) => a.name),
    stopIds: feed.stops.map((s) => s.stopId),
    stopNames: feed.stops.map((s) => s.name),
    stopPlatforms: feed.stops.map((s) => s.platformCode ?? ''),
    stopLat,
    stopLon,
    stopParent: Int32Array.from(feed.stops, (s) =>
      s.parentStation === undefined ? -1 : (stopIndexById.get(s.parentStation) ?? -1),
    ),
    routeIds: feed.routes.map((r) => r.routeId),
    routeShortNames: feed.routes.map((r) => r.shortName),
    routeLongNames: feed.routes.map((r) => r.longName),
    routeAgency: Int32Array.from(feed.routes, (r) => agencyIndex.get(r.agencyId) ?? 0),
    routeMode: Uint8Array.from(feed.routes, (r) => modeIndex(modeOfRouteType(r.type))),
    patternRoute,
    patternStopOffset,
    patternStops,
    patternCanBoard,
    patternCanAlight,
    patternTripOffset,
    patternTimeOffset,
    tripIds,
    tripHeadsigns,
    tripService,
    tripShape,
    arrivals,
    departures,
    maxTime,
    stopPatternOffset,
    stopPatterns,
    ...footpaths,
    serviceIds: calendar.serviceIds,
    serviceFirstDay: calendar.firstDay,
    serviceDayCount: calendar.dayCount,
    serviceActive: calendar.active,
    shapeIds: feed.shapes.map((s) => s.shapeId),
    shapeOffset,
    shapeLat,
    shapeLon,
    walkSpeed: settings.walkSpeed,
    walkCircuity: settings.walkCircuity,
    transferSlackSeconds: settings.transferSlackSeconds,
    footpathRadiusMeters: settings.footpathRadiusMeters,
  };
  return { timetable, issues };
}

/** Each trip's rows in stop_times, with frequency-based trips expanded into one run per departure. */
function tripRuns(feed: GtfsFeed, issues: FeedIssue[]): TripRun[] {
  const st = feed.stopTimes;
  const frequencies = new Map<string, GtfsFeed['frequencies']>();
  for (const f of feed.frequencies) {
    const list = frequencies.get(f.tripId) ?? [];
    list.push(f);
    frequencies.set(f.tripId, list);
  }
  const runs: TripRun[] = [];
  let i = 0;
  while (i < st.length) {
    const feedTrip = st.tripIndex[i]!;
    let j = i + 1;
    while (j < st.length && st.tripIndex[j] === feedTrip) j++;
    const count = j - i;
    const trip = feed.trips[feedTrip];
    if (!trip || count < 2) {
      if (trip) {
        issues.push({
          file: 'stop_times.txt',
          message: `trip "${trip.tripId}" has fewer than 2 stops; left out`,
          severity: 'error',
        });
      }
    } else if (!timesIncrease(feed, i, j)) {
      issues.push({
        file: 'stop_times.txt',
        message: `trip "${trip.tripId}" goes back in time; left out`,
        severity: 'error',
      });
    } else {
      const entries = frequencies.get(trip.tripId);
      if (!entries) runs.push({ feedTrip, tripId: trip.tripId, first: i, count, shift: 0 });
      else {
        // frequencies.txt: the stop_times give the running times; departures repeat every headway.
        const base = st.departure[i]!;
        for (const f of entries) {
          for (let start = f.startTime; start < f.endTime; start += Math.max(1, f.headwaySecs)) {
            runs.push({ feedTrip, tripId: `${trip.tripId}@${start}`, first: i, count, shift: start - base });
          }
        }
      }
    }
    i = j;
  }
  return runs;
}

function timesIncrease(feed: GtfsFeed, from: number, to: number): boolean {
  const st = feed.stopTimes;
  for (let i = from; i < to; i++) {
    if (st.departure[i]! < st.arrival[i]!) return false;
    if (i > from && st.arrival[i]! < st.departure[i - 1]!) return false;
  }
  return true;
}

function patternsPerStop(
  stopCount: number,
  patternStopOffset: Int32Array,
  patternStops: Int32Array,
): { stopPatternOffset: Int32Array; stopPatterns: Int32Array } {
  const lists: number[][] = Array.from({ length: stopCount }, () => []);
  for (let p = 0; p + 1 < patternStopOffset.length; p++) {
    for (let i = patternStopOffset[p]!; i < patternStopOffset[p + 1]!; i++) {
      const list = lists[patternStops[i]!]!;
      if (list[list.length - 1] !== p) list.push(p);
    }
  }
  const stopPatternOffset = new Int32Array(stopCount + 1);
  for (let s = 0; s < stopCount; s++) stopPatternOffset[s + 1] = stopPatternOffset[s]! + lists[s]!.length;
  const stopPatterns = new Int32Array(stopPatternOffset[stopCount]!);
  for (let s = 0; s < stopCount; s++) stopPatterns.set(lists[s]!, stopPatternOffset[s]!);
  return { stopPatternOffset, stopPatterns };
}

/**
 * Changes between vehicles: every served stop to itself and to the served stops within the footpath
 * radius, taking the walk plus the transfer slack. transfers.txt overrides: a minimum time replaces the
 * estimate, type 3 forbids the change, types 0 and 1 add a change the radius missed.
 */
function buildFootpaths(
  feed: GtfsFeed,
  stopLat: Float64Array,
  stopLon: Float64Array,
  stopPatternOffset: Int32Array,
  stopIndexById: Map<string, number>,
  settings: Required<TimetableOptions>,
  issues: FeedIssue[],
): Pick<Timetable, 'footpathOffset' | 'footpathTo' | 'footpathSeconds' | 'footpathMeters'> {
  const walk = { ...DEFAULT_WALK, speed: settings.walkSpeed, circuity: settings.walkCircuity };
  const served = (s: number) => stopPatternOffset[s + 1]! > stopPatternOffset[s]!;
  const index = new StopIndex(stopLat, stopLon, served);
  const stopCount = stopLat.length;
  const edges: Map<number, { seconds: number; meters: number }>[] = Array.from(
    { length: stopCount },
    () => new Map(),
  );
  for (let s = 0; s < stopCount; s++) {
    if (!served(s)) continue;
    for (const near of index.within(stopLat[s]!, stopLon[s]!, settings.footpathRadiusMeters)) {
      const meters =
        near.stop === s
          ? 0
          : walkMeters(walk, stopLat[s]!, stopLon[s]!, stopLat[near.stop]!, stopLon[near.stop]!);
      edges[s]!.set(near.stop, {
        meters,
        seconds: walkSeconds(walk, meters) + settings.transferSlackSeconds,
      });
    }
  }
  for (const t of feed.transfers) {
    const from = stopIndexById.get(t.fromStopId);
    const to = stopIndexById.get(t.toStopId);
    if (from === undefined || to === undefined) {
      issues.push({
        file: 'transfers.txt',
        message: `unknown stop in transfer ${t.fromStopId} → ${t.toStopId}`,
        severity: 'warning',
      });
      continue;
    }
    if (t.transferType === 3) {
      edges[from]!.delete(to);
      continue;
    }
    const meters =
      from === to ? 0 : walkMeters(walk, stopLat[from]!, stopLon[from]!, stopLat[to]!, stopLon[to]!);
    const seconds =
      t.transferType === 2 && t.minTransferTime !== undefined
        ? t.minTransferTime
        : (edges[from]!.get(to)?.seconds ?? walkSeconds(walk, meters) + settings.transferSlackSeconds);
    edges[from]!.set(to, { meters, seconds });
  }
  const footpathOffset = new Int32Array(stopCount + 1);
  for (let s = 0; s < stopCount; s++) footpathOffset[s + 1] = footpathOffset[s]! + edges[s]!.size;
  const total = footpathOffset[stopCount]!;
  const footpathTo = new Int32Array(total);
  const footpathSeconds = new Int32Array(total);
  const footpathMeters = new Int32Array(total);
  for (let s = 0; s < stopCount; s++) {
    let j = footpathOffset[s]!;
    // The stop itself first: most changes are across the same platform.
    const entries = [...edges[s]!.entries()].sort((a, b) =>
      a[0] === s ? -1 : b[0] === s ? 1 : a[1].seconds - b[1].seconds,
    );
    for (const [to, e] of entries) {
      footpathTo[j] = to;
      footpathSeconds[j] = e.seconds;
      footpathMeters[j] = e.meters;
      j++;
    }
  }
  return { footpathOffset, footpathTo, footpathSeconds, footpathMeters };
}
