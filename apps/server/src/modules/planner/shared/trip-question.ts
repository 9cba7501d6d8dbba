import { type PlanPlace, type PlanPoint, TRAVEL_HORIZON_DAYS } from '@achterhoek/contracts';
import { BadRequestError } from '../../../platform/errors.js';
import type { PlannerContext } from './deps.js';
import { fromPlanPlace } from './itinerary-mapper.js';
import { inRegion } from './region-loader.js';
import { PAST_TOLERANCE_MS } from './travel-window.js';

/**
 * The rules every trip question shares (a search, a shout-out, a ride alert): both places inside the
 * region — it only has timetables and roads inside its box — and a travel time not in the past (reference
 * §1.2) nor more than TRAVEL_HORIZON_DAYS ahead. `where` names the part of the request the fields came from, for the 400's field list.
 */
export function checkTripQuestion(
  ctx: Pick<PlannerContext, 'region' | 'clock'>,
  question: { from: PlanPoint; to: PlanPoint; travelTime: string },
  where: 'body' | 'querystring',
): number {
  for (const field of ['from', 'to'] as const) {
    if (!inRegion(ctx.region.meta, question[field])) {
      throw new BadRequestError(`${field} is outside the region`, 'OUTSIDE_REGION', [`${where}.${field}`]);
    }
  }
  const time = Date.parse(question.travelTime);
  if (time < ctx.clock.nowMs() - PAST_TOLERANCE_MS) {
    throw new BadRequestError('travelTime is in the past', 'VALIDATION', [`${where}.travelTime`]);
  }
  if (time > ctx.clock.nowMs() + TRAVEL_HORIZON_DAYS * 24 * 3600_000) {
    throw new BadRequestError(`travelTime is more than ${TRAVEL_HORIZON_DAYS} days ahead`, 'TOO_FAR_AHEAD', [
      `${where}.travelTime`,
    ]);
  }
  return time;
}

/**
 * A trip question kept from a request's body (a shout-out, a ride alert): its two places as latitude and
 * longitude, checked by the rules every trip question shares, and its travel time in milliseconds.
 */
export function checkedBodyQuestion(
  ctx: Pick<PlannerContext, 'region' | 'clock'>,
  request: { from: PlanPlace; to: PlanPlace; travelTime: string },
): { from: PlanPoint; to: PlanPoint; time: number } {
  const from = fromPlanPlace(request.from);
  const to = fromPlanPlace(request.to);
  const time = checkTripQuestion(ctx, { from, to, travelTime: request.travelTime }, 'body');
  return { from, to, time };
}

/** The columns a plan or a ride alert keeps its origin and destination in: each place's label, latitude and longitude. */
export function tripPlaceColumns(from: PlanPoint, to: PlanPoint) {
  return {
    fromLabel: from.label,
    fromLat: from.lat,
    fromLon: from.lon,
    toLabel: to.label,
    toLat: to.lat,
    toLon: to.lon,
  };
}
