import { callerFor, demoUser, newUser, type Caller } from '../profile-helpers.js';
import type { TestApp } from '../test-app.js';
import { useCallers } from './callers.js';
import { delegationByAdmin } from './delegations.js';

/**
 * The people of the treasury's tests, signed in before the describe's tests, in this order: Ingrid the
 * treasurer, the admin, an ordinary new user, and Jan acting for Ingrid through a delegation the admin
 * made (a delegate reaches Ingrid's own credits, never what only a treasurer may do).
 */
export function useTreasuryPeople(t: TestApp): readonly [Caller, Caller, Caller, Caller] {
  return useCallers(4, () => treasuryPeople(t));
}

async function treasuryPeople(t: TestApp): Promise<readonly [Caller, Caller, Caller, Caller]> {
  const treasurer = await demoUser(t, 'ingrid@example.nl');
  const admin = await demoUser(t, 'beheer@example.nl');
  const user = await newUser(t);
  const jan = await demoUser(t, 'jan@example.nl');
  await delegationByAdmin(admin, jan, treasurer);
  const delegateForTreasurer = callerFor(t.app, jan.token, { 'x-delegator': treasurer.sub });
  return [treasurer, admin, user, delegateForTreasurer];
}
