import {
  DEFAULT_PLAN_MODALITIES,
  type ParsedPlanQuery,
  type TravelMode,
  type TripPlan,
} from '@achterhoek/contracts';
import { TRANSIT_MODES, type TransitMode } from '@achterhoek/routing';
import type { PlannerContext } from './deps.js';
import { toItinerary } from './itinerary-mapper.js';
import { savePlan } from './plan-store.js';
import { checkTripQuestion } from './trip-question.js';
import { PAST_TOLERANCE_MS, travelWindow } from './travel-window.js';

/** Later departures (or earlier arrivals) the search also offers, as the original's OTP did. */
export const SEARCH_WINDOW_SECONDS = 3600;
export const MAX_ITINERARIES = 8;
/** The walks tried, in turn, when nothing fits the traveller's maximum (the app's own choices, metres). */
export const LONGER_WALKS = [1000, 2000, 4000];

/**
 * GET /search/plan (spec 000 §7 Planner): public transport, shared rides door to door, and rides to or
 * from a hub combined with public transport, best first by the original's score. The answer is stored
 * as the traveller's plan, so that any of its itineraries can be booked as it was shown. The question
 * arrives parsed and complete (the contract reads the places and names what is missing).
 */
export async function searchPlan(
  deps: PlannerContext,
  query: ParsedPlanQuery,
  travellerId: string,
): Promise<TripPlan> {
  const started = performance.now();
  const now = deps.clock.nowMs();
  const { from, to } = query;
  const time = checkTripQuestion(deps, query, 'querystring');
  const modalities: TravelMode[] = query.modalities ?? [...DEFAULT_PLAN_MODALITIES];
  const transitModes = TRANSIT_MODES.filter((mode: TransitMode) => modalities.includes(mode));
  const walkAllowed = modalities.includes('WALK');
  // Reference §1.2: without RIDESHARE among the modes, no first or last leg by car either.
  const rideshare = modalities.includes('RIDESHARE');
  const window = travelWindow(time, query.useAsArrivalTime, now);
  const rides = rideshare
    ? await deps.rides.activeRides({
        ...window,
        seats: query.nrSeats,
        needsAssistance: query.needsAssistance,
        ...(query.luggageOptions ? { luggage: query.luggageOptions } : {}),
      })
    : [];

  const planWithin = (maxWalkDistance: number) =>
    deps.region.planner
      .plan(
        {
          from,
          to,
          time,
          arriveBy: query.useAsArrivalTime,
          ...window,
          transitModes,
          rideshare,
          firstLegRideshare: rideshare && query.firstLegRideshare,
          lastLegRideshare: rideshare && query.lastLegRideshare,
          maxWalkDistance,
          seats: query.nrSeats,
          travellerId,
          windowSeconds: SEARCH_WINDOW_SECONDS,
          maxItineraries: MAX_ITINERARIES * 2,
        },
        rides,
      )
      // Walking the whole way is an answer only for a traveller who asked for walking.
      .filter((itinerary) => walkAllowed || itinerary.legs.some((leg) => leg.traverseMode !== 'WALK'))
      // Reference §1.4: itineraries that start before now are dropped (arrive-by searches produce them);
      // with the same minute of grace as the travel time, so walking off "now" is not thrown away.
      .filter((itinerary) => itinerary.departureTime >= now - PAST_TOLERANCE_MS)
      .slice(0, MAX_ITINERARIES);

  let found = planWithin(query.maxWalkDistance);
  let extendedMaxWalkDistance: number | undefined;
  // The maximum walk is a preference, not a wall (as OpenTripPlanner treats it): when nothing fits, the
  // walk is lengthened step by step and the answer says how far it went. Only with walking allowed.
  if (found.length === 0 && walkAllowed) {
    for (const longer of LONGER_WALKS.filter((walk) => walk > query.maxWalkDistance)) {
      found = planWithin(longer);
      if (found.length > 0) {
        extendedMaxWalkDistance = longer;
        break;
      }
    }
  }

  return savePlan(
    deps.db,
    {
      travellerId,
      from,
      to,
      travelTime: time,
      useAsArrivalTime: query.useAsArrivalTime,
      nrSeats: query.nrSeats,
      maxWalkDistance: query.maxWalkDistance,
      modalities,
    },
    found.map(toItinerary),
    Math.round(performance.now() - started),
    new Date(now),
    extendedMaxWalkDistance,
  );
}
