import type { PlanRow } from '../search/index.js';

/**
 * When the passenger of a shout-out must have arrived at the latest (spec 000 §4 'verstreken'): the arrival
 * time they asked for, or for a departure time, the arrival of the car straight there.
 */
export function latestArrivalOf(
  plan: Pick<PlanRow, 'travelTime' | 'useAsArrivalTime' | 'referenceItinerary'>,
): number {
  if (plan.useAsArrivalTime || !plan.referenceItinerary) return plan.travelTime.getTime();
  return Date.parse(plan.referenceItinerary.arrivalTime);
}
