import {
  GEOCODER_DEFAULT_MAX_RESULTS,
  plannerEndpoints,
  type CreatePlaceRequest,
  type CreateRideAlertRequest,
  type CreateShoutOutRequest,
  type Paged,
  type Place,
  type PlanQuery,
} from '@achterhoek/contracts';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { useSignedInQuery } from '../../../lib/signed-in-query';
import { fetchSuggestions, isSearchableQuery } from '../../../lib/geo';
import { createPlace, deletePlace, fetchPlaces } from '../../profile';
/** Spec 000 §5: on the location page suggestions are asked for at most once a second. */
export const LOCATION_SEARCH_THROTTLE_MS = 1000;

export const plannerKeys = {
  suggestions: (query: string) => ['geo', 'suggestions', query, GEOCODER_DEFAULT_MAX_RESULTS] as const,
  /** Under the signed-in user, so another login never sees this user's favourites. */
  favourites: (signedInId: string) => ['places', signedInId, 'favourites'] as const,
  /** Under the signed-in user too: the answer is stored as that traveller's plan. */
  searches: (signedInId: string) => ['planner', signedInId, 'search'] as const,
  searchPlan: (signedInId: string, query: PlanQuery | null) =>
    ['planner', signedInId, 'search', query] as const,
};

/**
 * The geocoder's suggestions for a (throttled) query, the default 20 of them (spec 000 §9); nothing is
 * asked for 3 characters or fewer. The previous answer stays on screen while the next one loads.
 */
export function useLocationSuggestions(query: string) {
  return useQuery({
    queryKey: plannerKeys.suggestions(query),
    queryFn: ({ signal }) => fetchSuggestions(query, GEOCODER_DEFAULT_MAX_RESULTS, signal),
    enabled: isSearchableQuery(query),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The user's favourite places, up to 100 (spec 000 §9). */
export function useFavourites() {
  return useSignedInQuery(plannerKeys.favourites, fetchPlaces);
}

export function useSaveFavourite() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (place: CreatePlaceRequest) => createPlace(place),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.favourites(signedInId) }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (placeId: number) => deletePlace(placeId),
    onSuccess: (_result, placeId) => {
      // Gone from the list at once; the reload below confirms it.
      queryClient.setQueryData<Paged<Place>>(plannerKeys.favourites(signedInId), (page) =>
        page
          ? {
              ...page,
              data: page.data.filter((place) => place.id !== placeId),
              count: Math.max(0, page.count - 1),
              totalCount: Math.max(0, page.totalCount - 1),
            }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: plannerKeys.favourites(signedInId) });
    },
  });
}

/**
 * Forgets the answers of earlier searches, so that 'Plan je rit!' asks the planner anew even for the
 * same question: rides offered since then are found.
 */
export function useForgetSearches(): () => void {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return () => queryClient.removeQueries({ queryKey: plannerKeys.searches(signedInId) });
}

/**
 * The planner's itineraries for a question (GET /search/plan), or nothing asked while there is no
 * question. Every search is stored as a new plan on the server, so an answer is kept for as long as its
 * page may come back to it (returning from an itinerary's details) instead of searching again; the
 * traveller asks anew with 'Plan je rit!' (see useForgetSearches) or the retry.
 */
export function useSearchPlan(query: PlanQuery | null) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: plannerKeys.searchPlan(signedInId, query),
    queryFn:
      query && signedInId
        ? ({ signal }) => call(plannerEndpoints.searchPlan, { query }, { signal })
        : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Posts the passenger's shout-out to the community (spec 000 §2 Search results). */
export function useCreateShoutOut() {
  return useMutation({
    mutationFn: (request: CreateShoutOutRequest) => call(plannerEndpoints.createShoutOut, { body: request }),
  });
}

/** Keeps the search as a ride alert: a ride offered later that fits it is announced to the passenger. */
/** The signed-in user's ride alerts: kept from the search results, listed and removed with the shout-outs. */
export const rideAlertKeys = {
  mine: (signedInId: string) => ['ride-alerts', signedInId] as const,
};

export function useCreateRideAlert() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (request: CreateRideAlertRequest) =>
      call(plannerEndpoints.createRideAlert, { body: request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rideAlertKeys.mine(signedInId) }),
  });
}
