import type { Itinerary, TravelMode } from '@achterhoek/contracts';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';

/**
 * The orders of the results (spec 000 §2 Search results), in the order the sort control cycles through
 * them: most relevant first (the planner's score, highest first), fastest first (shortest duration), and
 * earliest departure first.
 */
export const SORT_MODES = ['RELEVANCE', 'FASTEST', 'DEPARTURE'] as const;
export type SortMode = (typeof SORT_MODES)[number];

/** The mode after `mode`, back to the first after the last. */
export function nextSortMode(mode: SortMode): SortMode {
  return SORT_MODES[(SORT_MODES.indexOf(mode) + 1) % SORT_MODES.length]!;
}

const COMPARE: Record<SortMode, (a: Itinerary, b: Itinerary) => number> = {
  RELEVANCE: (a, b) => b.score - a.score,
  FASTEST: (a, b) => a.duration - b.duration,
  DEPARTURE: (a, b) => Date.parse(a.departureTime) - Date.parse(b.departureTime),
};

/** A sorted copy; equal ones keep the planner's order (best first), as the sort is stable. */
export function sortItineraries(itineraries: readonly Itinerary[], mode: SortMode): Itinerary[] {
  return [...itineraries].sort(COMPARE[mode]);
}

/** The itineraries that arrive on one day (YYYY-MM-DD in Amsterdam). */
export interface ArrivalDay {
  day: string;
  itineraries: Itinerary[];
}

/**
 * The itineraries grouped per day of arrival in Amsterdam (spec 000 §2), the days in calendar order and
 * each day's itineraries in the order given.
 */
export function groupByArrivalDay(itineraries: readonly Itinerary[]): ArrivalDay[] {
  const days = new Map<string, Itinerary[]>();
  for (const itinerary of itineraries) {
    const day = dayjs(itinerary.arrivalTime).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
    days.set(day, [...(days.get(day) ?? []), itinerary]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, itineraries: list }));
}

/**
 * The modes an itinerary is summed up by, in the order travelled and each once. Walking to and from a
 * stop belongs to nearly every trip and says little, so it is named only for a trip that is all walking.
 */
export function summaryModes(itinerary: Itinerary): TravelMode[] {
  const modes: TravelMode[] = [];
  for (const leg of itinerary.legs) {
    if (leg.traverseMode !== 'WALK' && !modes.includes(leg.traverseMode)) modes.push(leg.traverseMode);
  }
  return modes.length > 0 ? modes : ['WALK'];
}

/**
 * Whether an itinerary walks further than the traveller's maximum walk (the planner added it at a longer
 * walk): one of its walks, to or from a stop or between them, is longer than `maxWalkDistance` metres.
 */
export function walksFurther(itinerary: Itinerary, maxWalkDistance: number): boolean {
  return itinerary.legs.some((leg) => leg.traverseMode === 'WALK' && leg.distance > maxWalkDistance);
}

/** The minutes an itinerary walks in all, rounded, and at least one when it walks at all. */
export function walkMinutes(itinerary: Itinerary): number {
  const seconds = itinerary.legs
    .filter((leg) => leg.traverseMode === 'WALK')
    .reduce((sum, leg) => sum + leg.duration, 0);
  return seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
}

/** The number at the end of a URN (`urn:nb:pn:plan:41` → 41); null when there is none. */
export function idOfUrn(urn: string | undefined): number | null {
  const match = urn ? /:(\d+)$/.exec(urn) : null;
  return match ? Number(match[1]) : null;
}
