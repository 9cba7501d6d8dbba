/**
 * The original planner's ranking (reference §1.3 step 5, BasicItineraryRankingAlgorithm): every transfer
 * weighs half an hour, every second of waiting or travelling and every metre walked one point, and half a
 * point per second the trip is away from the time the traveller asked for. Higher is better.
 */
export interface RankedFacts {
  /** Epoch milliseconds. */
  departureTime: number;
  arrivalTime: number;
  /** Seconds. */
  duration: number;
  transfers: number;
  waitingTime: number;
  /** Metres. */
  walkDistance: number;
}

export const TRANSFER_PENALTY_SECONDS = 1800;

export function itineraryScore(itinerary: RankedFacts, requestedTime: number, arrivalBased: boolean): number {
  const anchor = arrivalBased ? itinerary.arrivalTime : itinerary.departureTime;
  const offsetSeconds = Math.abs(anchor - requestedTime) / 1000;
  return (
    -TRANSFER_PENALTY_SECONDS * itinerary.transfers -
    itinerary.waitingTime -
    itinerary.walkDistance -
    itinerary.duration -
    0.5 * offsetSeconds
  );
}

/** Scores every itinerary and sorts best first; equal scores keep the earlier departure first. */
export function rankItineraries<T extends RankedFacts>(
  itineraries: readonly T[],
  requestedTime: number,
  arrivalBased: boolean,
): (T & { score: number })[] {
  return itineraries
    .map((itinerary) => ({ ...itinerary, score: itineraryScore(itinerary, requestedTime, arrivalBased) }))
    .sort((a, b) => b.score - a.score || a.departureTime - b.departureTime);
}
