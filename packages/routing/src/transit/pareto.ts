import type { Itinerary } from './types.js';

/**
 * Keeps the itineraries no other beats on all of: leaving later, arriving earlier, fewer transfers (one
 * vehicle less counts as one transfer less; a walk has none). Ties keep the first. Sorted by departure, or
 * by arrival, latest first, for arrive-by questions.
 */
export function paretoItineraries(itineraries: Itinerary[], arriveBy: boolean): Itinerary[] {
  const vehicles = (i: Itinerary) => i.legs.filter((l) => l.traverseMode !== 'WALK').length;
  const kept: Itinerary[] = [];
  itineraries.forEach((a, ai) => {
    const dominated = itineraries.some((b, bi) => {
      if (bi === ai) return false;
      const notWorse =
        b.departureTime >= a.departureTime && b.arrivalTime <= a.arrivalTime && vehicles(b) <= vehicles(a);
      const better =
        b.departureTime > a.departureTime || b.arrivalTime < a.arrivalTime || vehicles(b) < vehicles(a);
      return notWorse && (better || bi < ai);
    });
    if (!dominated) kept.push(a);
  });
  return kept.sort((a, b) =>
    arriveBy
      ? b.arrivalTime - a.arrivalTime || a.duration - b.duration
      : a.departureTime - b.departureTime || a.arrivalTime - b.arrivalTime,
  );
}
