import type { Delegation, DelegationList } from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { ForbiddenError } from '../../platform/errors.js';
import { resolveUserRef } from '../profile/index.js';
import { isAdmin, visibleDelegation } from './access.js';
import type { DelegationContext } from './deps.js';
import { delegationsPage } from './repository.js';
import { delegationViews } from './views.js';

/** GET /delegations/{id}: one delegation, for its delegate, its delegator or an admin. */
export async function delegationFor(
  ctx: DelegationContext,
  caller: AuthUser,
  id: number,
): Promise<Delegation> {
  const row = await visibleDelegation(ctx.db, caller, id);
  return (await delegationViews(ctx.db, [row], ctx.clock.nowMs()))[0]!;
}

/**
 * GET /delegations?delegate&delegator: the caller's own, as delegate or delegator (`me`), active ones
 * unless asked for all; an admin may ask for anybody's. Newest first.
 */
export async function delegationsOf(
  ctx: DelegationContext,
  caller: AuthUser,
  query: {
    delegate?: string | undefined;
    delegator?: string | undefined;
    inactiveToo: boolean;
    maxResults: number;
    offset: number;
  },
): Promise<DelegationList> {
  const delegateId = query.delegate ? resolveUserRef(query.delegate, caller.id) : undefined;
  const delegatorId = query.delegator ? resolveUserRef(query.delegator, caller.id) : undefined;
  if (!isAdmin(caller)) {
    const own = delegateId === caller.id || delegatorId === caller.id;
    if (
      !own ||
      (delegateId !== undefined &&
        delegatorId !== undefined &&
        delegateId !== caller.id &&
        delegatorId !== caller.id)
    ) {
      throw new ForbiddenError('Only your own delegations');
    }
  }
  const filter = { delegateId, delegatorId, inactiveToo: query.inactiveToo };
  const { totalCount, rows } = await delegationsPage(ctx.db, filter, query);
  const data = await delegationViews(ctx.db, rows, ctx.clock.nowMs());
  return { totalCount, offset: query.offset, count: data.length, data };
}
