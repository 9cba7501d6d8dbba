import { SIGNED_IN } from '../access';
import {
  CALL_TO_ACTIONS_MAX,
  CallToActionsQuerySchema,
  PagedCallToActionsSchema,
  PagedRewardsSchema,
  REWARDS_PAGE_SIZE,
  RewardsQuerySchema,
} from '../banker-rewards';
import { endpoint, type EndpointDefinition } from '../endpoint';

/**
 * A person's rewards and the calls to action on Home (spec 001 §7, reference §3.6). A delegate acting for
 * somebody sees that person's. With credits switched off both answer 403 (as every user credit call).
 */
export const bankerRewardEndpoints = {
  rewards: endpoint({
    method: 'GET',
    path: '/api/banker/users/me/rewards',
    summary: "The caller's rewards, newest first: cancelled, paid out, or pending",
    query: RewardsQuerySchema,
    response: PagedRewardsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: REWARDS_PAGE_SIZE },
    access: SIGNED_IN,
  }),
  callToActions: endpoint({
    method: 'GET',
    path: '/api/banker/users/me/call-to-actions',
    summary:
      "The calls to action for the caller (Home 'Updates'): active incentives with a card whose reward-count limit the caller has not passed; carpool ones only for drivers",
    query: CallToActionsQuerySchema,
    response: PagedCallToActionsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: CALL_TO_ACTIONS_MAX },
    access: SIGNED_IN,
  }),
} as const satisfies Record<string, EndpointDefinition>;
