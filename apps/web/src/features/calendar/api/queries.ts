import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { fetchCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './calendarApi';

const feedKey = (item: string) => ['calendar-feed', item] as const;

/** The signed-in user's calendar feed (null: none made yet). */
export function useCalendarFeed() {
  const item = useSignedInId();
  return useQuery({
    queryKey: feedKey(item),
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
    enabled: Boolean(item),
  });
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  const item = useSignedInId();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(feedKey(item), feed),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  const item = useSignedInId();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(feedKey(item), null),
  });
}
