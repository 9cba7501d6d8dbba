import {
  CHARITY_INSUFFICIENT_MESSAGE,
  CHARITY_NO_IBAN_MESSAGE,
  WITHDRAWAL_URN_PREFIX,
  type CharityWithdrawalRequest,
  type Withdrawal,
} from '@achterhoek/contracts';
import { friendlyFormatIBAN } from 'ibantools';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { PaymentRequiredError, UnprocessableError } from '../../platform/errors.js';
import { systemAccountId } from './account-service.js';
import { charityNotFound } from './charity-service.js';
import { lockForReservation } from './credit-service.js';
import { INSUFFICIENT_BALANCE, post, sayingLowBalanceAs } from './ledger.js';
import {
  accountById,
  insertWithdrawal,
  lockCharity,
  updateWithdrawal,
  withdrawalById,
} from './repository/index.js';
import { requestedWithdrawal, withdrawalView, type WithdrawalDeps } from './withdrawal-service.js';

/**
 * The treasurer (or an admin) asks to pay a charity's credits out to its bank account: a withdrawal
 * request like a person's (reference §3.4), owned by the charity instead of a person, so it goes the
 * same way: REQUESTED, taken on by the next payout batch, settled (the credits leave the charity's
 * account for the bank reserve) or rejected (the credits come back). In one database transaction: the
 * charity and its account are locked; it needs an IBAN and a holder (422); more than its balance is 402;
 * the credits are reserved (a balanced RESERVATION from the charity's account to `reservations`).
 * Its donatedAmount does not change: it counts what was given, not what is left.
 */
export async function createCharityWithdrawal(
  db: Db,
  deps: WithdrawalDeps,
  charityId: number,
  body: CharityWithdrawalRequest,
): Promise<Withdrawal> {
  return sayingLowBalanceAs(CHARITY_INSUFFICIENT_MESSAGE, async () => {
    const id = await inTransaction(db, async (tx) => {
      const charity = await lockCharity(tx, charityId);
      if (!charity) throw charityNotFound();
      await lockForReservation(tx, [charity.accountId]);
      const account = (await accountById(tx, charity.accountId))!;
      if (!account.iban || !account.ibanHolder) {
        throw new UnprocessableError(CHARITY_NO_IBAN_MESSAGE, 'NO_IBAN');
      }
      if (body.amountCredits > account.credits) {
        throw new PaymentRequiredError(CHARITY_INSUFFICIENT_MESSAGE, INSUFFICIENT_BALANCE);
      }
      const withdrawalId = await insertWithdrawal(
        tx,
        requestedWithdrawal(
          deps,
          { charityId: charity.id },
          { accountId: account.id, iban: account.iban, ibanHolder: account.ibanHolder },
          body,
        ),
      );
      const reserved = await post(tx, {
        description: `Uitbetaling naar ${friendlyFormatIBAN(account.iban) ?? account.iban}`,
        context: `${WITHDRAWAL_URN_PREFIX}${withdrawalId}`,
        idempotencyKey: `withdrawal:${withdrawalId}:reserve`,
        movements: [
          {
            debit: account.id,
            credit: await systemAccountId(tx, 'reservations'),
            amount: body.amountCredits,
            purpose: 'RESERVATION',
          },
        ],
      });
      await updateWithdrawal(tx, withdrawalId, { transactionId: reserved.transactionId });
      return withdrawalId;
    });
    return withdrawalView((await withdrawalById(db, id))!);
  });
}
