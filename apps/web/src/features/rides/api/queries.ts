import {
  PagedRidesSchema,
  rideshareEndpoints,
  type CreateRideRequest,
  type Paged,
  type Ride,
  type RideScope,
  type RideState,
  type UpdateRideRequest,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useRefreshingMutation } from '../../../lib/signed-in-query';
import { useSignedInRowQuery } from '../../../lib/signed-in-row-query';
import { useTravelList, type TravelListSource } from '../../../lib/travel-list-hooks';
import { useTravelListOverview } from '../../../lib/travel-list-overview';
import { travelListKeys, type TravelListQuery } from '../../../lib/travel-list-query';

export type RidesListQuery = TravelListQuery<RideState>;

/** Under the signed-in user, so another login never sees this driver's rides or cars. */
export const rideKeys = travelListKeys<RidesListQuery>('rides', 'ride');

/** How the driver's rides are asked, a page at a time. */
const rideList: TravelListSource<RideState, Paged<Ride>> = {
  listKey: rideKeys.list,
  fetchPage: (query, signal) => call(rideshareEndpoints.rides, { query }, { signal }),
};

/** The driver's rides, by departure time (upcoming ones first with ASC and `since` now). */
export function useRides(query: RidesListQuery, enabled = true) {
  return useTravelList(rideList, query, enabled);
}

/**
 * The name under which the overview's list keeps its first page to show while offline
 * (lib/offline/last-seen.ts): planned or past, not the moment it was asked.
 */
function rideListLastSeenName(query: RidesListQuery): string {
  return `rides.${query.sortDir}`;
}

/**
 * The driver's rides page by page (20 at a time in the overview), for a list that loads more on scrolling,
 * and what it shows: without a connection the first page as last seen.
 */
export function useRidePages(query: RidesListQuery) {
  return useTravelListOverview(rideList, query, rideListLastSeenName(query), PagedRidesSchema);
}

export function useRide(id: number) {
  return useSignedInRowQuery(id, rideKeys.one, (rideId, signal) =>
    call(rideshareEndpoints.ride, { params: { rideId } }, { signal }),
  );
}

/** Offering, cancelling or changing a ride is done once the driver's rides have loaded afresh. */
const ridesChanged = { awaitRefresh: true };
const allRides = (signedInId: string) => [rideKeys.all(signedInId)];

export function useCreateRide() {
  return useRefreshingMutation(
    (request: CreateRideRequest) => call(rideshareEndpoints.createRide, { body: request }),
    allRides,
    ridesChanged,
  );
}

export function useCancelRide() {
  return useRefreshingMutation(
    ({ id, scope, reason }: { id: number; scope: RideScope; reason?: string }) =>
      call(rideshareEndpoints.deleteRide, {
        params: { rideId: id },
        query: { scope, ...(reason ? { reason } : {}) },
      }),
    allRides,
    ridesChanged,
  );
}

export function useUpdateRide() {
  return useRefreshingMutation(
    ({ id, scope, change }: { id: number; scope: RideScope; change: UpdateRideRequest }) =>
      call(rideshareEndpoints.updateRide, { params: { rideId: id }, query: { scope }, body: change }),
    allRides,
    ridesChanged,
  );
}
