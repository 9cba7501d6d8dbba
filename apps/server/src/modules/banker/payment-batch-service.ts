import {
  NO_PENDING_WITHDRAWALS_MESSAGE,
  REJECTED_BY_TREASURER_REASON,
  RESERVE_ACCOUNT_INCOMPLETE_MESSAGE,
  WITHDRAWAL_URN_PREFIX,
  type Paged,
  type PaymentBatch,
  type PaymentBatchSummary,
  type SettlePaymentBatchRequest,
} from '@achterhoek/contracts';
import { friendlyFormatIBAN } from 'ibantools';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { amsterdamWallClock, isoInAmsterdam } from '../../platform/local-time.js';
import { pagedView } from '../../platform/http/paged.js';
import { systemAccountId } from './account-service.js';
import { release } from './credit-service.js';
import { post } from './ledger.js';
import {
  accountById,
  assignWithdrawalsToBatch,
  insertPaymentBatch,
  lockPaymentBatch,
  lockRequestedWithdrawals,
  lockWithdrawals,
  openRequestsOfBatch,
  paymentBatchById,
  paymentBatchPage,
  updatePaymentBatch,
  updateWithdrawal,
  withdrawalsOfBatch,
  type PaymentBatchWithTotals,
} from './repository/index.js';
import { withdrawalView } from './withdrawal-service.js';

const DAY_MS = 86_400_000;

export const PAYMENT_BATCH_NOT_FOUND = 'Deze betaalopdracht bestaat niet';

/**
 * The order reference of a batch: `P<yy><dayOfYear>-<id>` (reference §3.4) with the Amsterdam date of
 * the moment it is made; the day of the year has three digits, zero-padded (5 February is 036), as the
 * original system's `%tj` wrote it, so references of one year have one length and sort by day.
 */
export function orderReference(id: number, atMs: number): string {
  const { epochDay } = amsterdamWallClock(atMs);
  const year = new Date(epochDay * DAY_MS).getUTCFullYear();
  const dayOfYear = epochDay - Date.UTC(year, 0, 1) / DAY_MS + 1;
  return `P${String(year % 100).padStart(2, '0')}${String(dayOfYear).padStart(3, '0')}-${id}`;
}

/** Who made or changed a batch, as recorded on it. */
function modifier(user: AuthUser) {
  return {
    modifiedById: user.id,
    modifiedByGivenName: user.givenName,
    modifiedByFamilyName: user.familyName,
  };
}

/**
 * Makes a payout batch (spec 001 §2.15, reference §3.4), in one database transaction: every REQUESTED
 * withdrawal is locked and taken on (ACTIVE, with the batch's id), so a person cancelling one at the same
 * moment either went first (it is not taken) or waits and then finds it taken on (409): never both. The
 * euros are paid from the bank reserve: its IBAN and holder are copied onto the batch (422 when it has
 * none). Without requests nothing is made (409). The treasurer is recorded as the one who made it.
 */
export async function createPaymentBatch(db: Db, clock: Clock, by: AuthUser): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    // FOR UPDATE re-reads each row once its lock is free: a request cancelled meanwhile is left out;
    // the status is checked again here, and once more by the update that takes them on.
    const requested = (await lockRequestedWithdrawals(tx)).filter((w) => w.status === 'REQUESTED');
    if (requested.length === 0) {
      throw new ConflictError(NO_PENDING_WITHDRAWALS_MESSAGE, 'NO_PENDING_WITHDRAWALS');
    }
    const reserve = await accountById(tx, await systemAccountId(tx, 'banking-reserve'));
    if (!reserve?.iban || !reserve.ibanHolder) {
      throw new UnprocessableError(RESERVE_ACCOUNT_INCOMPLETE_MESSAGE, 'RESERVE_ACCOUNT_INCOMPLETE');
    }
    const now = clock.now();
    const id = await insertPaymentBatch(tx, {
      orderReference: '',
      status: 'ACTIVE',
      originatorIban: reserve.iban,
      originatorIbanHolder: reserve.ibanHolder,
      createdAt: now,
      modifiedAt: now,
      ...modifier(by),
    });
    await updatePaymentBatch(tx, id, { orderReference: orderReference(id, now.getTime()) });
    const taken = await assignWithdrawalsToBatch(
      tx,
      requested.map((w) => w.id),
      id,
      now,
    );
    if (taken !== requested.length) throw new Error('A locked withdrawal changed under its lock');
    return { id };
  });
}

/** One page of the batches, newest first. */
export async function paymentBatches(
  db: Db,
  query: { offset: number; maxResults: number; until?: string | undefined },
): Promise<Paged<PaymentBatchSummary>> {
  const found = await paymentBatchPage(db, {
    offset: query.offset,
    maxResults: query.maxResults,
    until: query.until ? new Date(query.until) : undefined,
  });
  return pagedView(query.offset, found, summaryView);
}

/** One batch with all its requests, oldest first (404 when it does not exist). */
export async function paymentBatch(db: Db, id: number): Promise<PaymentBatch> {
  const batch = await paymentBatchById(db, id);
  if (!batch) throw new NotFoundError(PAYMENT_BATCH_NOT_FOUND, 'PAYMENT_BATCH_NOT_FOUND');
  const requests = await withdrawalsOfBatch(db, id);
  return { ...summaryView(batch), withdrawalRequests: requests.map(withdrawalView) };
}

/**
 * Settles requests of a batch after the treasurer paid them by hand (spec 001 §2.16, §4; reference §3.2
 * 'Withdraw settle', §3.4), all in one database transaction: the batch must be ACTIVE (409), each request
 * named once (400), belong to the batch (400) and still be ACTIVE (409); otherwise nothing is stored.
 * COMPLETED releases the reservation and then pays the credits out: a WITHDRAWAL from the person's
 * current account to the bank reserve (the euros left the bank). CANCELLED releases the reservation, the
 * credits back with the person, with the treasurer's reason or 'Afgekeurd door beheerder'. Both are final.
 * Once no request is open the batch is COMPLETED. The treasurer is recorded as the last to change it.
 */
export async function settlePaymentBatch(
  db: Db,
  clock: Clock,
  by: AuthUser,
  id: number,
  body: SettlePaymentBatchRequest,
): Promise<PaymentBatch> {
  const ids = body.withdrawalRequests.map((choice) => choice.id);
  if (new Set(ids).size !== ids.length) {
    throw new BadRequestError('Een aanvraag staat er meer dan één keer in', 'DUPLICATE_REQUEST');
  }
  await inTransaction(db, async (tx) => {
    const batch = await lockPaymentBatch(tx, id);
    if (!batch) throw new NotFoundError(PAYMENT_BATCH_NOT_FOUND, 'PAYMENT_BATCH_NOT_FOUND');
    if (batch.status !== 'ACTIVE') {
      throw new ConflictError('Deze betaalopdracht is al afgehandeld', 'PAYMENT_BATCH_NOT_ACTIVE');
    }
    const locked = new Map((await lockWithdrawals(tx, ids)).map((w) => [w.id, w]));
    for (const choice of body.withdrawalRequests) {
      const withdrawal = locked.get(choice.id);
      if (!withdrawal || withdrawal.paymentBatchId !== id) {
        throw new BadRequestError(`Aanvraag ${choice.id} hoort niet bij deze betaalopdracht`, 'NOT_IN_BATCH');
      }
      if (withdrawal.status !== 'ACTIVE') {
        throw new ConflictError(`Aanvraag ${choice.id} is al afgehandeld`, 'WITHDRAWAL_NOT_ACTIVE');
      }
    }
    const now = clock.now();
    const reserve = await systemAccountId(tx, 'banking-reserve');
    for (const choice of body.withdrawalRequests) {
      const withdrawal = locked.get(choice.id)!;
      const headId = withdrawal.transactionId!;
      const paid = choice.status === 'COMPLETED';
      await release(tx, {
        headId,
        description: paid ? 'Opname uitbetaald' : 'Opname afgewezen',
        idempotencyKey: `withdrawal:${withdrawal.id}:release`,
      });
      if (paid) {
        await post(tx, {
          description: `Uitbetaald naar ${friendlyFormatIBAN(withdrawal.iban) ?? withdrawal.iban}`,
          context: `${WITHDRAWAL_URN_PREFIX}${withdrawal.id}`,
          headId,
          idempotencyKey: `withdrawal:${withdrawal.id}:payout`,
          movements: [
            {
              debit: withdrawal.accountId,
              credit: reserve,
              amount: withdrawal.amountCredits,
              purpose: 'WITHDRAWAL',
            },
          ],
        });
      }
      await updateWithdrawal(tx, withdrawal.id, {
        status: choice.status,
        reason: paid ? null : choice.reason || REJECTED_BY_TREASURER_REASON,
        modifiedAt: now,
      });
    }
    const open = await openRequestsOfBatch(tx, id);
    await updatePaymentBatch(tx, id, {
      ...(open === 0 ? { status: 'COMPLETED' as const } : {}),
      modifiedAt: now,
      ...modifier(by),
    });
  });
  return paymentBatch(db, id);
}

function summaryView(batch: PaymentBatchWithTotals): PaymentBatchSummary {
  return {
    id: batch.id,
    orderReference: batch.orderReference,
    status: batch.status,
    creationTime: isoInAmsterdam(batch.createdAt.getTime()),
    modificationTime: isoInAmsterdam(batch.modifiedAt.getTime()),
    modifiedBy:
      batch.modifiedByGivenName !== null || batch.modifiedByFamilyName !== null
        ? { givenName: batch.modifiedByGivenName ?? '', familyName: batch.modifiedByFamilyName ?? '' }
        : null,
    reason: batch.reason,
    nrRequests: batch.nrRequests,
    amountRequestedEurocents: batch.amountRequestedCents,
    amountSettledEurocents: batch.amountSettledCents,
    originatorIban: batch.originatorIban,
    originatorIbanHolder: batch.originatorIbanHolder,
  };
}
