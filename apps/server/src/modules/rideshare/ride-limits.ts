import { TRAVEL_HORIZON_DAYS } from '@achterhoek/contracts';
import { BadRequestError } from '../../platform/errors.js';
import type { RideshareContext } from './deps.js';

type Point = { lat: number; lon: number };

/**
 * A ride's two ends lie inside the region the app serves (the searches refuse places outside it too: a
 * ride there could never be found), when the app knows its region.
 */
export function checkRideEnds(
  ctx: Pick<RideshareContext, 'inRegion'>,
  ends: { from: Point; to: Point },
  field: { from: string; to: string },
) {
  if (!ctx.inRegion) return;
  for (const end of ['from', 'to'] as const) {
    if (!ctx.inRegion(ends[end])) {
      throw new BadRequestError(`${end} is outside the region`, 'OUTSIDE_REGION', [field[end]]);
    }
  }
}

/** A ride departs at most TRAVEL_HORIZON_DAYS ahead. */
export function checkRideHorizon(departure: number, now: number, field: string) {
  if (departure > now + TRAVEL_HORIZON_DAYS * 24 * 3600_000) {
    throw new BadRequestError(`travelTime is more than ${TRAVEL_HORIZON_DAYS} days ahead`, 'TOO_FAR_AHEAD', [
      field,
    ]);
  }
}
