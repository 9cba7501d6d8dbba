import { useRefreshKeys, useSignedInPages, useSignedInQuery } from '../../../lib/signed-in-query';
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
  return useSignedInQuery(rewardsKeys.callToActions, fetchCallToActions, { enabled });
}

const rewardsAndBalance = (signedInId: string) => [rewardsKeys.mine(signedInId)];

/** Marks the rewards, the calls to action and the balance out of date (after a survey was submitted). */
export function useRefreshRewards(): () => Promise<void> {
  return useRefreshKeys(rewardsAndBalance);
}
