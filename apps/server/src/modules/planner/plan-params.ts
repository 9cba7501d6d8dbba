import { PLAN_PLACE_SEPARATOR } from '@achterhoek/contracts';
import { BadRequestError } from '../../platform/errors.js';

/** A place of the question: what the caller called it and where it is. */
export interface PlanPoint {
  label: string;
  lat: number;
  lon: number;
}

export type PlaceField = 'from' | 'to';

const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

function fieldError(field: string, message: string): BadRequestError {
  return new BadRequestError(message, 'VALIDATION', [`querystring.${field}`]);
}

/**
 * The three inputs the spec calls mandatory (spec 000 §5), checked in its order so the caller hears about
 * the first one missing: 'from is mandatory', then 'to …', then 'travelTime …'. Empty counts as missing.
 */
export function requireMandatory<T extends { from?: string; to?: string; travelTime?: string }>(
  query: T,
): T & { from: string; to: string; travelTime: string } {
  for (const field of ['from', 'to', 'travelTime'] as const) {
    if (!query[field]?.trim()) throw fieldError(field, `${field} is mandatory`);
  }
  return query as T & { from: string; to: string; travelTime: string };
}

/**
 * Parses `label::lat,lon` (DESIGN.md §4). The label may hold anything except `::`, so exactly one
 * separator is allowed; latitude comes first, as in the original planner's OTP places.
 */
export function parsePlanPlace(field: PlaceField, value: string): PlanPoint {
  const parts = value.split(PLAN_PLACE_SEPARATOR);
  const match = parts.length === 2 ? COORDINATES.exec(parts[1]!) : null;
  if (!match) throw fieldError(field, `${field} must be label::lat,lon`);
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) {
    throw fieldError(field, `${field} has a latitude or longitude out of range`);
  }
  return { label: parts[0]!.trim(), lat, lon };
}
