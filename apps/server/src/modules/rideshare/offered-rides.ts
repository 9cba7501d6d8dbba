import type { RideRow } from './repository/index.js';

/**
 * What the planner is told of a ride just offered (its ride alerts; RideshareContext.onRidesOffered): its
 * times, and its ends with the detour allowed, which bound where a passenger it could carry may be.
 */
export interface OfferedRide {
  id: number;
  driverId: string;
  departureTime: number;
  arrivalTime: number;
  from: { lat: number; lon: number };
  to: { lat: number; lon: number };
  maxDetourMeters: number;
}

export const offeredRide = (
  row: Pick<
    RideRow,
    | 'id'
    | 'driverId'
    | 'departureTime'
    | 'arrivalTime'
    | 'fromLat'
    | 'fromLon'
    | 'toLat'
    | 'toLon'
    | 'maxDetourMeters'
  >,
): OfferedRide => ({
  id: row.id,
  driverId: row.driverId,
  departureTime: row.departureTime.getTime(),
  arrivalTime: row.arrivalTime.getTime(),
  from: { lat: row.fromLat, lon: row.fromLon },
  to: { lat: row.toLat, lon: row.toLon },
  maxDetourMeters: row.maxDetourMeters,
});
