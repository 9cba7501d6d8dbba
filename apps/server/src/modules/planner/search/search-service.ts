import {
  DEFAULT_PLAN_MODALITIES,
  type ParsedPlanQuery,
  type TravelMode,
  type TripPlan,
} from '@achterhoek/contracts';
import { TRANSIT_MODES, type TransitMode } from '@achterhoek/routing';
import type { PlannerContext } from '../shared/index.js';
import { checkTripQuestion, PAST_TOLERANCE_MS, toItinerary, travelWindow } from '../shared/index.js';
import {
  hasSharedRide,
  isPublicTransport,
  LONGER_WALKS,
  PUBLIC_TRANSPORT_WALK_PLANS,
  withLongerWalks,
} from './longer-walks.js';
import { savePlan } from './plan-store.js';

/** Later departures (or earlier arrivals) the search also offers, as the original's OTP did. */
export const SEARCH_WINDOW_SECONDS = 3600;
export const MAX_ITINERARIES = 8;

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

  // Public transport as it runs now: late trains on their live times, cancelled buses gone.
  const { planner, times: liveTimes } = deps.live.current();
  const planWithin = (maxWalkDistance: number, withRides = rideshare) =>
    planner
      .plan(
        {
          from,
          to,
          time,
          arriveBy: query.useAsArrivalTime,
          ...window,
          transitModes,
          rideshare: withRides,
          firstLegRideshare: withRides && query.firstLegRideshare,
          lastLegRideshare: withRides && query.lastLegRideshare,
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
  const longerWalks = walkAllowed ? LONGER_WALKS.filter((walk) => walk > query.maxWalkDistance) : [];
  if (found.length === 0) {
    // The maximum walk is a preference, not a wall (as OpenTripPlanner treats it): when nothing fits, the
    // walk is lengthened step by step and the answer says how far it went. Only with walking allowed.
    for (const longer of longerWalks) {
      found = planWithin(longer);
      if (found.length > 0) {
        extendedMaxWalkDistance = longer;
        break;
      }
    }
  } else if (transitModes.length > 0 && found.some(hasSharedRide) && !found.some(isPublicTransport)) {
    // Nor does it hide the bus or train: when a shared ride fits and no public transport does, public
    // transport a longer walk away is added after what fits (planned without rides, which were asked
    // already; at most two plans).
    for (const longer of longerWalks.slice(0, PUBLIC_TRANSPORT_WALK_PLANS)) {
      const further = planWithin(longer, false).filter(isPublicTransport);
      if (further.length > 0) {
        found = withLongerWalks(found, further, MAX_ITINERARIES);
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
    found.map((itinerary) => toItinerary(itinerary, liveTimes)),
    Math.round(performance.now() - started),
    new Date(now),
    extendedMaxWalkDistance,
  );
}
