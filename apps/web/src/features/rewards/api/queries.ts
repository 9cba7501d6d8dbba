import type { Paged } from '@achterhoek/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../../lib/auth';
import { fetchCallToActions, fetchRewards } from './rewardsApi';

/** Query keys, under the signed-in subject (with the balance: ['banker', 'me', subject]). */
export const rewardsKeys = {
  mine: (subject: string) => ['banker', 'me', subject] as const,
  rewards: (subject: string, until: string) => ['banker', 'me', subject, 'rewards', until] as const,
  callToActions: (subject: string) => ['banker', 'me', subject, 'call-to-actions'] as const,
};

function useSubject(): string {
  return useAuth().user?.profile.sub ?? '';
}

function nextOffset<T>(page: Paged<T>): number | undefined {
  const next = page.offset + page.data.length;
  return page.data.length > 0 && next < page.totalCount ? next : undefined;
}

/**
 * The person's rewards, newest first, 50 a page (spec 001 §9). `until` is fixed when the list first
 * loads, so later pages count from the same newest reward while new ones arrive.
 */
export function useRewards(until: string) {
  const subject = useSubject();
  return useInfiniteQuery({
    queryKey: rewardsKeys.rewards(subject, until),
    queryFn: ({ pageParam, signal }) => fetchRewards(pageParam, until, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(subject),
  });
}

/** The calls to action (Home 'Updates', the survey invitation at start-up). Idle with `enabled` false. */
export function useCallToActions(enabled: boolean) {
  const subject = useSubject();
  return useQuery({
    queryKey: rewardsKeys.callToActions(subject),
    queryFn: ({ signal }) => fetchCallToActions(signal),
    enabled: enabled && Boolean(subject),
  });
}

/** Marks the rewards, the calls to action and the balance out of date (after a survey was submitted). */
export function useRefreshRewards(): () => Promise<void> {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: rewardsKeys.mine(subject) }),
    [queryClient, subject],
  );
}
