import { defaultTravelTime, travelTimeFromIso, type TravelTime } from '../../../lib/travel-time';
import type { SearchTravelTime } from './searchCriteria';

/**
 * The travel time the search form shows: the one chosen in this session, or, with none chosen (or one
 * that cannot be read), the next full hour, leaving then (spec 000 §5).
 */
export function formTravelTime(stored: SearchTravelTime | null, nowMs: number): TravelTime {
  return (stored && travelTimeFromIso(stored.when, stored.arriving)) ?? defaultTravelTime(nowMs);
}
