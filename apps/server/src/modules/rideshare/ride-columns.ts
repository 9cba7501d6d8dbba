import type { RidePlace } from '@achterhoek/contracts';
import { BadRequestError } from '../../platform/errors.js';
import type { NewRide } from './repository/index.js';
import type { DirectRoute } from './ride-route.js';

export const DAY_MS = 24 * 3600_000;
/** A travel time this far in the past still counts as now: the form takes a moment to submit. */
export const PAST_TOLERANCE_MS = 60_000;

/** What every ride of an offer shares: everything but its times. */
export type RideBase = Omit<NewRide, 'departureTime' | 'arrivalTime' | 'legs' | 'templateId'>;

/** `urn:nb:rs:car:12` or `12`: the car's id. */
export function carIdOf(ref: string | null | undefined): number {
  const id = Number(ref?.replace(/^urn:nb:rs:car:/, ''));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new BadRequestError('A car must be chosen', 'CAR_REQUIRED', ['body.carRef']);
  }
  return id;
}

/** The ride's two ends as its columns. */
export function endsOf(from: RidePlace, to: RidePlace) {
  return {
    fromLabel: from.label,
    fromLat: from.location.coordinates[1],
    fromLon: from.location.coordinates[0],
    toLabel: to.label,
    toLat: to.location.coordinates[1],
    toLon: to.location.coordinates[0],
  };
}

/** The driver's own route as the ride's columns: before passengers join, the whole route is that drive. */
export function routeColumns(route: DirectRoute) {
  return {
    directMeters: route.meters,
    directSeconds: route.seconds,
    distanceMeters: route.meters,
    durationSeconds: route.seconds,
    estimated: route.estimated,
    geometry: route.geometry.points,
    geometryLength: route.geometry.length,
  };
}

export function pointOf(place: { location: { coordinates: [number, number] } }): {
  lat: number;
  lon: number;
} {
  return { lat: place.location.coordinates[1], lon: place.location.coordinates[0] };
}

export const d = (ms: number) => new Date(ms);
