import { itineraryRef, planRef, type TripPlan } from '@achterhoek/contracts';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { toPlanPlace } from '../shared/index.js';
import type { ItineraryRow, PlanRow } from './repository.js';

/** A stored plan as the API shows it: the question, best itinerary first, each with its reference. */
export function planView(
  plan: PlanRow,
  rows: Array<Pick<ItineraryRow, 'id' | 'rank' | 'itinerary'>>,
): TripPlan {
  return {
    planRef: planRef(plan.id),
    from: toPlanPlace({ label: plan.fromLabel, lat: plan.fromLat, lon: plan.fromLon }),
    to: toPlanPlace({ label: plan.toLabel, lat: plan.toLat, lon: plan.toLon }),
    travelTime: isoInAmsterdam(plan.travelTime.getTime()),
    useAsArrivalTime: plan.useAsArrivalTime,
    nrSeats: plan.nrSeats,
    maxWalkDistance: plan.maxWalkDistance,
    modalities: plan.modalities,
    requestDuration: plan.requestDuration,
    ...(plan.extendedMaxWalkDistance !== null
      ? { extendedMaxWalkDistance: plan.extendedMaxWalkDistance }
      : {}),
    itineraries: [...rows]
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({ itineraryRef: itineraryRef(row.id), ...row.itinerary })),
  };
}
