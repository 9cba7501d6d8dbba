import type { Timetable } from '../transit/timetable-model.js';
import type { LiveAlert } from './live-feed.js';
import { patternOfTrip, tripIndexOf, tripTimesOf, type LiveTimes } from './live-times.js';

/** A public-transport leg as stored or shown: its trip, the day that trip runs, and its two stops. */
export interface LegOnTrip {
  tripId: string;
  /** The trip's service day, days since 1970-01-01. */
  serviceDay: number;
  fromStopId?: string;
  toStopId?: string;
}

/** What the live feed says of one leg: seconds late leaving and arriving, or that it cannot be made. */
export interface LiveLeg {
  departureDelay: number;
  arrivalDelay: number;
  /** The trip does not run, or passes the stop the leg boards or leaves it at. */
  cancelled: boolean;
}

/**
 * The live times of a leg: its trip that day as the feed has it, read at the stop the leg boards (the
 * first stop of the trip with that id) and the stop it leaves the vehicle (the first with that id after
 * it). Undefined when the feed says nothing of the trip that day, or the stops are not on the trip.
 */
export function liveLegOf(live: LiveTimes, leg: LegOnTrip): LiveLeg | undefined {
  const { timetable } = live;
  const trip = tripIndexOf(timetable).get(leg.tripId);
  if (trip === undefined) return undefined;
  const liveTrip = live.get(trip, leg.serviceDay);
  if (!liveTrip) return undefined;
  if (liveTrip.cancelled) return { departureDelay: 0, arrivalDelay: 0, cancelled: true };
  const { stops, pattern } = tripTimesOf(timetable, trip);
  const stopOffset = timetable.patternStopOffset[pattern]!;
  const stopIdAt = (position: number) => timetable.stopIds[timetable.patternStops[stopOffset + position]!];
  let board = leg.fromStopId === undefined ? 0 : -1;
  for (let i = 0; board < 0 && i < stops; i++) if (stopIdAt(i) === leg.fromStopId) board = i;
  if (board < 0) return undefined;
  let alight = leg.toStopId === undefined ? stops - 1 : -1;
  for (let i = board + 1; alight < 0 && i < stops; i++) if (stopIdAt(i) === leg.toStopId) alight = i;
  if (alight < 0) return undefined;
  return {
    departureDelay: liveTrip.departureDelays[board]!,
    arrivalDelay: liveTrip.arrivalDelays[alight]!,
    cancelled: liveTrip.skipped[board] === 1 || liveTrip.skipped[alight] === 1,
  };
}

/** The route (GTFS route_id) a trip of the timetable runs on, by the trip's id. */
export function routeIdOfTrip(timetable: Timetable, tripId: string): string | undefined {
  const trip = tripIndexOf(timetable).get(tripId);
  if (trip === undefined) return undefined;
  return timetable.routeIds[timetable.patternRoute[patternOfTrip(timetable, trip)]!];
}

/**
 * The alerts in force at `nowSeconds` that concern any of the given trips (by the trip itself or its
 * route) or stops. An alert without periods is in force while the feed carries it.
 */
export function alertsConcerning(
  alerts: readonly LiveAlert[],
  timetable: Timetable,
  concerned: { tripIds: readonly string[]; stopIds: readonly string[] },
  nowSeconds: number,
): LiveAlert[] {
  const trips = new Set(concerned.tripIds);
  const stops = new Set(concerned.stopIds);
  const routes = new Set(
    concerned.tripIds.map((id) => routeIdOfTrip(timetable, id)).filter((id) => id !== undefined),
  );
  const inForce = (alert: LiveAlert) =>
    alert.activePeriods.length === 0 ||
    alert.activePeriods.some(
      (period) =>
        (period.start === undefined || period.start <= nowSeconds) &&
        (period.end === undefined || nowSeconds <= period.end),
    );
  return alerts.filter(
    (alert) =>
      inForce(alert) &&
      (alert.tripIds.some((id) => trips.has(id)) ||
        alert.routeIds.some((id) => routes.has(id)) ||
        alert.stopIds.some((id) => stops.has(id))),
  );
}
