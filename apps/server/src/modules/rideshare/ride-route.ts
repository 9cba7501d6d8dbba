import type { RoadRouting } from '@achterhoek/routing';
import { carRouteOrRefuse } from '../../platform/car-route.js';
import type { StoredLeg } from './repository/index.js';

export interface Point {
  lat: number;
  lon: number;
}

/** The driver's own drive from start to end, before any passenger joins. */
export interface DirectRoute {
  meters: number;
  seconds: number;
  geometry: { points: string; length: number };
  estimated: boolean;
}

/**
 * The car route between a ride's ends on the region's roads (or the estimated model). No route: 400
 * 'Cannot compute itinerary' naming the ride's end, `body.to`.
 */
export function directRoute(roads: RoadRouting, from: Point, to: Point): DirectRoute {
  const route = carRouteOrRefuse(roads, from, to, 'body.to');
  return {
    meters: Math.round(route.meters),
    seconds: Math.round(route.seconds),
    geometry: route.geometry,
    estimated: route.estimated,
  };
}

/** The times of a ride without passengers: one stretch, from the departure or back from a pinned arrival. */
export function directTimes(
  route: Pick<DirectRoute, 'meters' | 'seconds'>,
  when: number,
  arrivalPinned: boolean,
): { departureTime: number; arrivalTime: number; legs: StoredLeg[] } {
  const departureTime = arrivalPinned ? when - route.seconds * 1000 : when;
  const arrivalTime = departureTime + route.seconds * 1000;
  return {
    departureTime,
    arrivalTime,
    legs: [{ meters: route.meters, seconds: route.seconds, startTime: departureTime, endTime: arrivalTime }],
  };
}
