import { haversineMeters } from '../geo/distance.js';
import type { ActiveRide, NamedPlace } from '../rideshare/types.js';

/** The parts of a plan's question that decide which rides it can use (a MultimodalQuery has them all). */
export interface PlanRidesQuestion {
  from: NamedPlace;
  to: NamedPlace;
  /** Epoch milliseconds: departure, or arrival when arriving by a time. */
  time: number;
  earliestDeparture: number;
  latestArrival: number;
  seats: number;
  travellerId?: string;
}

/**
 * The active rides one plan can use at all: those the prefilter (`mayMatch`) could let through for some
 * request of the plan, checked once per plan instead of once per request (a plan asks up to 21). Every
 * request of a plan has enough seats and the same traveller, a time window within the question's (from
 * the earlier of its earliest departure and its time to the later of its latest arrival and its time),
 * and its pickup and drop-off among the two places and the hubs between them, all within the whole
 * distance D of their midpoint M (the hubs lie in the ellipse of axis 2D round the places). A ride whose
 * detour ellipse cannot reach that circle, d(origin, M) + d(M, destination) − 2D beyond its reach, fails
 * `mayMatch` for every such point. The rides keep their order, so matching answers as before.
 */
export function ridesForPlan(q: PlanRidesQuestion, rides: readonly ActiveRide[]): ActiveRide[] {
  const from = Math.min(q.earliestDeparture, q.time);
  const until = Math.max(q.latestArrival, q.time);
  const whole = haversineMeters(q.from.lat, q.from.lon, q.to.lat, q.to.lon);
  const midLat = (q.from.lat + q.to.lat) / 2;
  const midLon = (q.from.lon + q.to.lon) / 2;
  // The midpoint of the coordinates is within a metre or so of the true one at these distances: 1 km spare.
  const circle = Math.max(whole, haversineMeters(midLat, midLon, q.from.lat, q.from.lon) * 2) + 1000;
  return rides.filter((ride) => {
    if (ride.seats < q.seats) return false;
    if (q.travellerId !== undefined && q.travellerId === ride.driver.id) return false;
    if (ride.arrivalTime < from || ride.departureTime > until) return false;
    const reach =
      haversineMeters(ride.origin.lat, ride.origin.lon, ride.destination.lat, ride.destination.lon) +
      ride.maxDetourMeters;
    const viaMiddle =
      haversineMeters(ride.origin.lat, ride.origin.lon, midLat, midLon) +
      haversineMeters(midLat, midLon, ride.destination.lat, ride.destination.lon);
    return viaMiddle - 2 * circle <= reach;
  });
}
