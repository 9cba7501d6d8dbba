import type { RaptorJourney } from './raptor.js';
import type { Coordinate, TransitMode } from './types.js';

/**
 * Public transport between one place and each of several stops (a door-to-door plan's transfer hubs),
 * answered by one search instead of one per hub. Each hub has its own time: when the search starts at
 * the place (leaving the place, or arriving there by a time) the hubs with one time share a search; when
 * it starts at the hubs (leaving each hub at its own time, or arriving at each by its own time) every
 * hub seeds one search towards the place.
 */
export interface HubLegsQuery {
  place: Coordinate & { label?: string };
  /** The place is where the trip begins (`from`: to the hubs) or ends (`to`: from the hubs). */
  placeIs: 'from' | 'to';
  hubs: readonly HubEnd[];
  /** The times are departures, or latest arrivals when `arriveBy`. */
  arriveBy: boolean;
  maxWalkDistance: number;
  modes: readonly TransitMode[];
}

export interface HubEnd {
  stopId: string;
  place: Coordinate & { label?: string };
  /** Epoch milliseconds. */
  time: number;
}

/** A walk from a search's start to a stop, and the source it belongs to (a hub, or the place: 0). */
export interface Seed {
  stop: number;
  seconds: number;
  source: number;
}

/**
 * The source whose walk gave a journey's first stop its starting label: the seed with the fewest seconds
 * there, the first of equals (the search keeps the first of equal labels).
 */
export function sourceOf(journey: RaptorJourney, seeds: readonly Seed[]): number {
  let best: Seed | undefined;
  for (const seed of seeds) {
    if (seed.stop === journey.firstStop && (!best || seed.seconds < best.seconds)) best = seed;
  }
  return best?.source ?? -1;
}
