import { haversineMeters } from '@achterhoek/routing';
import type { Db } from '../../../platform/db/database.js';
import { driversLivingIn } from '../repository/index.js';

/** The circles of the driver selection (reference §5.2; spec 000 §9 radii: travel 50 km, nearby 20 km). */
export const SHOUT_OUT_TRAVEL_RADIUS_M = 50_000;
export const SHOUT_OUT_NEARBY_RADIUS_M = 20_000;

export interface GeoPoint {
  lat: number;
  lon: number;
}

/**
 * Whether a driver living at `home` is asked about a shout-out from `pickup` to `dropOff` (reference §5.2):
 * home within 50 km of both ends, and within 20 km of at least one. Edges count as inside.
 */
export function livesNearShoutOut(home: GeoPoint, pickup: GeoPoint, dropOff: GeoPoint): boolean {
  const toPickup = haversineMeters(home.lat, home.lon, pickup.lat, pickup.lon);
  const toDropOff = haversineMeters(home.lat, home.lon, dropOff.lat, dropOff.lon);
  return (
    toPickup <= SHOUT_OUT_TRAVEL_RADIUS_M &&
    toDropOff <= SHOUT_OUT_TRAVEL_RADIUS_M &&
    Math.min(toPickup, toDropOff) <= SHOUT_OUT_NEARBY_RADIUS_M
  );
}

/** Degrees of latitude and (at this latitude) longitude that cover `meters`, generously. */
function degreesAround(lat: number, meters: number): { dLat: number; dLon: number } {
  const dLat = meters / 111_000;
  return { dLat, dLon: dLat / Math.max(0.1, Math.cos((lat * Math.PI) / 180)) };
}

/**
 * The drivers to tell about a passenger's shout-out (reference §5.2): people who drive (role driver or
 * both), not the traveller, whose home lies near the trip as `livesNearShoutOut` says. The database
 * narrows by a box around the pickup first; the circles are checked exactly here.
 */
export async function findShoutOutDrivers(
  db: Db,
  request: { pickup: GeoPoint; dropOff: GeoPoint; travellerId: string },
): Promise<string[]> {
  const { pickup, dropOff } = request;
  const { dLat, dLon } = degreesAround(pickup.lat, SHOUT_OUT_TRAVEL_RADIUS_M);
  const candidates = await driversLivingIn(db, {
    travellerId: request.travellerId,
    box: {
      minLat: pickup.lat - dLat,
      maxLat: pickup.lat + dLat,
      minLon: pickup.lon - dLon,
      maxLon: pickup.lon + dLon,
    },
  });
  return candidates
    .filter((row) => livesNearShoutOut({ lat: row.lat, lon: row.lon }, pickup, dropOff))
    .map((row) => row.id);
}
