import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { endDelegateStreams } from '../communicator/index.js';
import { visibleDelegation } from './access.js';
import type { DelegationContext } from './deps.js';
import { tellOtherSideRevoked } from './messages.js';
import { nameOf } from './people.js';
import { setRevocationTime } from './repository.js';

/**
 * DELETE /delegations/{id}: either side (or an admin) ends it; the other side is told, and the delegate's
 * open live streams for the person end on every instance when it commits. Again: no change.
 */
export async function revokeDelegation(ctx: DelegationContext, caller: AuthUser, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await visibleDelegation(tx, caller, id, true);
    if (row.revocationTime) return;
    const revoked = await setRevocationTime(tx, id, ctx.clock.now());
    if (row.activationTime) {
      await endDelegateStreams(tx, row.delegatorId, row.delegateId);
      const by = caller.id === row.delegatorId ? 'delegator' : 'delegate';
      await tellOtherSideRevoked(
        { db: tx, clock: ctx.clock },
        revoked!,
        by,
        await nameOf(tx, by === 'delegator' ? row.delegatorId : row.delegateId),
      );
    }
  });
}
