import { randomBytes } from 'node:crypto';
import {
  bankerEndpoints,
  DEPOSIT_LINK_MINUTES,
  type CreateDepositRequest,
  type DepositEventRequest,
  type DepositEventResponse,
  type DepositStatus,
} from '@achterhoek/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, BusinessError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { ensureUser, systemAccountId, type BankerUserRow, type Party } from './account-service.js';
import { post } from './ledger.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from './payments/payment-provider.js';
import {
  accountCodeById,
  activeDeposits,
  depositByOrder,
  depositByProviderPayment,
  depositByRequestKey,
  insertDeposit,
  insertDepositOnce,
  lockDeposit,
  updateDeposit,
  type DepositRow,
} from './repository/index.js';

/** What the deposit rules need besides the database: the provider, the app's address, rate and clock. */
export interface DepositDeps {
  provider: PaymentProvider;
  /** The app's configured address: where the payment provider's webhook calls. */
  publicUrl: string;
  exchangeRateCents: number;
  clock: Clock;
}

export const WAIT_FOR_DEPOSIT_PATH = '/wait-for-deposit-confirmation';

/**
 * Starts buying credits (spec 001 §2.5, reference §3.3): a deposit of `amountCredits` at the exchange
 * rate, a payment at the provider whose link expires after 15 minutes, and the URL to send the user to.
 * The provider sends the user back to the app with `project_id` and `order_id`. A request repeated with
 * the same `Idempotency-Key` gets the same payment.
 */
export async function createDeposit(
  db: Db,
  deps: DepositDeps,
  /** The app's address the user is using (platform/app-origin.ts): they return there after paying. */
  appOrigin: string,
  user: Party,
  body: CreateDepositRequest,
  requestKey?: string,
): Promise<{ paymentUrl: string }> {
  const { provider } = deps;
  const now = deps.clock.nowMs();
  const banker = await ensureUser(db, user);
  // A return address elsewhere is refused before anything is stored.
  const back = returnUrl(appOrigin, body.returnUrl);
  if (requestKey) {
    const earlier = await depositByRequestKey(db, banker.managedIdentity, requestKey);
    if (earlier) sameRequest(earlier, body);
    if (earlier?.paymentUrl) return { paymentUrl: earlier.paymentUrl };
  }
  const values = {
    userId: banker.managedIdentity,
    accountId: banker.personalAccountId,
    amountCredits: body.amountCredits,
    amountCents: body.amountCredits * deps.exchangeRateCents,
    description: body.description,
    orderId: await newOrderId(db, banker, now),
    projectId: provider.projectId,
    expiresAt: new Date(now + DEPOSIT_LINK_MINUTES * 60_000),
  };
  // Requests sent at once with one key all arrive here: the first stores the deposit, the others get that
  // one, and all ask the provider for the payment of its order, which gives the same payment each time.
  const deposit = requestKey
    ? sameRequest(await insertDepositOnce(db, { ...values, requestKey }), body)
    : { ...values, id: await insertDeposit(db, { ...values, requestKey: null }), paymentUrl: null };
  if (deposit.paymentUrl) return { paymentUrl: deposit.paymentUrl };
  back.searchParams.set('project_id', provider.projectId);
  back.searchParams.set('order_id', deposit.orderId);
  try {
    const payment = await provider.createPayment({
      orderId: deposit.orderId,
      amountCents: deposit.amountCents,
      description: deposit.description,
      returnUrl: back.toString(),
      webhookUrl: `${deps.publicUrl}${bankerEndpoints.mollieWebhook.path}`,
      expiresAt: deposit.expiresAt,
    });
    await updateDeposit(db, deposit.id, {
      status: 'ACTIVE',
      providerPaymentId: payment.providerPaymentId,
      paymentUrl: payment.paymentUrl,
    });
    return { paymentUrl: payment.paymentUrl };
  } catch (error) {
    await updateDeposit(db, deposit.id, { status: 'CANCELLED' });
    if (error instanceof PaymentProviderError) {
      throw new BusinessError(503, 'De betaalprovider is niet bereikbaar', 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
    throw error;
  }
}

export const KEY_REUSED_MESSAGE = 'Deze Idempotency-Key hoort bij een andere storting';

/** The deposit stored under a request key, if the request now made with that key asks for the same. */
function sameRequest<T extends Pick<DepositRow, 'amountCredits' | 'description'>>(
  deposit: T,
  body: CreateDepositRequest,
): T {
  if (deposit.amountCredits !== body.amountCredits || deposit.description !== body.description) {
    throw new UnprocessableError(KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
  }
  return deposit;
}

/**
 * The user is back from the provider (spec 001 §2.6): looks the deposit up by its order, asks the
 * provider, and credits it if paid — once, however often this is asked. Only the depositor may ask.
 */
export async function depositEvent(
  db: Db,
  deps: DepositDeps,
  managedIdentity: string,
  event: DepositEventRequest,
): Promise<DepositEventResponse> {
  const row = await depositByOrder(db, event.order_id);
  if (!row || row.projectId !== event.project_id || row.userId !== managedIdentity) {
    throw new NotFoundError('Storting niet gevonden', 'DEPOSIT_NOT_FOUND');
  }
  const status = await syncDeposit(db, deps, row);
  return { status, amountCredits: row.amountCredits };
}

/** Mollie calls its webhook with a payment id: the status is fetched from Mollie, not believed. */
export async function depositWebhook(db: Db, deps: DepositDeps, providerPaymentId: string): Promise<void> {
  const row = await depositByProviderPayment(db, providerPaymentId);
  if (row) await syncDeposit(db, deps, row);
}

/**
 * The hourly sweep (reference §3.3): every deposit still open is checked with the provider and settled
 * when the provider has an outcome. Answers how many were settled. When the provider could not be asked
 * about some deposit, the others are still settled and then the sweep fails, so its timer retries it
 * after a short backoff instead of leaving a paid deposit uncredited for another hour.
 */
export async function syncOpenDeposits(db: Db, deps: DepositDeps): Promise<number> {
  let settled = 0;
  const unreachable: PaymentProviderError[] = [];
  for (const row of await activeDeposits(db)) {
    if (!row.providerPaymentId) continue;
    let outcome: ProviderPaymentStatus;
    try {
      outcome = await deps.provider.paymentStatus(row.providerPaymentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      unreachable.push(error);
      continue;
    }
    if ((await settleDeposit(db, deps, row.id, outcome)) !== 'ACTIVE') settled++;
  }
  if (unreachable.length > 0) {
    throw new PaymentProviderError(
      `${unreachable.length} open deposit(s) could not be checked: ${unreachable[0]!.message}`,
      { cause: unreachable[0] },
    );
  }
  return settled;
}

/**
 * Brings a deposit in line with its payment. The provider is asked first, outside the deposit's lock; a
 * provider that cannot be reached leaves the deposit open (the user's page asks again, the sweep too).
 */
export async function syncDeposit(db: Db, deps: DepositDeps, row: DepositRow): Promise<DepositStatus> {
  if (row.status !== 'ACTIVE' || !row.providerPaymentId) return row.status;
  let outcome: ProviderPaymentStatus;
  try {
    outcome = await deps.provider.paymentStatus(row.providerPaymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) return 'ACTIVE';
    throw error;
  }
  return settleDeposit(db, deps, row.id, outcome);
}

/**
 * With the deposit row locked, a deposit still ACTIVE takes the provider's outcome: paid is credited from
 * the bank reserve with the deposit as idempotency key (so never twice), the others end it.
 */
async function settleDeposit(
  db: Db,
  deps: DepositDeps,
  depositId: number,
  outcome: ProviderPaymentStatus,
): Promise<DepositStatus> {
  return inTransaction(db, async (tx) => {
    const locked = await lockDeposit(tx, depositId);
    if (!locked || locked.status !== 'ACTIVE') return locked?.status ?? 'ACTIVE';
    const completedAt = deps.clock.now();
    if (outcome === 'paid') {
      const reserve = await systemAccountId(tx, 'banking-reserve');
      const posted = await post(tx, {
        description: locked.description,
        context: `urn:nb:bn:deposit:${locked.id}`,
        idempotencyKey: `deposit:${locked.id}`,
        movements: [
          { debit: reserve, credit: locked.accountId, amount: locked.amountCredits, purpose: 'DEPOSIT' },
        ],
      });
      await updateDeposit(tx, locked.id, {
        status: 'COMPLETED',
        transactionId: posted.transactionId,
        completedAt,
      });
      return 'COMPLETED';
    }
    let status: DepositStatus = 'ACTIVE';
    if (outcome === 'cancelled' || outcome === 'failed') status = 'CANCELLED';
    // Only the provider ends an open payment: a bank may confirm after our own 15 minutes, and a
    // deposit given up too early would take the money and never give the credits.
    else if (outcome === 'expired') status = 'EXPIRED';
    if (status !== 'ACTIVE') await updateDeposit(tx, locked.id, { status, completedAt });
    return status;
  });
}

/**
 * The return address must be this app at the address the user is using (no open redirect through the
 * payment provider).
 */
function returnUrl(appOrigin: string, asked: string | undefined): URL {
  const app = new URL(appOrigin);
  const url = new URL(asked ?? `${app.origin}${WAIT_FOR_DEPOSIT_PATH}`);
  if (url.origin !== app.origin) {
    throw new BadRequestError('returnUrl must be an address of this app', 'VALIDATION', ['body.returnUrl']);
  }
  return url;
}

/** `<account code>-<epoch seconds>` as the original had it, with a few random characters for uniqueness. */
async function newOrderId(db: Db, banker: BankerUserRow, now: number): Promise<string> {
  const code = await accountCodeById(db, banker.personalAccountId);
  return `${code!}-${Math.floor(now / 1000)}-${randomBytes(3).toString('hex')}`;
}
