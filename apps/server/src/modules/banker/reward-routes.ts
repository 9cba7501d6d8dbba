import type { FastifyInstance } from 'fastify';
import { bankerRewardEndpoints, type UserRole } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { route } from '../../platform/http/route.js';
import { callToActionsOf } from './incentive-service.js';
import { rewardsOf } from './reward-service.js';
import { assertMayUseCredits, partyOf } from './user-service.js';

/** Reads a person's profile role (driver, passenger, both), given by the app: the banker keeps none. */
export type UserRoleLookup = (db: Db, managedIdentity: string) => Promise<UserRole | undefined>;

export interface RewardRouteDeps {
  db: Db;
  clock: Clock;
  creditsEnabled: boolean;
  userRoleOf: UserRoleLookup;
}

/** A person's rewards and calls to action; a delegate acting for somebody sees that person's (subjectOf). */
export function registerRewardRoutes(app: FastifyInstance, deps: RewardRouteDeps): void {
  const { db } = deps;
  route(app, bankerRewardEndpoints.rewards, async ({ request, query }) => {
    const user = subjectOf(request);
    assertMayUseCredits(user, deps.creditsEnabled);
    return rewardsOf(db, partyOf(user), query);
  });
  route(app, bankerRewardEndpoints.callToActions, async ({ request, query }) => {
    const user = subjectOf(request);
    assertMayUseCredits(user, deps.creditsEnabled);
    return callToActionsOf(db, user.id, await deps.userRoleOf(db, user.id), deps.clock.now(), query);
  });
}
