import type { RoadRouting } from '@achterhoek/routing';
import { BadRequestError } from './errors.js';

/** A route by car on the region's roads, as the routing engine finds it. */
export type CarRoute = NonNullable<ReturnType<RoadRouting['drive']>>;

/**
 * The car route between two places on the region's roads (or the estimated model). A route that cannot be
 * found, or takes no time, is refused with a 400 'Cannot compute itinerary' (code NO_ROUTE) naming the
 * request's field given, which the app shows as its no-route message ('De route planner kan geen
 * geschikte route vinden…').
 */
export function carRouteOrRefuse(
  roads: RoadRouting,
  from: Parameters<RoadRouting['drive']>[0],
  to: Parameters<RoadRouting['drive']>[1],
  field: string,
): CarRoute {
  const route = roads.drive(from, to);
  if (!route || route.seconds <= 0) {
    throw new BadRequestError('Cannot compute itinerary', 'NO_ROUTE', [field]);
  }
  return route;
}
