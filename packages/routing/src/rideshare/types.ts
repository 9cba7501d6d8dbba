import type { Coordinate } from '../transit/types.js';

/** A place with the name travellers know it by. */
export interface NamedPlace extends Coordinate {
  label: string;
}

/**
 * A passenger already booked on a ride, with the window the ride must keep for them: picked up no
 * earlier than `earliestDeparture` (they will not be there before) and dropped off no later than
 * `latestArrival`.
 */
export interface BookedPassenger {
  bookingId: string;
  seats: number;
  pickup: NamedPlace;
  dropOff: NamedPlace;
  earliestDeparture: number;
  latestArrival: number;
}

/** A stop of a ride's route: a booked passenger getting in or out. */
export interface RideStop {
  kind: 'pickup' | 'dropOff';
  bookingId: string;
}

/** A ride offered by a driver that passengers may still join (reference §2.1–2.3, DESIGN.md §7). */
export interface ActiveRide {
  /** The ride's reference (URN), carried onto the passenger's leg. */
  rideRef: string;
  driver: { id: string; name: string };
  car: {
    name: string;
    licensePlate: string;
    /** Grams CO₂ per km (RDW); unknown cars count as 230 g/km, as the original did. */
    co2GramsPerKm?: number;
  };
  origin: NamedPlace;
  destination: NamedPlace;
  /** Epoch milliseconds. The ride leaves at `departureTime`, or arrives at `arrivalTime` when pinned. */
  departureTime: number;
  arrivalTime: number;
  arrivalTimePinned: boolean;
  /** Extra metres and seconds the driver accepts for passengers, all passengers together. */
  maxDetourMeters: number;
  maxDetourSeconds?: number;
  /** Passenger seats the driver offers; passengers who are in the car at the same time share them. */
  seats: number;
  bookings: BookedPassenger[];
  /** The order in which the booked passengers get in and out (two stops per booking). */
  stops: RideStop[];
}

/** A passenger looking for a ride: from where to where, within which times, with how many seats. */
export interface RideRequest {
  pickup: NamedPlace;
  dropOff: NamedPlace;
  /** Epoch milliseconds: be picked up no earlier, be dropped off no later. */
  earliestDeparture: number;
  latestArrival: number;
  seats: number;
  /** The traveller's own id: nobody rides with themselves. */
  travellerId?: string;
}

/** A stop of the driver's new route, with the time the car is there. */
export interface PlannedStop {
  kind: 'origin' | 'pickup' | 'dropOff' | 'destination';
  /** The booking getting in or out; `NEW_BOOKING` for the passenger being matched. */
  bookingId?: string;
  place: NamedPlace;
  /** Epoch milliseconds the car arrives, and leaves after waiting or letting people in or out. */
  arrival: number;
  departure: number;
  /**
   * A pickup's time, epoch milliseconds: the passenger gets in once both the car and the passenger are
   * there. The passenger's leg, the booking and the driver's route all show this one time; `departure`
   * is a minute later, after letting the passenger in.
   */
  boarding?: number;
}

export const NEW_BOOKING = 'new';

/** A feasible way to take the passenger along: where they join the route and what it costs everyone. */
export interface RideInsertion {
  ride: ActiveRide;
  /** The driver's route with the new passenger: every stop in order with its time. */
  stops: PlannedStop[];
  /** Driving metres and seconds between consecutive stops (stops.length − 1 of them). */
  legs: { meters: number; seconds: number }[];
  route: { meters: number; seconds: number; departureTime: number; arrivalTime: number };
  /** What the passenger rides: from pickup to drop-off. */
  passenger: {
    pickupTime: number;
    dropOffTime: number;
    meters: number;
    seconds: number;
    /** People in the car (driver included) at the fullest moment of the passenger's leg. */
    occupants: number;
  };
  /** The whole route's extra metres and seconds over the driver's own direct drive. */
  detour: { meters: number; seconds: number };
  fareInCredits: number;
  /** True when distances and times come from the estimated model rather than a road network. */
  estimated: boolean;
}
