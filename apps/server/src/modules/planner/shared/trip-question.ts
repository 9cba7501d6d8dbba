import { type PlanPoint, TRAVEL_HORIZON_DAYS } from '@achterhoek/contracts';
import { BadRequestError } from '../../../platform/errors.js';
import type { PlannerContext } from './deps.js';
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
