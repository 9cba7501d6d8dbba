/**
 * The transit search's public shapes: the question and the itineraries it answers with. Itineraries have
 * the shape of spec 000 §3 (Itinerary, Leg); times are epoch milliseconds here, and the server turns them
 * into ISO strings with the Europe/Amsterdam offset.
 */

export const TRANSIT_MODES = ['BUS', 'RAIL', 'TRAM', 'SUBWAY', 'FERRY'] as const;
export type TransitMode = (typeof TRANSIT_MODES)[number];
export type TraverseMode = TransitMode | 'WALK' | 'RIDESHARE';

export interface Coordinate {
  lat: number;
  lon: number;
}

export interface TransitQuery {
  from: Coordinate & { label?: string };
  to: Coordinate & { label?: string };
  /** Epoch milliseconds: departure time, or the latest arrival when `arriveBy`. */
  time: number;
  arriveBy: boolean;
  /** Longest walk from the origin to a stop, from a stop to the destination, or the whole way, in metres. */
  maxWalkDistance: number;
  /** Transit modes allowed; an empty list allows walking only. */
  modes: readonly TransitMode[];
  /**
   * Range search: also consider departures up to this many seconds after `time` (or arrivals up to this
   * many seconds before it, when arriveBy), so several sensible departures come back. 0 is one time.
   */
  windowSeconds?: number;
  /** At most this many transfers (vehicles − 1). Defaults to the router's maximum. */
  maxTransfers?: number;
  /** At most this many itineraries, best first by the router's own order. */
  maxItineraries?: number;
  /**
   * Start at (or end at) this stop instead of walking from (or to) the coordinates, as when a shared
   * ride drops the traveller at a station; footpaths to nearby platforms still count.
   */
  fromStopId?: string;
  toStopId?: string;
}

export interface Place {
  label: string;
  lat: number;
  lon: number;
  stopId?: string;
  platformCode?: string;
}

export interface Leg {
  traverseMode: TraverseMode;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number;
  from: Place;
  to: Place;
  routeShortName?: string;
  routeLongName?: string;
  routeId?: string;
  agencyId?: string;
  agencyName?: string;
  tripId?: string;
  /** Public transport: the service day its trip runs on (days since 1970-01-01, the trip's start date). */
  serviceDay?: number;
  headsign?: string;
  /** Encoded polyline (precision 5) of the leg's path. */
  legGeometry: { points: string; length: number };
  /** A shared ride: who drives which car on which ride; booking it reserves the fare. */
  rideshare?: {
    rideRef: string;
    driverId: string;
    driverName: string;
    vehicleName: string;
    vehicleLicensePlate: string;
  };
  /** Credits the leg costs (rides only; public transport is paid for separately). */
  fareInCredits?: number;
  /** Grams CO₂ per passenger-kilometre (reference §1.3): car over its occupants, bus and rail defaults. */
  co2GramsPerKm?: number;
  /** Distance and time from the estimated road model, not from a road network. */
  estimated?: boolean;
}

export interface Itinerary {
  /** Epoch milliseconds. */
  departureTime: number;
  arrivalTime: number;
  /** Seconds. */
  duration: number;
  transfers: number;
  walkDistance: number;
  walkTime: number;
  transitTime: number;
  waitingTime: number;
  legs: Leg[];
  /** Sum of the legs' fares. */
  fareInCredits?: number;
  /** Grams CO₂ per passenger-kilometre over the whole trip, rounded (total grams / total km). */
  averageCo2GramsPerKm?: number;
}
