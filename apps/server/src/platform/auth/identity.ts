import type { AuthUser } from './token-verifier.js';

/**
 * Who a request is from and for whom it acts. The actor is the person whose token it carries; the
 * subject is the person whose data it reads and writes. They are the same person unless a caregiver
 * (realm role `delegate`) acts for somebody with the `X-Delegator` header (DESIGN.md §4): then every
 * module works on the subject's records, and the actor is kept for the record of who really acted.
 */
export interface RequestIdentity {
  actor: AuthUser;
  subject: AuthUser;
}

/** The header that names the delegator a caregiver acts for. */
export const DELEGATOR_HEADER = 'x-delegator';

/**
 * Turns the actor and the managed identity named in `X-Delegator` into the subject, or answers
 * undefined when the actor may not act for that person. The delegation module provides the real one.
 */
export type DelegationResolver = (actor: AuthUser, delegatorId: string) => Promise<AuthUser | undefined>;

/** Until delegations exist nobody may act for anybody: every request with the header is refused. */
export const noDelegations: DelegationResolver = async () => undefined;

/** The identity of a request that acts for the caller's own self. */
export function ownIdentity(actor: AuthUser): RequestIdentity {
  return { actor, subject: actor };
}
