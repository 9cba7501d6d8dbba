import type { RoadCost } from '../roads/road-routing.js';
import { rideFareCredits } from './fare.js';
import {
  NEW_BOOKING,
  type ActiveRide,
  type NamedPlace,
  type PlannedStop,
  type RideInsertion,
  type RideRequest,
} from './types.js';

/** Time to let a passenger in or out. */
export const STOP_SECONDS = 60;

/** Drive cost between two places of the ride (a memo or matrix look-up in practice); null: no road. */
export type CostLookup = (from: NamedPlace, to: NamedPlace) => RoadCost | null;

/** One stop of a candidate route, with the window that binds it. */
interface Visit {
  kind: PlannedStop['kind'];
  bookingId?: string;
  place: NamedPlace;
  /** Change in passengers on board after this stop. */
  seats: number;
  /** A pickup happens no earlier; a drop-off no later. */
  earliest?: number;
  latest?: number;
}

/**
 * The best way to take the passenger along on this ride, or null. Every position of the pickup and the
 * drop-off among the stops already planned is tried (booked passengers keep their order); a candidate
 * must keep every passenger's window, the seats, and the ride's detour limits for all passengers together
 * over the driver's own direct drive. The best candidate costs the driver the least extra time.
 */
export function bestInsertion(
  ride: ActiveRide,
  request: RideRequest,
  cost: CostLookup,
): RideInsertion | null {
  const base = cost(ride.origin, ride.destination);
  if (!base) return null;
  const booked = bookedVisits(ride);
  if (!booked) return null;
  const pickup: Visit = {
    kind: 'pickup',
    bookingId: NEW_BOOKING,
    place: request.pickup,
    seats: request.seats,
    earliest: request.earliestDeparture,
  };
  const dropOff: Visit = {
    kind: 'dropOff',
    bookingId: NEW_BOOKING,
    place: request.dropOff,
    seats: -request.seats,
    latest: request.latestArrival,
  };
  let best: RideInsertion | null = null;
  for (let i = 0; i <= booked.length; i++) {
    for (let j = i; j <= booked.length; j++) {
      const inner = [...booked.slice(0, i), pickup, ...booked.slice(i, j), dropOff, ...booked.slice(j)];
      const candidate = evaluate(ride, inner, base, cost);
      if (
        candidate &&
        (!best ||
          candidate.detour.seconds < best.detour.seconds ||
          (candidate.detour.seconds === best.detour.seconds && candidate.detour.meters < best.detour.meters))
      ) {
        best = candidate;
      }
    }
  }
  return best;
}

/** The booked passengers' stops in their planned order, or null when the ride's stop list is broken. */
function bookedVisits(ride: ActiveRide): Visit[] | null {
  const byId = new Map(ride.bookings.map((b) => [b.bookingId, b]));
  const visits: Visit[] = [];
  for (const stop of ride.stops) {
    const b = byId.get(stop.bookingId);
    if (!b) return null;
    visits.push(
      stop.kind === 'pickup'
        ? {
            kind: 'pickup',
            bookingId: b.bookingId,
            place: b.pickup,
            seats: b.seats,
            earliest: b.earliestDeparture,
          }
        : {
            kind: 'dropOff',
            bookingId: b.bookingId,
            place: b.dropOff,
            seats: -b.seats,
            latest: b.latestArrival,
          },
    );
  }
  return visits;
}

function evaluate(ride: ActiveRide, inner: Visit[], base: RoadCost, cost: CostLookup): RideInsertion | null {
  // Seats first: no road look-up for a car that would be too full.
  let onBoard = 0;
  for (const v of inner) {
    onBoard += v.seats;
    if (onBoard > ride.seats) return null;
  }
  const visits: Visit[] = [
    { kind: 'origin', place: ride.origin, seats: 0 },
    ...inner,
    { kind: 'destination', place: ride.destination, seats: 0 },
  ];
  const legs: RoadCost[] = [];
  let meters = 0;
  for (let k = 0; k + 1 < visits.length; k++) {
    const leg = cost(visits[k]!.place, visits[k + 1]!.place);
    if (!leg) return null;
    legs.push(leg);
    meters += leg.meters;
  }
  const detourMeters = meters - base.meters;
  if (detourMeters > ride.maxDetourMeters) return null;
  const stops = ride.arrivalTimePinned ? timeBackward(ride, visits, legs) : timeForward(ride, visits, legs);
  if (!stops) return null;
  const departureTime = stops[0]!.departure;
  const arrivalTime = stops[stops.length - 1]!.arrival;
  const seconds = (arrivalTime - departureTime) / 1000;
  const detourSeconds = seconds - base.seconds;
  if (ride.maxDetourSeconds !== undefined && detourSeconds > ride.maxDetourSeconds) return null;

  const p = inner.findIndex((v) => v.bookingId === NEW_BOOKING && v.kind === 'pickup') + 1;
  const d = inner.findIndex((v) => v.bookingId === NEW_BOOKING && v.kind === 'dropOff') + 1;
  let passengerMeters = 0;
  for (let k = p; k < d; k++) passengerMeters += legs[k]!.meters;
  // The driver plus everyone on board while the new passenger rides, at the fullest moment.
  let occupants = 1;
  let seated = 0;
  for (let k = 1; k < d; k++) {
    seated += visits[k]!.seats;
    if (k >= p) occupants = Math.max(occupants, 1 + seated);
  }
  const pickupTime = stops[p]!.boarding!;
  const dropOffTime = stops[d]!.arrival;
  return {
    ride,
    stops,
    legs: legs.map((l) => ({ meters: l.meters, seconds: l.seconds })),
    route: { meters, seconds, departureTime, arrivalTime },
    passenger: {
      pickupTime,
      dropOffTime,
      meters: passengerMeters,
      seconds: (dropOffTime - pickupTime) / 1000,
      occupants,
    },
    detour: { meters: detourMeters, seconds: detourSeconds },
    fareInCredits: rideFareCredits(passengerMeters),
    estimated: false,
  };
}

/**
 * The ride leaves at its departure time; the car waits at a pickup for a passenger who may not leave yet,
 * and stops a minute to let people in or out. A drop-off later than its window fails the candidate.
 */
function timeForward(ride: ActiveRide, visits: Visit[], legs: RoadCost[]): PlannedStop[] | null {
  const stops: PlannedStop[] = [];
  let t = ride.departureTime;
  stops.push(planned(visits[0]!, t, t));
  for (let k = 1; k < visits.length; k++) {
    const v = visits[k]!;
    const arrival = t + legs[k - 1]!.seconds * 1000;
    if (v.latest !== undefined && arrival > v.latest) return null;
    const departure =
      v.kind === 'destination' ? arrival : Math.max(arrival, v.earliest ?? arrival) + STOP_SECONDS * 1000;
    stops.push(planned(v, arrival, departure));
    t = departure;
  }
  return stops;
}

/**
 * The ride must arrive at its pinned time: times run backwards from there. A drop-off that would come too
 * late is reached earlier and the car waits there instead; a pickup that would come before its passenger
 * may leave fails the candidate.
 */
function timeBackward(ride: ActiveRide, visits: Visit[], legs: RoadCost[]): PlannedStop[] | null {
  const stops: PlannedStop[] = new Array<PlannedStop>(visits.length);
  const last = visits.length - 1;
  let t = ride.arrivalTime;
  stops[last] = planned(visits[last]!, t, t);
  for (let k = last - 1; k >= 0; k--) {
    const v = visits[k]!;
    const departure = t - legs[k]!.seconds * 1000;
    let arrival = v.kind === 'origin' ? departure : departure - STOP_SECONDS * 1000;
    if (v.latest !== undefined) arrival = Math.min(arrival, v.latest);
    if (v.earliest !== undefined && arrival < v.earliest) return null;
    stops[k] = planned(v, arrival, departure);
    t = arrival;
  }
  return stops;
}

function planned(v: Visit, arrival: number, departure: number): PlannedStop {
  return {
    kind: v.kind,
    ...(v.bookingId !== undefined ? { bookingId: v.bookingId } : {}),
    place: v.place,
    arrival,
    departure,
    ...(v.kind === 'pickup' ? { boarding: Math.max(arrival, v.earliest ?? arrival) } : {}),
  };
}
