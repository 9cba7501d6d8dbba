import type { PlanPoint } from '@achterhoek/contracts';
import type { RoadRouting } from '@achterhoek/routing';
import { BadRequestError } from '../../../platform/errors.js';
import type { PlannerContext } from '../shared/index.js';

/**
 * The car route between two places on the region's roads (or the estimated model). A route that cannot be
 * found, or takes no time, is refused with a 400 'Cannot compute itinerary' (code NO_ROUTE) naming the
 * request's field given, which the app shows as its no-route message.
 */
export function carRouteOrRefuse(
  ctx: Pick<PlannerContext, 'region'>,
  from: PlanPoint,
  to: PlanPoint,
  field: string,
): NonNullable<ReturnType<RoadRouting['drive']>> {
  const route = ctx.region.roads.drive(from, to);
  if (!route || route.seconds <= 0) {
    throw new BadRequestError('Cannot compute itinerary', 'NO_ROUTE', [field]);
  }
  return route;
}
