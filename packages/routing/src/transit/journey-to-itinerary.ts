import { haversineMeters } from '../geo/distance.js';
import { localDayNumber } from '../time/service-day.js';
import { encodePolyline } from '../geo/polyline.js';
import { TRANSIT_MODES, type Coordinate, type Itinerary, type Leg, type Place } from './types.js';
import type { RaptorJourney } from './raptor.js';
import type { SearchGraph } from './search-graph.js';
import { scheduledTripOf, type Timetable } from './timetable-model.js';

/** A ride in real (forward) terms: which trip, between which positions of its pattern, on which day. */
export interface Ride {
  pattern: number;
  /** Global trip index in the timetable. */
  trip: number;
  boardPos: number;
  alightPos: number;
  /** Epoch seconds at which the trip's service day starts. */
  dayStart: number;
}

export interface RealJourney {
  rides: Ride[];
  /** Timetable footpath entries between consecutive rides (rides.length − 1 of them). */
  changes: number[];
}

/**
 * Turns a RAPTOR journey (on the forward or the reverse graph) into rides and changes in travel order.
 * `dayStarts[d]` is the epoch second of the d-th search day's start.
 */
export function toRealJourney(
  t: Timetable,
  g: SearchGraph,
  journey: RaptorJourney,
  dayStarts: number[],
): RealJourney {
  const rides: Ride[] = [];
  const changes: number[] = [];
  const steps = g.reversed ? [...journey.steps].reverse() : journey.steps;
  for (const step of steps) {
    if (step.kind === 'change') {
      changes.push(g.footpathSource[step.footpath]!);
      continue;
    }
    const p = step.pattern;
    const n = t.patternStopOffset[p + 1]! - t.patternStopOffset[p]!;
    const tripOff = t.patternTripOffset[p]!;
    const tripCount = t.patternTripOffset[p + 1]! - tripOff;
    rides.push(
      g.reversed
        ? {
            pattern: p,
            trip: tripOff + (tripCount - 1 - step.trip),
            boardPos: n - 1 - step.alightPos,
            alightPos: n - 1 - step.boardPos,
            dayStart: dayStarts[step.day]!,
          }
        : {
            pattern: p,
            trip: tripOff + step.trip,
            boardPos: step.boardPos,
            alightPos: step.alightPos,
            dayStart: dayStarts[step.day]!,
          },
    );
  }
  return { rides, changes };
}

export interface Endpoints {
  from: Coordinate & { label?: string };
  to: Coordinate & { label?: string };
}

/** Legs with real times: walk to the first stop, rides, walks between stops, walk to the destination. */
export function buildItinerary(t: Timetable, journey: RealJourney, ends: Endpoints | undefined): Itinerary {
  const legs: Leg[] = [];
  const walk = { speed: t.walkSpeed, circuity: t.walkCircuity };
  const first = journey.rides[0]!;
  const last = journey.rides[journey.rides.length - 1]!;
  const firstStop = stopAt(t, first.pattern, first.boardPos);
  const lastStop = stopAt(t, last.pattern, last.alightPos);
  const firstDeparture = time(t, first, first.boardPos, 'dep');

  if (ends) {
    const meters = Math.round(
      haversineMeters(ends.from.lat, ends.from.lon, t.stopLat[firstStop]!, t.stopLon[firstStop]!) *
        walk.circuity,
    );
    if (meters >= 1) {
      const seconds = Math.ceil(meters / walk.speed);
      legs.push(
        walkLeg(
          firstDeparture - seconds * 1000,
          seconds,
          meters,
          endpointPlace(ends.from),
          stopPlace(t, firstStop),
        ),
      );
    }
  }
  journey.rides.forEach((ride, i) => {
    legs.push(rideLeg(t, ride));
    const change = journey.changes[i];
    if (change === undefined || i + 1 >= journey.rides.length) return;
    const meters = t.footpathMeters[change]!;
    const from = stopAt(t, ride.pattern, ride.alightPos);
    const next = journey.rides[i + 1]!;
    const to = stopAt(t, next.pattern, next.boardPos);
    if (from !== to && meters > 0) {
      const seconds = Math.ceil(meters / walk.speed);
      legs.push(
        walkLeg(time(t, ride, ride.alightPos, 'arr'), seconds, meters, stopPlace(t, from), stopPlace(t, to)),
      );
    }
  });
  if (ends) {
    const meters = Math.round(
      haversineMeters(t.stopLat[lastStop]!, t.stopLon[lastStop]!, ends.to.lat, ends.to.lon) * walk.circuity,
    );
    if (meters >= 1) {
      const seconds = Math.ceil(meters / walk.speed);
      legs.push(
        walkLeg(
          time(t, last, last.alightPos, 'arr'),
          seconds,
          meters,
          stopPlace(t, lastStop),
          endpointPlace(ends.to),
        ),
      );
    }
  }
  return summarise(legs);
}

/** A walk the whole way, for when the destination is within walking distance. */
export function walkingItinerary(t: Timetable, ends: Endpoints, time: number, arriveBy: boolean): Itinerary {
  const meters = Math.round(
    haversineMeters(ends.from.lat, ends.from.lon, ends.to.lat, ends.to.lon) * t.walkCircuity,
  );
  const seconds = Math.ceil(meters / t.walkSpeed);
  const start = arriveBy ? time - seconds * 1000 : time;
  return summarise([walkLeg(start, seconds, meters, endpointPlace(ends.from), endpointPlace(ends.to))]);
}

export function summarise(legs: Leg[]): Itinerary {
  const departureTime = legs[0]!.startTime;
  const arrivalTime = legs[legs.length - 1]!.endTime;
  let walkDistance = 0;
  let walkTime = 0;
  let transitTime = 0;
  let rides = 0;
  for (const leg of legs) {
    if (leg.traverseMode === 'WALK') {
      walkDistance += leg.distance;
      walkTime += leg.duration;
    } else {
      transitTime += leg.duration;
      rides++;
    }
  }
  const duration = Math.round((arrivalTime - departureTime) / 1000);
  return {
    departureTime,
    arrivalTime,
    duration,
    transfers: Math.max(0, rides - 1),
    walkDistance,
    walkTime,
    transitTime,
    waitingTime: Math.max(0, duration - walkTime - transitTime),
    legs,
  };
}

function rideLeg(t: Timetable, ride: Ride): Leg {
  const from = stopAt(t, ride.pattern, ride.boardPos);
  const to = stopAt(t, ride.pattern, ride.alightPos);
  const startTime = time(t, ride, ride.boardPos, 'dep');
  const endTime = time(t, ride, ride.alightPos, 'arr');
  const route = t.patternRoute[ride.pattern]!;
  const agency = t.routeAgency[route]!;
  const path = ridePath(t, ride);
  let distance = 0;
  for (let i = 1; i < path.lats.length; i++) {
    distance += haversineMeters(path.lats[i - 1]!, path.lons[i - 1]!, path.lats[i]!, path.lons[i]!);
  }
  return {
    traverseMode: TRANSIT_MODES[t.routeMode[route]!]!,
    startTime,
    endTime,
    duration: Math.round((endTime - startTime) / 1000),
    distance: Math.round(distance),
    from: stopPlace(t, from),
    to: stopPlace(t, to),
    routeShortName: t.routeShortNames[route]!,
    routeLongName: t.routeLongNames[route]!,
    routeId: t.routeIds[route]!,
    agencyId: t.agencyIds[agency]!,
    agencyName: t.agencyNames[agency]!,
    tripId: t.tripIds[scheduledTripOf(t, ride.trip)]!,
    // The day the trip runs by the timetable, by which a live feed names it (its GTFS start_date).
    serviceDay: localDayNumber(ride.dayStart + 12 * 3600, t.timezone),
    headsign: t.tripHeadsigns[scheduledTripOf(t, ride.trip)] || undefined,
    legGeometry: { points: encodePolyline(path.lats, path.lons), length: path.lats.length },
  };
}

/** The ride's path: the trip's shape between the two stops when the feed has one, else the stops. */
function ridePath(t: Timetable, ride: Ride): { lats: number[]; lons: number[] } {
  const lats: number[] = [];
  const lons: number[] = [];
  const shape = t.tripShape[ride.trip]!;
  if (shape >= 0) {
    const start = t.shapeOffset[shape]!;
    const end = t.shapeOffset[shape + 1]!;
    const board = stopAt(t, ride.pattern, ride.boardPos);
    const alight = stopAt(t, ride.pattern, ride.alightPos);
    const a = nearestShapePoint(t, start, end, board);
    const b = nearestShapePoint(t, a, end, alight);
    if (b > a) {
      for (let i = a; i <= b; i++) {
        lats.push(t.shapeLat[i]!);
        lons.push(t.shapeLon[i]!);
      }
      return { lats, lons };
    }
  }
  for (let pos = ride.boardPos; pos <= ride.alightPos; pos++) {
    const s = stopAt(t, ride.pattern, pos);
    lats.push(t.stopLat[s]!);
    lons.push(t.stopLon[s]!);
  }
  return { lats, lons };
}

function nearestShapePoint(t: Timetable, from: number, to: number, stop: number): number {
  let best = from;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = from; i < to; i++) {
    const d = (t.shapeLat[i]! - t.stopLat[stop]!) ** 2 + (t.shapeLon[i]! - t.stopLon[stop]!) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

function walkLeg(startTime: number, seconds: number, meters: number, from: Place, to: Place): Leg {
  return {
    traverseMode: 'WALK',
    startTime,
    endTime: startTime + seconds * 1000,
    duration: seconds,
    distance: meters,
    from,
    to,
    legGeometry: { points: encodePolyline([from.lat, to.lat], [from.lon, to.lon]), length: 2 },
  };
}

function stopAt(t: Timetable, pattern: number, pos: number): number {
  return t.patternStops[t.patternStopOffset[pattern]! + pos]!;
}

/** Epoch milliseconds of a ride's arrival or departure at a position of its pattern. */
function time(t: Timetable, ride: Ride, pos: number, which: 'arr' | 'dep'): number {
  const p = ride.pattern;
  const n = t.patternStopOffset[p + 1]! - t.patternStopOffset[p]!;
  const row = t.patternTimeOffset[p]! + (ride.trip - t.patternTripOffset[p]!) * n + pos;
  return (ride.dayStart + (which === 'arr' ? t.arrivals[row]! : t.departures[row]!)) * 1000;
}

function stopPlace(t: Timetable, s: number): Place {
  const platform = t.stopPlatforms[s];
  return {
    label: t.stopNames[s]!,
    lat: t.stopLat[s]!,
    lon: t.stopLon[s]!,
    stopId: t.stopIds[s]!,
    ...(platform ? { platformCode: platform } : {}),
  };
}

function endpointPlace(c: Coordinate & { label?: string }): Place {
  return { label: c.label ?? '', lat: c.lat, lon: c.lon };
}
