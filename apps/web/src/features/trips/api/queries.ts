import {
  PagedTripsSchema,
  plannerEndpoints,
  type Paged,
  type Trip,
  type TripState,
} from '@achterhoek/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { useRefreshingMutation } from '../../../lib/signed-in-query';
import { useSignedInRowQuery } from '../../../lib/signed-in-row-query';
import { useTravelList, type TravelListSource } from '../../../lib/travel-list-hooks';
import { useTravelListOverview } from '../../../lib/travel-list-overview';
import { travelListKeys, type TravelListQuery } from '../../../lib/travel-list-query';
import { creditsKeys } from '../../credits';

export type TripsListQuery = TravelListQuery<TripState>;

/** Under the signed-in user, so another login never sees this passenger's searches or trips. */
export const tripKeys = {
  ...travelListKeys<TripsListQuery>('trips', 'trip'),
  plan: (signedInId: string, id: number) => ['plans', signedInId, id] as const,
};

/** A stored search with its itineraries (the passenger's own), to show and book one of them. */
export function usePlan(id: number) {
  return useSignedInRowQuery(id, tripKeys.plan, (planId, signal) =>
    call(plannerEndpoints.plan, { params: { planId } }, { signal }),
  );
}

/** How the passenger's trips are asked, a page at a time. */
const tripList: TravelListSource<TripState, Paged<Trip>> = {
  listKey: tripKeys.list,
  fetchPage: (query, signal) => call(plannerEndpoints.trips, { query }, { signal }),
};

/** The passenger's trips, by departure (the next ones first with ASC and `since` now): Home. */
export function useTrips(query: TripsListQuery, enabled = true) {
  return useTravelList(tripList, query, enabled);
}

/**
 * The name under which a list's first page is kept to show while offline (lib/offline/last-seen.ts): one
 * per kind of list (planned or past, and the state it is limited to), not per moment it was asked.
 */
function tripListLastSeenName(query: TripsListQuery): string {
  return ['trips', query.sortDir, query.state ?? 'all', query.skipCancelled ? 'active' : 'any'].join('.');
}

/**
 * The passenger's trips page by page (20 at a time in the overview), for a list that loads more on
 * scrolling, and what it shows: without a connection the first page as last seen.
 */
export function useTripPages(query: TripsListQuery) {
  return useTravelListOverview(tripList, query, tripListLastSeenName(query), PagedTripsSchema);
}

export function useTrip(id: number) {
  return useSignedInRowQuery(id, tripKeys.one, (tripId, signal) =>
    call(plannerEndpoints.trip, { params: { tripId } }, { signal }),
  );
}

/**
 * Booking and cancelling do not await it: the page moves on at once, and the lists and balance load
 * afresh where they are shown. The answers after a trip await it (api/confirmation.ts).
 */
export function invalidateTripsAndCredits(queryClient: QueryClient, signedInId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.all(signedInId) }),
    queryClient.invalidateQueries({ queryKey: creditsKeys.mine(signedInId) }),
  ]);
}

/**
 * Books an itinerary. Booking reserves the fare and cancelling releases it, so both mark the trips and the
 * credits balance out of date.
 */
export function useBookTrip() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (itineraryRef: string) => call(plannerEndpoints.createTrip, { body: { itineraryRef } }),
    onSuccess: (trip: Trip) => {
      void invalidateTripsAndCredits(queryClient, signedInId);
      queryClient.setQueryData(tripKeys.one(signedInId, trip.id), trip);
    },
  });
}

export function useCancelTrip() {
  return useRefreshingMutation(
    ({ id, reason }: { id: number; reason?: string }) =>
      call(plannerEndpoints.cancelTrip, { params: { tripId: id }, query: reason ? { reason } : {} }),
    (signedInId) => [tripKeys.all(signedInId), creditsKeys.mine(signedInId)],
    { awaitRefresh: false },
  );
}

/**
 * Takes the trip's 'Nieuw reisadvies' after a late or cancelled train or bus (POST /trips/{id}/new-advice):
 * its other public transport replaces the trip's, the booked shared ride is kept. The answer is the trip as
 * it now is, shown at once; the lists of trips load afresh where they are shown. A refusal (422: there is
 * no advice any more, or its departure has passed) loads the trip afresh, so the page shows what is left.
 */
export function useAcceptNewAdvice() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (tripId: number) => call(plannerEndpoints.acceptNewAdvice, { params: { tripId } }),
    onSuccess: (trip: Trip) => {
      queryClient.setQueryData(tripKeys.one(signedInId, trip.id), trip);
      void queryClient.invalidateQueries({ queryKey: [...tripKeys.all(signedInId), 'list'] });
    },
    onError: (error, tripId) => {
      if (isApiError(error) && error.status === 422) {
        void queryClient.invalidateQueries({ queryKey: tripKeys.one(signedInId, tripId) });
      }
    },
  });
}
