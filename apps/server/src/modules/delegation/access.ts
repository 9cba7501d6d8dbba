import { hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
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
