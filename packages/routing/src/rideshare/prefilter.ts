import { bearingDegrees, bearingDifference } from '../geo/bearing.js';
import { haversineMeters } from '../geo/distance.js';
import type { Coordinate } from '../transit/types.js';
import type { ActiveRide, RideRequest } from './types.js';

/** A passenger going more than this many degrees off the ride's direction is not worth a road check. */
export const MAX_BEARING_DIFFERENCE_DEGREES = 60;

/**
 * The cheap checks that come before any road search (reference §2.3, DESIGN.md §7):
 * - both the pickup and the drop-off lie in the ellipse whose foci are the ride's ends and whose
 *   semi-major axis is half the ride's straight distance plus half the allowed detour, i.e. going via the
 *   point adds at most the detour in straight lines (the original added the whole detour to the axis);
 * - the passenger travels in about the ride's direction, with the difference wrapping at 360°;
 * - the times overlap leniently: the ride arrives after the passenger may leave and leaves before the
 *   passenger must arrive;
 * - the ride has enough seats, and the driver is not the traveller.
 */
export function mayMatch(ride: ActiveRide, request: RideRequest): boolean {
  if (ride.seats < request.seats) return false;
  if (request.travellerId !== undefined && request.travellerId === ride.driver.id) return false;
  if (ride.arrivalTime < request.earliestDeparture || ride.departureTime > request.latestArrival)
    return false;
  const direct = distance(ride.origin, ride.destination);
  const reach = direct + ride.maxDetourMeters;
  if (distance(ride.origin, request.pickup) + distance(request.pickup, ride.destination) > reach)
    return false;
  if (distance(ride.origin, request.dropOff) + distance(request.dropOff, ride.destination) > reach)
    return false;
  const rideBearing = bearingDegrees(
    ride.origin.lat,
    ride.origin.lon,
    ride.destination.lat,
    ride.destination.lon,
  );
  const tripBearing = bearingDegrees(
    request.pickup.lat,
    request.pickup.lon,
    request.dropOff.lat,
    request.dropOff.lon,
  );
  return bearingDifference(rideBearing, tripBearing) <= MAX_BEARING_DIFFERENCE_DEGREES;
}

function distance(a: Coordinate, b: Coordinate): number {
  return haversineMeters(a.lat, a.lon, b.lat, b.lon);
}
