import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { useSignedInQuery } from '../../../lib/signed-in-query';
import { fetchCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './calendarApi';

const feedKey = (item: string) => ['calendar-feed', item] as const;

/** The signed-in user's calendar feed (null: none made yet). */
export function useCalendarFeed() {
  return useSignedInQuery(feedKey, fetchCalendarFeed);
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
