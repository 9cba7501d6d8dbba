import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedInId } from '../../../lib/auth';
import { useSignedInPages } from '../../../lib/signed-in-query';
import { fetchCallToActions, fetchRewards } from './rewardsApi';

/** Query keys, under the signed-in user (with the balance: ['banker', 'me', signedInId]). */
export const rewardsKeys = {
  mine: (signedInId: string) => ['banker', 'me', signedInId] as const,
  rewards: (signedInId: string, until: string) => ['banker', 'me', signedInId, 'rewards', until] as const,
  callToActions: (signedInId: string) => ['banker', 'me', signedInId, 'call-to-actions'] as const,
};

/**
 * The person's rewards, newest first, 50 a page (spec 001 §9). `until` is fixed when the list first
 * loads, so later pages count from the same newest reward while new ones arrive.
 */
export function useRewards(until: string) {
  return useSignedInPages(
    (signedInId) => rewardsKeys.rewards(signedInId, until),
    (offset, signal) => fetchRewards(offset, until, signal),
  );
}

/** The calls to action (Home 'Updates', the survey invitation at start-up). Idle with `enabled` false. */
export function useCallToActions(enabled: boolean) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: rewardsKeys.callToActions(signedInId),
    queryFn: ({ signal }) => fetchCallToActions(signal),
    enabled: enabled && Boolean(signedInId),
  });
}

/** Marks the rewards, the calls to action and the balance out of date (after a survey was submitted). */
export function useRefreshRewards(): () => Promise<void> {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: rewardsKeys.mine(signedInId) }),
    [queryClient, signedInId],
  );
}
