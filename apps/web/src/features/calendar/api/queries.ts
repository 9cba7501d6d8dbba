import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { fetchCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './calendarApi';

function useSubject(): string {
  return useAuth().user?.profile.sub ?? '';
}

const feedKey = (subject: string) => ['calendar-feed', subject] as const;

/** The signed-in user's calendar feed (null: none made yet). */
export function useCalendarFeed() {
  const subject = useSubject();
  return useQuery({
    queryKey: feedKey(subject),
    queryFn: ({ signal }) => fetchCalendarFeed(signal),
    enabled: Boolean(subject),
  });
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(feedKey(subject), feed),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.setQueryData(feedKey(subject), null),
  });
}
