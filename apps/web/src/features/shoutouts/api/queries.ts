import {
  plannerEndpoints,
  type CreateRideAlertRequest,
  type ShoutOut,
  type ShoutOutDraftQuery,
  type ShoutOutOfferRequest,
} from '@achterhoek/contracts';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextOffset } from '../../../lib/infinite-scroll';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { useRefreshingMutation, useSignedInPages } from '../../../lib/signed-in-query';
import { isRowId, useSignedInRowQuery } from '../../../lib/signed-in-row-query';
import { creditsKeys } from '../../credits';
import { rideAlertKeys } from '../../search';
import { tripKeys } from '../../trips';

/** Under the signed-in user, so another login never sees this user's shout-outs. */
export const shoutOutKeys = {
  all: (signedInId: string) => ['shout-outs', signedInId] as const,
  own: (signedInId: string, query: OwnShoutOutsQuery) => ['shout-outs', signedInId, 'own', query] as const,
  community: (signedInId: string, query: CommunityShoutOutsQuery) =>
    ['shout-outs', signedInId, 'community', query] as const,
  one: (signedInId: string, id: number) => ['shout-outs', signedInId, 'one', id] as const,
  draft: (signedInId: string, id: number, query: ShoutOutDraftQuery) =>
    ['shout-outs', signedInId, 'draft', id, query] as const,
};

/** The passenger's own shout-outs: open ones (Actueel) or all of them, latest first (Historie). */
export interface OwnShoutOutsQuery {
  inProgress: boolean;
  sortDir: 'ASC' | 'DESC';
  maxResults: number;
  /** The first page's size when it differs from the next ones' (past shout-outs: 5, spec 000 §9). */
  firstPageSize?: number;
  since?: string;
  until?: string;
}

/** The community's shout-outs around the driver's base (spec 000 §9 radii), open ones or all. */
export interface CommunityShoutOutsQuery {
  /** `lat,lon` */
  location: string;
  depArrRadius: number;
  travelRadius: number;
  inProgressOnly: boolean;
  maxResults: number;
  /** The first page's size when it differs from the next ones' (past shout-outs: 5, spec 000 §9). */
  firstPageSize?: number;
  since?: string;
  until?: string;
}

/** A change to shout-outs or ride alerts is done at once; the lists load afresh where they are shown. */
const doneAtOnce = { awaitRefresh: false };
/** The first page may be smaller than the next ones; each page starts where the previous one ended. */
const pageSize = (query: { maxResults: number; firstPageSize?: number }, offset: number) =>
  offset === 0 && query.firstPageSize ? query.firstPageSize : query.maxResults;

/** The passenger's shout-outs page by page (the list loads more on request). */
export function useOwnShoutOutPages(query: OwnShoutOutsQuery, enabled = true) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: shoutOutKeys.own(signedInId, query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        plannerEndpoints.shoutOutPlans,
        {
          query: {
            planType: 'SHOUT_OUT',
            inProgress: query.inProgress ? 'true' : 'false',
            sortDir: query.sortDir,
            maxResults: pageSize(query, pageParam),
            offset: pageParam,
            ...(query.since ? { since: query.since } : {}),
            ...(query.until ? { until: query.until } : {}),
          },
        },
        { signal },
      ),
    getNextPageParam: nextOffset,
    enabled: enabled && Boolean(signedInId),
  });
}

/** The community's shout-outs around a place, page by page; nothing is asked without a place. */
export function useCommunityShoutOutPages(query: CommunityShoutOutsQuery | null, enabled = true) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: shoutOutKeys.community(signedInId, query ?? ({} as CommunityShoutOutsQuery)),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        plannerEndpoints.shoutOuts,
        {
          query: {
            location: query!.location,
            depArrRadius: query!.depArrRadius,
            travelRadius: query!.travelRadius,
            inProgressOnly: query!.inProgressOnly ? 'true' : 'false',
            maxResults: pageSize(query!, pageParam),
            offset: pageParam,
            ...(query!.since ? { since: query!.since } : {}),
            ...(query!.until ? { until: query!.until } : {}),
          },
        },
        { signal },
      ),
    getNextPageParam: nextOffset,
    enabled: enabled && Boolean(signedInId) && query !== null,
  });
}

/** One shout-out: the passenger's own with every offer, or a driver's view with only their own offers. */
export function useShoutOut(id: number) {
  return useSignedInRowQuery(id, shoutOutKeys.one, (planId, signal) =>
    call(plannerEndpoints.shoutOut, { params: { planId } }, { signal }),
  );
}

/** The driver's draft ride for a shout-out; asked again whenever the driver changes a place or a time. */
export function useShoutOutDraft(id: number, query: ShoutOutDraftQuery | null) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: shoutOutKeys.draft(signedInId, id, query ?? {}),
    queryFn:
      query && signedInId && isRowId(id)
        ? ({ signal }) => call(plannerEndpoints.shoutOutDraft, { params: { planId: id }, query }, { signal })
        : skipToken,
    retry: false,
    // Every draft is stored on the server: coming back to the page (from the location page) reuses it.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The driver offers the draft; the shout-out and the driver's rides change. */
export function useOfferShoutOut(id: number) {
  return useRefreshingMutation(
    (body: ShoutOutOfferRequest) => call(plannerEndpoints.offerShoutOut, { params: { planId: id }, body }),
    (signedInId) => [shoutOutKeys.all(signedInId), ['rides', signedInId]],
    doneAtOnce,
  );
}

/** The passenger cancels their shout-out, with an optional reason. */
export function useCancelShoutOut() {
  return useRefreshingMutation(
    ({ id, reason }: { id: number; reason?: string }) =>
      call(plannerEndpoints.cancelPlan, { params: { planId: id }, query: reason ? { reason } : {} }),
    (signedInId) => [shoutOutKeys.all(signedInId)],
    doneAtOnce,
  );
}

/**
 * The passenger accepts an offer: booking the offer's itinerary (POST /trips) makes the trip, reserves the
 * fare and closes the shout-out.
 */
export function useAcceptOffer() {
  return useRefreshingMutation(
    (itineraryRef: string) => call(plannerEndpoints.createTrip, { body: { itineraryRef } }),
    (signedInId) => [shoutOutKeys.all(signedInId), tripKeys.all(signedInId), creditsKeys.mine(signedInId)],
    doneAtOnce,
  );
}

/** A page of ride alerts: 10, as the server's default. */
export const RIDE_ALERTS_PAGE_SIZE = 10;

/** The caller's ride alerts whose travel time has not passed, soonest first, page by page. */
export function useRideAlerts() {
  return useSignedInPages(rideAlertKeys.mine, (offset, signal) =>
    call(plannerEndpoints.rideAlerts, { query: { offset, maxResults: RIDE_ALERTS_PAGE_SIZE } }, { signal }),
  );
}

export function useCreateRideAlert() {
  return useRefreshingMutation(
    (body: CreateRideAlertRequest) => call(plannerEndpoints.createRideAlert, { body }),
    (signedInId) => [rideAlertKeys.mine(signedInId)],
    doneAtOnce,
  );
}

export function useDeleteRideAlert() {
  return useRefreshingMutation(
    (alertId: number) => call(plannerEndpoints.deleteRideAlert, { params: { alertId } }),
    (signedInId) => [rideAlertKeys.mine(signedInId)],
    doneAtOnce,
  );
}

export type { ShoutOut };
