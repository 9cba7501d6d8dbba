import {
  rideshareEndpoints,
  type CreateRideRequest,
  type RideScope,
  type RideState,
  type UpdateRideRequest,
} from '@achterhoek/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { rememberLastSeen } from '../../../lib/offline/last-seen';

function useSubject(): string {
  return useAuth().user?.profile.sub ?? '';
}

/** Under the signed-in subject, so another login never sees this driver's rides or cars. */
export const rideKeys = {
  all: (subject: string) => ['rides', subject] as const,
  list: (subject: string, query: RidesListQuery) => ['rides', subject, 'list', query] as const,
  one: (subject: string, id: number) => ['rides', subject, 'ride', id] as const,
};

export interface RidesListQuery {
  since?: string;
  until?: string;
  sortDir: 'ASC' | 'DESC';
  maxResults: number;
  skipCancelled?: boolean;
  /** Only rides in this state (Home's 'Actielijst': those waiting for the confirmations). */
  state?: RideState;
}

/** The driver's rides, by departure time (upcoming ones first with ASC and `since` now). */
export function useRides(query: RidesListQuery, enabled = true) {
  const subject = useSubject();
  return useQuery({
    queryKey: rideKeys.list(subject, query),
    queryFn: ({ signal }) =>
      call(
        rideshareEndpoints.rides,
        {
          query: {
            maxResults: query.maxResults,
            sortDir: query.sortDir,
            ...(query.since ? { since: query.since } : {}),
            ...(query.until ? { until: query.until } : {}),
            ...(query.skipCancelled ? { skipCancelled: 'true' as const } : {}),
            ...(query.state ? { state: query.state } : {}),
          },
        },
        { signal },
      ),
    enabled: enabled && Boolean(subject),
  });
}

/**
 * The name under which the overview's list keeps its first page to show while offline
 * (lib/offline/last-seen.ts): planned or past, not the moment it was asked.
 */
export function rideListLastSeenName(query: RidesListQuery): string {
  return `rides.${query.sortDir}`;
}

/** The driver's rides page by page (20 at a time in the overview), for a list that loads more on scrolling. */
export function useRidePages(query: RidesListQuery) {
  const subject = useSubject();
  return useInfiniteQuery({
    queryKey: [...rideKeys.list(subject, query), 'pages'] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await call(
        rideshareEndpoints.rides,
        {
          query: {
            maxResults: query.maxResults,
            offset: pageParam,
            sortDir: query.sortDir,
            ...(query.since ? { since: query.since } : {}),
            ...(query.until ? { until: query.until } : {}),
          },
        },
        { signal },
      );
      // The first page is what the list shows while offline.
      if (pageParam === 0) rememberLastSeen(subject, rideListLastSeenName(query), page);
      return page;
    },
    getNextPageParam: (last) =>
      last.offset + last.count < last.totalCount ? last.offset + last.count : undefined,
    enabled: Boolean(subject),
  });
}

export function useRide(id: number) {
  const subject = useSubject();
  return useQuery({
    queryKey: rideKeys.one(subject, id),
    queryFn: ({ signal }) => call(rideshareEndpoints.ride, { params: { rideId: id } }, { signal }),
    enabled: Boolean(subject) && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useCreateRide() {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: (request: CreateRideRequest) => call(rideshareEndpoints.createRide, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all(subject) }),
  });
}

export function useCancelRide() {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: ({ id, scope, reason }: { id: number; scope: RideScope; reason?: string }) =>
      call(rideshareEndpoints.deleteRide, {
        params: { rideId: id },
        query: { scope, ...(reason ? { reason } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all(subject) }),
  });
}

export function useUpdateRide() {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: ({ id, scope, change }: { id: number; scope: RideScope; change: UpdateRideRequest }) =>
      call(rideshareEndpoints.updateRide, { params: { rideId: id }, query: { scope }, body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideKeys.all(subject) }),
  });
}
