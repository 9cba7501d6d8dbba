import {
  WITHDRAWAL_INSUFFICIENT_MESSAGE,
  WITHDRAWAL_MAX_CREDITS,
  WITHDRAWAL_MIN_CREDITS,
  WITHDRAWAL_NO_HOLDER_MESSAGE,
  WITHDRAWAL_NO_IBAN_MESSAGE,
  WITHDRAWAL_URN_PREFIX,
  type CreateWithdrawalRequest,
  type Paged,
  type Withdrawal,
  type WithdrawalStatus,
} from '@achterhoek/contracts';
import { friendlyFormatIBAN } from 'ibantools';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import {
  ConflictError,
  NotFoundError,
  PaymentRequiredError,
  UnprocessableError,
} from '../../platform/errors.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { pagedView } from '../../platform/http/paged.js';
import { ensureUser, type Party } from './account-service.js';
import { lockForReservation, release, reserve } from './credit-service.js';
import { INSUFFICIENT_BALANCE, sayingLowBalanceAs } from './ledger.js';
import {
  accountById,
  insertWithdrawal,
  lockWithdrawal,
  updateWithdrawal,
  withdrawalById,
  withdrawalPage,
  type WithdrawalRow,
  type WithdrawalWithAccount,
  type NewWithdrawalRow,
} from './repository/index.js';

/** What the withdrawal rules need besides the database: the exchange rate and the app's clock. */
export interface WithdrawalDeps {
  exchangeRateCents: number;
  clock: Clock;
}

/** The reason a withdrawal its owner cancelled shows. */
export const CANCELLED_BY_OWNER = 'Zelf geannuleerd';

/**
 * A new request as it is stored: waiting (REQUESTED) for its owner (a person or a charity), the euros at
 * the exchange rate, paid to the IBAN and holder the account has now, made and changed at the clock's now.
 */
export function requestedWithdrawal(
  deps: WithdrawalDeps,
  owner: { userId: string } | { charityId: number },
  payout: { accountId: number; iban: string; ibanHolder: string },
  body: { amountCredits: number; description: string },
): NewWithdrawalRow {
  const now = deps.clock.now();
  return {
    ...owner,
    ...payout,
    amountCredits: body.amountCredits,
    amountCents: body.amountCredits * deps.exchangeRateCents,
    description: body.description,
    status: 'REQUESTED',
    createdAt: now,
    modifiedAt: now,
  };
}

/**
 * Asks to exchange credits for euros (spec 001 §2.7, §5; reference §3.4), in one database transaction:
 * the current account is locked first, so the balance the rules see is the one the reservation moves.
 * It needs an IBAN and a holder on the current account (422 otherwise). The amount is at most 1000 (the
 * contract) and at least 10, or the whole balance when that is lower (422 'Minimaal {n}'); more than the
 * balance is 402. The credits are reserved from the current account only, never premium (a balanced
 * transaction from the current account to `reservations`), and the request waits in REQUESTED.
 */
export async function createWithdrawal(
  db: Db,
  deps: WithdrawalDeps,
  party: Party,
  body: CreateWithdrawalRequest,
): Promise<Withdrawal> {
  // The ledger's own refusal (a balance changed under another lock) in the spec's words for a person.
  return sayingLowBalanceAs(WITHDRAWAL_INSUFFICIENT_MESSAGE, async () => {
    const id = await inTransaction(db, async (tx) => {
      const banker = await ensureUser(tx, party);
      await lockForReservation(tx, [banker.personalAccountId, banker.premiumAccountId]);
      const account = (await accountById(tx, banker.personalAccountId))!;
      if (!account.iban) throw new UnprocessableError(WITHDRAWAL_NO_IBAN_MESSAGE, 'NO_IBAN');
      if (!account.ibanHolder) throw new UnprocessableError(WITHDRAWAL_NO_HOLDER_MESSAGE, 'NO_IBAN_HOLDER');
      const minimum = Math.min(WITHDRAWAL_MIN_CREDITS, account.credits);
      if (account.credits > 0 && body.amountCredits < minimum) {
        throw new UnprocessableError(`Minimaal ${minimum}`, 'BELOW_MINIMUM');
      }
      if (body.amountCredits > Math.min(WITHDRAWAL_MAX_CREDITS, account.credits)) {
        throw new PaymentRequiredError(WITHDRAWAL_INSUFFICIENT_MESSAGE, INSUFFICIENT_BALANCE);
      }
      const withdrawalId = await insertWithdrawal(
        tx,
        requestedWithdrawal(
          deps,
          { userId: banker.managedIdentity },
          { accountId: account.id, iban: account.iban, ibanHolder: account.ibanHolder },
          body,
        ),
      );
      const head = await reserve(tx, {
        payer: party,
        amount: body.amountCredits,
        maxPremiumPercent: 0,
        description: `Opname naar ${friendlyFormatIBAN(account.iban) ?? account.iban}`,
        context: `${WITHDRAWAL_URN_PREFIX}${withdrawalId}`,
        idempotencyKey: `withdrawal:${withdrawalId}:reserve`,
      });
      await updateWithdrawal(tx, withdrawalId, { transactionId: head });
      return withdrawalId;
    });
    return withdrawalView((await withdrawalById(db, id))!);
  });
}

/** One page of the person's own withdrawals, newest first. */
export async function withdrawalsOf(
  db: Db,
  party: Party,
  query: { status?: WithdrawalStatus | undefined; offset: number; maxResults: number },
): Promise<Paged<Withdrawal>> {
  const banker = await ensureUser(db, party);
  const found = await withdrawalPage(db, banker.managedIdentity, query);
  return pagedView(query.offset, found, withdrawalView);
}

/**
 * The person cancels their own withdrawal while it is still REQUESTED (spec 001 §4): in one database
 * transaction the request is locked (so a payout batch taking it on waits, or wins), set CANCELLED and
 * its reservation released, the credits back on the current account. Someone else's is not found (404);
 * one taken on or ended already cannot be cancelled (409).
 */
export async function cancelWithdrawal(
  db: Db,
  deps: WithdrawalDeps,
  party: Party,
  id: number,
): Promise<void> {
  await cancelRequested(db, deps, id, {
    mayEnd: (withdrawal) => withdrawal.userId === party.managedIdentity,
    whileActive: 'Deze opname wordt al uitbetaald en kan niet meer worden geannuleerd',
    whenEnded: 'Deze opname is al afgesloten en kan niet meer worden geannuleerd',
    releaseDescription: 'Opname geannuleerd',
    reason: CANCELLED_BY_OWNER,
  });
}

/** How a REQUESTED withdrawal is ended: by whom, in which words, with what reason. */
export interface CancelRequest {
  /** Whether the caller may end this one; otherwise it is not found (404), as an unknown one. */
  mayEnd: (withdrawal: WithdrawalRow) => boolean;
  /** The 409's words when a payout batch took it on already (ACTIVE), and when it ended already. */
  whileActive: string;
  whenEnded: string;
  /** The release's description on the statement, and the reason the withdrawal keeps. */
  releaseDescription: string;
  reason: string;
}

/**
 * Ends a withdrawal that is still REQUESTED, in one database transaction: the request is locked (so a
 * payout batch taking it on waits, or wins), its reservation released so the credits are back on the
 * account, and it is set CANCELLED with the reason. One the caller may not end, or none, is 404
 * WITHDRAWAL_NOT_FOUND; one taken on or ended already is 409 WITHDRAWAL_NOT_REQUESTED.
 */
export async function cancelRequested(
  db: Db,
  deps: WithdrawalDeps,
  id: number,
  how: CancelRequest,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const withdrawal = await lockWithdrawal(tx, id);
    if (!withdrawal || !how.mayEnd(withdrawal)) {
      throw new NotFoundError('Deze opname bestaat niet', 'WITHDRAWAL_NOT_FOUND');
    }
    if (withdrawal.status !== 'REQUESTED') {
      throw new ConflictError(
        withdrawal.status === 'ACTIVE' ? how.whileActive : how.whenEnded,
        'WITHDRAWAL_NOT_REQUESTED',
      );
    }
    await release(tx, {
      headId: withdrawal.transactionId!,
      description: how.releaseDescription,
      idempotencyKey: `withdrawal:${id}:release`,
    });
    await updateWithdrawal(tx, id, {
      status: 'CANCELLED',
      reason: how.reason,
      modifiedAt: deps.clock.now(),
    });
  });
}

/** A withdrawal as the API shows it. */
export function withdrawalView(row: WithdrawalWithAccount): Withdrawal {
  return {
    id: row.id,
    urn: `${WITHDRAWAL_URN_PREFIX}${row.id}`,
    creationTime: isoInAmsterdam(row.createdAt.getTime()),
    modificationTime: isoInAmsterdam(row.modifiedAt.getTime()),
    description: row.description,
    amountCredits: row.amountCredits,
    amountEurocents: row.amountCents,
    status: row.status,
    reason: row.reason,
    iban: row.iban,
    ibanHolder: row.ibanHolder,
    accountName: row.accountName,
  };
}
