import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { findContactDetails } from '../profile/index.js';
import { fullName, nameOf } from './people.js';
import { activeDelegateIds, hasActiveDelegation } from './repository.js';

// What the rest of the server asks about delegations: the auth platform and the communicator (both given
// by the registration in module.ts), and the planner's calendar feeds.

/**
 * The auth platform's delegation check (DESIGN.md §4): the delegator as the subject of a request when the
 * actor has an active delegation from them; undefined otherwise (the request is then 403).
 */
export async function resolveDelegator(
  db: Db,
  actor: AuthUser,
  delegatorId: string,
): Promise<AuthUser | undefined> {
  if (!(await isDelegationActive(db, actor.id, delegatorId))) return undefined;
  const delegator = await findContactDetails(db, delegatorId);
  if (!delegator) return undefined;
  return {
    id: delegatorId,
    givenName: delegator.firstName,
    familyName: delegator.lastName,
    fullName: fullName(delegator),
    email: delegator.email,
    // The delegate acts as the delegator, never with the delegate's own roles.
    roles: [],
  };
}

/** The delegates acting for a person now, with the person's name (their messages are copied to them). */
export async function activeDelegatesOf(
  db: Db,
  personId: string,
): Promise<{ delegateIds: string[]; personName: string }> {
  const delegateIds = await activeDelegateIds(db, personId);
  if (delegateIds.length === 0) return { delegateIds: [], personName: '' };
  return {
    delegateIds: [...new Set(delegateIds)],
    personName: await nameOf(db, personId),
  };
}

/** Whether the delegate acts for the delegator now (an active delegation between them). */
export async function isDelegationActive(db: Db, delegateId: string, delegatorId: string): Promise<boolean> {
  return hasActiveDelegation(db, { delegateId, delegatorId });
}
