import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_LINK_MINUTES,
  type CreateDepositRequest,
  type DepositEventRequest,
  type DepositEventResponse,
  type DepositStatus,
} from '@achterhoek/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BadRequestError, BusinessError, NotFoundError } from '../../platform/errors.js';
import { ensureUser, systemAccountId, type BankerUserRow } from './accounts.js';
import { post } from './ledger.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from './payments/payment-provider.js';
import { accounts, deposits } from './schema.js';

export interface DepositDeps {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  exchangeRateCents: number;
  now?: () => number;
}

export const WAIT_FOR_DEPOSIT_PATH = '/wait-for-deposit-confirmation';

type DepositRow = typeof deposits.$inferSelect;

/**
 * Starts buying credits (spec 001 §2.5, reference §3.3): a deposit of `amountCredits` at the exchange
 * rate, a payment at the provider whose link expires after 15 minutes, and the URL to send the user to.
 * The provider sends the user back to the app with `project_id` and `order_id`. A request repeated with
 * the same `Idempotency-Key` gets the same payment.
 */
export async function createDeposit(
  deps: DepositDeps,
  user: { managedIdentity: string; name: string; email?: string | null },
  body: CreateDepositRequest,
  requestKey?: string,
): Promise<{ paymentUrl: string }> {
  const { db, provider } = deps;
  const now = deps.now?.() ?? Date.now();
  const banker = await ensureUser(db, user);
  if (requestKey) {
    const [earlier] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, banker.managedIdentity), eq(deposits.requestKey, requestKey)));
    if (earlier?.paymentUrl) return { paymentUrl: earlier.paymentUrl };
  }
  const back = returnUrl(deps.publicUrl, body.returnUrl);
  const orderId = await newOrderId(db, banker, now);
  back.searchParams.set('project_id', provider.projectId);
  back.searchParams.set('order_id', orderId);
  const amountCents = body.amountCredits * deps.exchangeRateCents;
  const expiresAt = new Date(now + DEPOSIT_LINK_MINUTES * 60_000);
  const [row] = await db
    .insert(deposits)
    .values({
      userId: banker.managedIdentity,
      accountId: banker.personalAccountId,
      amountCredits: body.amountCredits,
      amountCents,
      description: body.description,
      orderId,
      projectId: provider.projectId,
      requestKey: requestKey ?? null,
      expiresAt,
    })
    .returning({ id: deposits.id });
  try {
    const payment = await provider.createPayment({
      orderId,
      amountCents,
      description: body.description,
      returnUrl: back.toString(),
      webhookUrl: `${deps.publicUrl}/api/banker/mollie-webhook`,
      expiresAt,
    });
    await db
      .update(deposits)
      .set({ providerPaymentId: payment.providerPaymentId, paymentUrl: payment.paymentUrl })
      .where(eq(deposits.id, row!.id));
    return { paymentUrl: payment.paymentUrl };
  } catch (error) {
    await db.update(deposits).set({ status: 'CANCELLED' }).where(eq(deposits.id, row!.id));
    if (error instanceof PaymentProviderError) {
      throw new BusinessError(503, 'De betaalprovider is niet bereikbaar', 'PAYMENT_PROVIDER_UNAVAILABLE');
    }
    throw error;
  }
}

/**
 * The user is back from the provider (spec 001 §2.6): looks the deposit up by its order, asks the
 * provider, and credits it if paid — once, however often this is asked. Only the depositor may ask.
 */
export async function depositEvent(
  deps: DepositDeps,
  managedIdentity: string,
  event: DepositEventRequest,
): Promise<DepositEventResponse> {
  const [row] = await deps.db.select().from(deposits).where(eq(deposits.orderId, event.order_id));
  if (!row || row.projectId !== event.project_id || row.userId !== managedIdentity) {
    throw new NotFoundError('Storting niet gevonden', 'DEPOSIT_NOT_FOUND');
  }
  const status = await syncDeposit(deps, row);
  return { status, amountCredits: row.amountCredits };
}

/** Mollie calls its webhook with a payment id: the status is fetched from Mollie, not believed. */
export async function depositWebhook(deps: DepositDeps, providerPaymentId: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(deposits)
    .where(eq(deposits.providerPaymentId, providerPaymentId));
  if (row) await syncDeposit(deps, row);
}

/** The hourly sweep (reference §3.3): every deposit still open is checked with the provider. */
export async function syncOpenDeposits(deps: DepositDeps): Promise<number> {
  const open = await deps.db.select().from(deposits).where(eq(deposits.status, 'ACTIVE'));
  let settled = 0;
  for (const row of open) {
    if ((await syncDeposit(deps, row)) !== 'ACTIVE') settled++;
  }
  return settled;
}

/**
 * Brings a deposit in line with its payment. The provider is asked first, outside any database
 * transaction; then, with the deposit row locked, a deposit still ACTIVE takes the outcome: paid is
 * credited from the bank reserve with the deposit as idempotency key (so never twice), the others end it.
 */
export async function syncDeposit(deps: DepositDeps, row: DepositRow): Promise<DepositStatus> {
  if (row.status !== 'ACTIVE' || !row.providerPaymentId) return row.status;
  const now = deps.now?.() ?? Date.now();
  let outcome: ProviderPaymentStatus;
  try {
    outcome = await deps.provider.paymentStatus(row.providerPaymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError) return 'ACTIVE';
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(deposits).where(eq(deposits.id, row.id)).for('update');
    if (!locked || locked.status !== 'ACTIVE') return locked?.status ?? 'ACTIVE';
    let status: DepositStatus = 'ACTIVE';
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
      await tx
        .update(deposits)
        .set({ status: 'COMPLETED', transactionId: posted.transactionId, completedAt: new Date(now) })
        .where(eq(deposits.id, locked.id));
      return 'COMPLETED';
    }
    if (outcome === 'cancelled' || outcome === 'failed') status = 'CANCELLED';
    // Only the provider ends an open payment: a bank may confirm after our own 15 minutes, and a
    // deposit given up too early would take the money and never give the credits.
    else if (outcome === 'expired') status = 'EXPIRED';
    if (status !== 'ACTIVE') {
      await tx
        .update(deposits)
        .set({ status, completedAt: new Date(now) })
        .where(eq(deposits.id, locked.id));
    }
    return status;
  });
}

/** The return address must be this app (no open redirect through the payment provider). */
function returnUrl(publicUrl: string, asked: string | undefined): URL {
  const app = new URL(publicUrl);
  const url = new URL(asked ?? `${publicUrl}${WAIT_FOR_DEPOSIT_PATH}`);
  if (url.origin !== app.origin) {
    throw new BadRequestError('returnUrl must be an address of this app', 'VALIDATION', ['body.returnUrl']);
  }
  return url;
}

/** `<account code>-<epoch seconds>` as the original had it, with a few random characters for uniqueness. */
async function newOrderId(db: Db, banker: BankerUserRow, now: number): Promise<string> {
  const [account] = await db
    .select({ ncan: accounts.ncan })
    .from(accounts)
    .where(eq(accounts.id, banker.personalAccountId));
  return `${account!.ncan}-${Math.floor(now / 1000)}-${randomBytes(3).toString('hex')}`;
}
