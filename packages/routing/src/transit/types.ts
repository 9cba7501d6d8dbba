/**
 * The transit search's public shapes: the question and the itineraries it answers with. Itineraries have
 * the shape of spec 000 §3 (Itinerary, Leg); times are epoch milliseconds here, and the server turns them
 * into ISO strings with the Europe/Amsterdam offset.
 */

export const TRANSIT_MODES = ['BUS', 'RAIL', 'TRAM', 'SUBWAY', 'FERRY'] as const;
export type TransitMode = (typeof TRANSIT_MODES)[number];
export type TraverseMode = TransitMode | 'WALK';

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
  headsign?: string;
  /** Encoded polyline (precision 5) of the leg's path. */
  legGeometry: { points: string; length: number };
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
}
