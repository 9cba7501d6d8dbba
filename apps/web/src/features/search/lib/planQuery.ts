import { formatPlanPlace, type PlanQuery, type SearchPreferences } from '@achterhoek/contracts';
import type { SearchCriteria, TripPlace } from './searchCriteria';

const planPlace = (place: TripPlace) => formatPlanPlace(place.label, place.lat, place.lon);

/**
 * The question the planner is asked (GET /search/plan, spec 000 §7 Planner): the criteria's places as
 * `label::lat,lon` and their travel time, with the traveller's preferences: seats for the passengers, the
 * allowed modes as a comma list, the longest walk, shared rides to and from public transport, the luggage
 * (a comma list) and the need of help getting in and out. Those shared first and last legs are asked for
 * only while shared rides are allowed at all. Null until the criteria have both places and a time.
 */
export function planQueryFor(criteria: SearchCriteria, preferences: SearchPreferences): PlanQuery | null {
  const { from, to, travelTime } = criteria;
  if (!from || !to || !travelTime) return null;
  const rideshare = preferences.allowedTravelModes.includes('RIDESHARE');
  return {
    from: planPlace(from),
    to: planPlace(to),
    travelTime: travelTime.when,
    useAsArrivalTime: travelTime.arriving ? 'true' : 'false',
    nrSeats: String(preferences.numPassengers),
    // None chosen: left out, and the planner takes every mode.
    ...(preferences.allowedTravelModes.length > 0
      ? { modalities: preferences.allowedTravelModes.join(',') }
      : {}),
    maxWalkDistance: String(preferences.maxWalkDistance),
    firstLegRideshare: rideshare && preferences.allowFirstLegRideshare ? 'true' : 'false',
    lastLegRideshare: rideshare && preferences.allowLastLegRideshare ? 'true' : 'false',
    // Shared rides are offered only by drivers who take this luggage along and, when needed, help.
    ...(preferences.luggageOptions.length > 0
      ? { luggageOptions: preferences.luggageOptions.join(',') }
      : {}),
    needsAssistance: preferences.needsAssistance ? 'true' : 'false',
  };
}
