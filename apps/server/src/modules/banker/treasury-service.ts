import {
  REJECTED_BY_TREASURER_REASON,
  type Paged,
  type Withdrawal,
  type WithdrawalStatus,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { pagedView } from '../../platform/http/paged.js';
import { treasuryWithdrawalPage } from './repository/index.js';
import { cancelRequested, withdrawalView, type WithdrawalDeps } from './withdrawal-service.js';

/**
 * The treasurer's (or an admin's) view of everybody's withdrawals (spec 001 §2.15, §7): one page,
 * oldest first, the order in which they are paid; `accountName` says whose they are.
 */
export async function allWithdrawals(
  db: Db,
  query: { status?: WithdrawalStatus | undefined; offset: number; maxResults: number },
): Promise<Paged<Withdrawal>> {
  const found = await treasuryWithdrawalPage(db, query);
  return pagedView(query.offset, found, withdrawalView);
}

/**
 * The treasurer rejects a withdrawal while it is still REQUESTED (spec 001 §4): in one database
 * transaction the request is locked (a person's own cancel or a payout batch taking it on queue behind,
 * or went first), its reservation released so the credits are back on the person's current account, and
 * it ends CANCELLED with the treasurer's reason, or 'Afgekeurd door beheerder'. A request taken on by a
 * batch or ended already cannot be rejected here (409); it is settled in its batch instead.
 */
export async function rejectWithdrawal(
  db: Db,
  deps: WithdrawalDeps,
  id: number,
  reason: string | undefined,
): Promise<void> {
  await cancelRequested(db, deps, id, {
    mayEnd: () => true,
    whileActive: 'Deze opname zit al in een betaalopdracht; handel hem daar af',
    whenEnded: 'Deze opname is al afgesloten',
    releaseDescription: 'Opname afgewezen',
    reason: reason ?? REJECTED_BY_TREASURER_REASON,
  });
}
