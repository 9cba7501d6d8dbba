import { REMOVED_USER_NAME } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { systemAccountId } from './account-service.js';
import { balanceOf } from './credit-service.js';
import { post } from './ledger.js';
import {
  anonymiseBankerRecordsOf,
  bankerRecordsOf,
  findUser,
  pendingWithdrawalsOf,
} from './repository/index.js';

/**
 * The banker's part of a person's own data (decision 0058): their accounts and every entry on them,
 * deposits, payouts, gifts and rewards. Credits of their own (or a payout on its way) stand in the way of
 * removing the account: they are theirs to withdraw or give. Premium credits are the association's gift
 * and go back to the premium budget; the books keep every entry, under 'Verwijderde gebruiker'.
 */
export const bankerAccountData = {
  part: 'banker',
  exportUserData: (db: Db, userId: string) => bankerRecordsOf(db, userId),
  removalBlockers: async (db: Db, userId: string): Promise<string[]> => {
    const blockers: string[] = [];
    const { current } = await balanceOf(db, userId);
    if (current > 0) {
      blockers.push(
        `Je hebt nog ${current} credits: neem ze op naar je bankrekening of schenk ze aan een goed doel.`,
      );
    }
    if ((await pendingWithdrawalsOf(db, userId)) > 0) {
      blockers.push('Je opname wordt nog uitbetaald: wacht tot die is afgerond.');
    }
    return blockers;
  },
  removeUserData: async (db: Db, userId: string, now: Date): Promise<void> => {
    const user = await findUser(db, userId);
    if (!user) return;
    const { premium } = await balanceOf(db, userId);
    if (premium > 0) {
      await post(db, {
        description: 'Premiecredits terug naar het premiebudget (account verwijderd)',
        idempotencyKey: `account-removed-premium-${userId}`,
        movements: [
          {
            debit: user.premiumAccountId,
            credit: await systemAccountId(db, 'premiums'),
            amount: premium,
            purpose: 'REFUND',
          },
        ],
      });
    }
    await anonymiseBankerRecordsOf(db, userId, REMOVED_USER_NAME, now);
  },
};
