/**
 * The web app's defaults for a passenger's question and a driver's new ride, shared by the tests and the
 * benches so that both ask what the app asks.
 */
import type { MultimodalQuery } from '../src/multimodal/multimodal-planner.js';
import type { ActiveRide, NamedPlace } from '../src/rideshare/types.js';
import { TRANSIT_MODES } from '../src/transit/types.js';

/**
 * Leave at `time` (epoch milliseconds) and arrive within four hours, by every transit mode, with a shared
 * ride allowed the whole way or to and from a station, walking up to 500 m, one seat, departures within
 * one hour.
 */
export function defaultQuestion(from: NamedPlace, to: NamedPlace, time: number): MultimodalQuery {
  return {
    from,
    to,
    time,
    arriveBy: false,
    earliestDeparture: time,
    latestArrival: time + 4 * 3600_000,
    transitModes: TRANSIT_MODES,
    rideshare: true,
    firstLegRideshare: true,
    lastLegRideshare: true,
    maxWalkDistance: 500,
    seats: 1,
    windowSeconds: 3600,
  };
}

/** A new ride's preferences: three seats, up to 20 km and 20 minutes of detour, nothing booked yet. */
export function defaultRidePreferences(): Pick<
  ActiveRide,
  'arrivalTimePinned' | 'maxDetourMeters' | 'maxDetourSeconds' | 'seats' | 'bookings' | 'stops'
> {
  return {
    arrivalTimePinned: false,
    maxDetourMeters: 20_000,
    maxDetourSeconds: 20 * 60,
    seats: 3,
    bookings: [],
    stops: [],
  };
}
