import type { DelegationState } from '@achterhoek/contracts';
import { hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { delegationState } from './delegation-state.js';
import { delegationById, lockDelegation, type DelegationRow } from './repository.js';

// Who may see and change a delegation: its two people, and an admin.

export const isAdmin = (user: AuthUser) => hasRole(user, 'admin');

/**
 * The delegation, for its delegate, its delegator or an admin (403 anybody else, 404 unknown); with
 * `lock`, locked until the caller's transaction ends.
 */
export async function visibleDelegation(
  db: Db,
  caller: AuthUser,
  id: number,
  lock = false,
): Promise<DelegationRow> {
  const row = lock ? await lockDelegation(db, id) : await delegationById(db, id);
  if (!row) throw new NotFoundError('Delegation not found');
  if (row.delegateId !== caller.id && row.delegatorId !== caller.id && !isAdmin(caller)) {
    throw new ForbiddenError('Not your delegation');
  }
  return row;
}

/**
 * The delegation, locked, for its delegate or an admin to act on while it waits for its code: anybody
 * else 403 (`notTheDelegate`, after `visibleDelegation`'s own checks); once active or revoked 422
 * DELEGATION_NOT_PENDING. Answers the row and its state at `now` (pending or expired).
 */
export async function pendingForDelegate(
  db: Db,
  caller: AuthUser,
  id: number,
  now: number,
  notTheDelegate: string,
): Promise<{ row: DelegationRow; state: DelegationState }> {
  const row = await visibleDelegation(db, caller, id, true);
  if (row.delegateId !== caller.id && !isAdmin(caller)) throw new ForbiddenError(notTheDelegate);
  const state = delegationState(row, now);
  if (state === 'ACTIVE' || state === 'REVOKED') {
    throw new UnprocessableError('The delegation is active or ended', 'DELEGATION_NOT_PENDING');
  }
  return { row, state };
}
