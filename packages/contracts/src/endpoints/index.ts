import type { EndpointDefinition } from '../endpoint';
import { bankerEndpoints } from './banker';
import { bankerCharityEndpoints } from './banker-charities';
import { bankerSystemEndpoints } from './banker-system';
import { bankerTreasuryEndpoints } from './banker-treasury';
import { bankerWithdrawalEndpoints } from './banker-withdrawals';
import { bankerRewardEndpoints } from './banker-rewards';
import { communicatorEndpoints } from './communicator';
import { geoEndpoints } from './geo';
import { mailEndpoints } from './mail';
import { plannerEndpoints } from './planner';
import { profileEndpoints } from './profile';
import { profileSurveyEndpoints } from './profile-surveys';
import { rideshareEndpoints } from './rideshare';
import { systemEndpoints } from './system';

export * from './banker';
export * from './banker-charities';
export * from './banker-system';
export * from './banker-treasury';
export * from './banker-withdrawals';
export * from './banker-rewards';
export * from './communicator';
export * from './geo';
export * from './mail';
export * from './planner';
export * from './profile';
export * from './profile-surveys';
export * from './rideshare';
export * from './system';

/** Every call of the API; the server's route test checks each route has exactly one of these. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = [
  systemEndpoints,
  profileEndpoints,
  profileSurveyEndpoints,
  communicatorEndpoints,
  geoEndpoints,
  plannerEndpoints,
  bankerEndpoints,
  bankerWithdrawalEndpoints,
  bankerTreasuryEndpoints,
  bankerSystemEndpoints,
  bankerRewardEndpoints,
  bankerCharityEndpoints,
  rideshareEndpoints,
  mailEndpoints,
].flatMap((group: Record<string, EndpointDefinition>) => Object.values(group));
