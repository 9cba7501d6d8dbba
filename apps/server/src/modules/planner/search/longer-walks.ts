import { type PlannedItinerary, TRANSIT_MODES } from '@achterhoek/routing';

/** The walks tried, in turn, when nothing fits the traveller's maximum (the app's own choices, metres). */
export const LONGER_WALKS = [1000, 2000, 4000];
/**
 * Extra plans at a longer walk to find public transport beside what was found (a shared ride): two, so a
 * search costs at most three plans, and nobody is offered a train four kilometres' walk away beside a ride.
 */
export const PUBLIC_TRANSPORT_WALK_PLANS = 2;
/** The places in the answer kept for public transport found at a longer walk, however much else was found. */
export const PUBLIC_TRANSPORT_PLACES = 3;

const transit: readonly string[] = TRANSIT_MODES;

/** Bus, train or another public transport all the way: no shared ride in it (walking to and from it aside). */
export function isPublicTransport(itinerary: PlannedItinerary): boolean {
  return itinerary.legs.some((leg) => transit.includes(leg.traverseMode)) && !hasSharedRide(itinerary);
}

/** A shared ride for some or all of the way. */
export function hasSharedRide(itinerary: PlannedItinerary): boolean {
  return itinerary.legs.some((leg) => leg.traverseMode === 'RIDESHARE');
}

/**
 * The walk limit is a preference that ranks, not a filter that hides: public transport found only with a
 * longer walk comes after everything within the traveller's walk. Its scores are lowered by one amount, just
 * enough to put its best below the last of `within` (so the list stays sorted by score, best first, and the
 * extra itineraries keep their order among themselves). They take the places left up to `max`, and at least
 * PUBLIC_TRANSPORT_PLACES of them, so a list full of shared rides still shows the train.
 */
export function withLongerWalks(
  within: PlannedItinerary[],
  further: PlannedItinerary[],
  max: number,
): PlannedItinerary[] {
  const kept = Math.max(max - within.length, Math.min(further.length, PUBLIC_TRANSPORT_PLACES));
  const added = further.slice(0, kept);
  const first = within.slice(0, max - added.length);
  const lowest = Math.min(...first.map((itinerary) => itinerary.score));
  const best = Math.max(...added.map((itinerary) => itinerary.score));
  const shift = Math.min(0, lowest - best - 1);
  return [...first, ...added.map((itinerary) => ({ ...itinerary, score: itinerary.score + shift }))];
}
