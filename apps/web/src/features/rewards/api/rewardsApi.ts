import {
  bankerRewardEndpoints,
  CALL_TO_ACTIONS_MAX,
  endpointPath,
  profileSurveyEndpoints,
  REWARDS_PAGE_SIZE,
  SurveyInteractionSchema,
  type SurveyInteraction,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { request } from '../../../lib/http';

// The calls of the rewards, the calls to action and the surveys (spec 001 §7), each through its contract.

/** One page of the person's rewards, newest first, before `until` (spec 001 §9: 50 a page). */
export function fetchRewards(offset: number, until: string, signal?: AbortSignal) {
  return call(
    bankerRewardEndpoints.rewards,
    { query: { offset, maxResults: REWARDS_PAGE_SIZE, until } },
    { signal },
  );
}

/** The calls to action for Home 'Updates': the first 10 (spec 000 §7, §9). */
export function fetchCallToActions(signal?: AbortSignal) {
  return call(
    bankerRewardEndpoints.callToActions,
    { query: { offset: 0, maxResults: CALL_TO_ACTIONS_MAX } },
    { signal },
  );
}

/** The person's survey interactions, optionally of the surveys one incentive rewards. */
export function fetchSurveyInteractions(incentiveCode?: string, signal?: AbortSignal) {
  return call(
    profileSurveyEndpoints.surveyInteractions,
    { query: incentiveCode ? { incentiveCode } : {} },
    { signal },
  );
}

/**
 * Issues the invitation to the survey whose window holds for the person: the interaction (201), or
 * undefined when there is no survey for them (204, no body, which the contract's schema cannot read).
 */
export async function createSurveyInvitation(incentiveCode?: string): Promise<SurveyInteraction | undefined> {
  const endpoint = profileSurveyEndpoints.createSurveyInvitation;
  return request(endpointPath(endpoint), {
    method: endpoint.method,
    body: incentiveCode ? { incentiveCode } : {},
    schema: SurveyInteractionSchema.optional(),
  });
}

/** The person goes to the survey now. */
export function markSurveyRedirected(id: number): Promise<void> {
  return call(profileSurveyEndpoints.surveyRedirected, { params: { id: String(id) } });
}

/** The survey came back submitted: the server records it and grants its reward once. */
export function markSurveySubmitted(id: number): Promise<void> {
  return call(profileSurveyEndpoints.surveySubmitted, { params: { id: String(id) } });
}
