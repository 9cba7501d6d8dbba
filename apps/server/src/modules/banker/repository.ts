import type { AccountStatement, BankerAccount, TransactionPurpose } from '@achterhoek/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import {
  accounts,
  charities,
  deposits,
  donations,
  entries,
  incentives,
  paymentBatches,
  rewards,
  simulatedPayments,
  transactions,
  users,
  withdrawals,
} from './schema.js';

/**
 * Every query of the banker: accounts and users, the ledger's postings, statements, deposits and the bank
 * simulator's payments. The services hold the rules (balances never below zero, credited once, …); the
 * functions here only read and write rows, inside whatever transaction the caller passes as `db`.
 */

// ---------------------------------------------------------------------------------------------------
// Accounts and users

export type AccountType = (typeof accounts.$inferSelect)['type'];

export interface BankerUserRow {
  managedIdentity: string;
  email: string | null;
  personalAccountId: number;
  premiumAccountId: number;
}

/** Creates the system accounts that do not exist yet (by code). */
export async function insertSystemAccounts(
  db: Db,
  list: ReadonlyArray<{ ncan: string; name: string; type: AccountType }>,
): Promise<void> {
  await db
    .insert(accounts)
    .values(list.map((a) => ({ ...a, purpose: 'SYSTEM' as const })))
    .onConflictDoNothing({ target: accounts.ncan });
}

export async function accountIdByCode(db: Db, ncan: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ncan, ncan));
  return row?.id;
}

export async function accountCodeById(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ ncan: accounts.ncan }).from(accounts).where(eq(accounts.id, id));
  return row?.ncan;
}

export async function findUser(db: Db, managedIdentity: string): Promise<BankerUserRow | undefined> {
  const [row] = await db
    .select({
      managedIdentity: users.managedIdentity,
      email: users.email,
      personalAccountId: users.personalAccountId,
      premiumAccountId: users.premiumAccountId,
    })
    .from(users)
    .where(eq(users.managedIdentity, managedIdentity));
  return row;
}

/** Holds until the caller's transaction ends: two first requests of one user queue here. */
export async function lockUserCreation(db: Db, managedIdentity: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`banker-user:${managedIdentity}`}))`);
}

/** Creates the user's record with its current and premium liability accounts. */
export async function insertUserWithAccounts(
  db: Db,
  user: { managedIdentity: string; email: string | null; name: string },
  codes: { personal: string; premium: string },
): Promise<BankerUserRow> {
  const [personal] = await db
    .insert(accounts)
    .values({ ncan: codes.personal, name: user.name, type: 'LIABILITY', purpose: 'CURRENT' })
    .returning({ id: accounts.id });
  const [premium] = await db
    .insert(accounts)
    .values({ ncan: codes.premium, name: user.name, type: 'LIABILITY', purpose: 'PREMIUM' })
    .returning({ id: accounts.id });
  const row: BankerUserRow = {
    managedIdentity: user.managedIdentity,
    email: user.email,
    personalAccountId: personal!.id,
    premiumAccountId: premium!.id,
  };
  await db.insert(users).values(row);
  return row;
}

export async function accountById(db: Db, id: number): Promise<BankerAccount | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    ncan: row.ncan,
    name: row.name,
    credits: row.credits,
    type: row.type,
    purpose: row.purpose,
    iban: row.iban,
    ibanHolder: row.ibanHolder,
  };
}

export async function updateAccountHolder(
  db: Db,
  id: number,
  values: { iban: string | null; ibanHolder: string | null },
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

/** The balances of the given accounts, as stored (no lock). */
export async function balancesOf(db: Db, ids: number[]): Promise<Array<{ id: number; credits: number }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, credits: accounts.credits })
    .from(accounts)
    .where(inArray(accounts.id, ids));
}

// ---------------------------------------------------------------------------------------------------
// The ledger

export interface LockedAccount {
  id: number;
  type: AccountType;
  credits: number;
}

/**
 * Locks the accounts (`FOR UPDATE`) in id order, so two transactions over the same accounts queue
 * instead of deadlocking, and answers their balances as the lock sees them.
 */
export async function lockAccounts(db: Db, ids: number[]): Promise<LockedAccount[]> {
  return db
    .select({ id: accounts.id, type: accounts.type, credits: accounts.credits })
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(accounts.id)
    .for('update');
}

export async function setBalance(db: Db, id: number, credits: number): Promise<void> {
  await db.update(accounts).set({ credits }).where(eq(accounts.id, id));
}

export async function transactionIdByKey(db: Db, idempotencyKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.idempotencyKey, idempotencyKey));
  return row?.id;
}

export async function insertTransaction(
  db: Db,
  t: {
    description: string;
    context: string | null;
    rollback: boolean;
    headId: number | null;
    idempotencyKey: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(transactions).values(t).returning({ id: transactions.id });
  return row!.id;
}

export interface EntryRow {
  accountId: number;
  counterpartyId: number;
  entryType: 'DEBIT' | 'CREDIT';
  amount: number;
  purpose: TransactionPurpose;
}

export async function insertEntries(db: Db, transactionId: number, rows: EntryRow[]): Promise<void> {
  await db.insert(entries).values(rows.map((row) => ({ transactionId, ...row })));
}

/** The debit entries of a transaction in the order they were written: one per movement. */
export async function debitEntriesOf(
  db: Db,
  transactionId: number,
): Promise<Array<{ account: number; counterparty: number; amount: number; purpose: TransactionPurpose }>> {
  return db
    .select({
      account: entries.accountId,
      counterparty: entries.counterpartyId,
      amount: entries.amount,
      purpose: entries.purpose,
    })
    .from(entries)
    .where(and(eq(entries.transactionId, transactionId), eq(entries.entryType, 'DEBIT')))
    .orderBy(entries.id);
}

// ---------------------------------------------------------------------------------------------------
// Statements

const counterparty = alias(accounts, 'counterparty');
const own = alias(accounts, 'own');

/** The entries on the given accounts, newest first, before `until`, optionally of one purpose only. */
export async function statementPage(
  db: Db,
  accountIds: number[],
  page: { offset: number; maxResults: number; until?: Date; purpose?: TransactionPurpose },
): Promise<{ totalCount: number; data: AccountStatement[] }> {
  const where = and(
    inArray(entries.accountId, accountIds),
    page.until ? lt(transactions.transactionTime, page.until) : undefined,
    page.purpose ? eq(entries.purpose, page.purpose) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(entries)
    .innerJoin(transactions, eq(entries.transactionId, transactions.id))
    .where(where);
  const rows = await db
    .select({
      id: entries.id,
      time: transactions.transactionTime,
      entryType: entries.entryType,
      amount: entries.amount,
      description: transactions.description,
      purpose: entries.purpose,
      rollback: transactions.rollback,
      counterpartyId: counterparty.id,
      counterpartyName: counterparty.name,
      counterpartyPurpose: counterparty.purpose,
      accountId: own.id,
      accountPurpose: own.purpose,
    })
    .from(entries)
    .innerJoin(transactions, eq(entries.transactionId, transactions.id))
    .innerJoin(counterparty, eq(entries.counterpartyId, counterparty.id))
    .innerJoin(own, eq(entries.accountId, own.id))
    .where(where)
    .orderBy(desc(transactions.transactionTime), desc(entries.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return {
    totalCount: total?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      transactionTime: isoInAmsterdam(r.time.getTime()),
      type: r.entryType,
      amount: r.amount,
      description: r.description,
      counterparty: { id: r.counterpartyId, name: r.counterpartyName, purpose: r.counterpartyPurpose },
      purpose: r.purpose,
      rollback: r.rollback,
      account: { id: r.accountId, purpose: r.accountPurpose },
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Deposits

export type DepositRow = typeof deposits.$inferSelect;
export type NewDepositRow = typeof deposits.$inferInsert;

export async function depositByRequestKey(
  db: Db,
  userId: string,
  requestKey: string,
): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.requestKey, requestKey)));
  return row;
}

export async function depositByOrder(db: Db, orderId: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.orderId, orderId));
  return row;
}

export async function depositByProviderPayment(
  db: Db,
  providerPaymentId: string,
): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.providerPaymentId, providerPaymentId));
  return row;
}

export async function activeDeposits(db: Db): Promise<DepositRow[]> {
  return db.select().from(deposits).where(eq(deposits.status, 'ACTIVE')).orderBy(deposits.id);
}

/** The deposit, locked until the caller's transaction ends. */
export async function lockDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

export async function insertDeposit(db: Db, values: NewDepositRow): Promise<number> {
  const [row] = await db.insert(deposits).values(values).returning({ id: deposits.id });
  return row!.id;
}

/**
 * Stores a deposit under the caller's request key, or, when that key has one already (also one a
 * concurrent request is storing: the unique index makes this wait for it), answers that one.
 */
export async function insertDepositOnce(
  db: Db,
  values: NewDepositRow & { requestKey: string },
): Promise<DepositRow> {
  const [inserted] = await db
    .insert(deposits)
    .values(values)
    .onConflictDoNothing({ target: [deposits.userId, deposits.requestKey] })
    .returning();
  if (inserted) return inserted;
  return (await depositByRequestKey(db, values.userId, values.requestKey))!;
}

export async function updateDeposit(
  db: Db,
  id: number,
  values: Partial<
    Pick<DepositRow, 'status' | 'providerPaymentId' | 'paymentUrl' | 'transactionId' | 'completedAt'>
  >,
): Promise<void> {
  await db.update(deposits).set(values).where(eq(deposits.id, id));
}

// ---------------------------------------------------------------------------------------------------
// The bank simulator's payments

export type SimulatedPaymentRow = typeof simulatedPayments.$inferSelect;
export type SimulatedOutcome = SimulatedPaymentRow['status'];

/** Stores a payment for an order, or keeps the one the order has already; answers the order's payment id. */
export async function insertSimulatedPayment(
  db: Db,
  values: Pick<
    SimulatedPaymentRow,
    'id' | 'orderId' | 'amountCents' | 'description' | 'returnUrl' | 'expiresAt'
  >,
): Promise<string> {
  await db
    .insert(simulatedPayments)
    .values(values)
    .onConflictDoNothing({ target: simulatedPayments.orderId });
  const [row] = await db
    .select({ id: simulatedPayments.id })
    .from(simulatedPayments)
    .where(eq(simulatedPayments.orderId, values.orderId));
  return row!.id;
}

export async function simulatedPaymentById(db: Db, id: string): Promise<SimulatedPaymentRow | undefined> {
  const [row] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
  return row;
}

/**
 * Ends an open, unexpired payment with the chosen outcome, in one statement so that two choices at once
 * (paid and cancelled) cannot both win. Answers whether this call ended it.
 */
export async function endOpenSimulatedPayment(
  db: Db,
  id: string,
  status: SimulatedOutcome,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(simulatedPayments)
    .set({ status })
    .where(
      and(
        eq(simulatedPayments.id, id),
        eq(simulatedPayments.status, 'open'),
        sql`${simulatedPayments.expiresAt} >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: simulatedPayments.id });
  return ended.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Withdrawals

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;
export type WithdrawalRowStatus = WithdrawalRow['status'];

/** A withdrawal with the name on the account its credits come from. */
export type WithdrawalWithAccount = WithdrawalRow & { accountName: string };

export async function insertWithdrawal(db: Db, values: NewWithdrawalRow): Promise<number> {
  const [row] = await db.insert(withdrawals).values(values).returning({ id: withdrawals.id });
  return row!.id;
}

export async function updateWithdrawal(
  db: Db,
  id: number,
  values: Partial<Pick<WithdrawalRow, 'status' | 'reason' | 'transactionId' | 'modifiedAt'>>,
): Promise<void> {
  await db.update(withdrawals).set(values).where(eq(withdrawals.id, id));
}

/** The withdrawal, locked until the caller's transaction ends (a cancel and a payout queue here). */
export async function lockWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function withdrawalById(db: Db, id: number): Promise<WithdrawalWithAccount | undefined> {
  const [row] = await db
    .select({ withdrawal: withdrawals, accountName: accounts.name })
    .from(withdrawals)
    .innerJoin(accounts, eq(withdrawals.accountId, accounts.id))
    .where(eq(withdrawals.id, id));
  return row ? { ...row.withdrawal, accountName: row.accountName } : undefined;
}

/** One page of a user's withdrawals, newest first, optionally of one status. */
export async function withdrawalPage(
  db: Db,
  userId: string,
  page: { status?: WithdrawalRowStatus | undefined; offset: number; maxResults: number },
): Promise<{ totalCount: number; data: WithdrawalWithAccount[] }> {
  const where = and(
    eq(withdrawals.userId, userId),
    page.status ? eq(withdrawals.status, page.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select({ withdrawal: withdrawals, accountName: accounts.name })
    .from(withdrawals)
    .innerJoin(accounts, eq(withdrawals.accountId, accounts.id))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return {
    totalCount: total?.n ?? 0,
    data: rows.map((r) => ({ ...r.withdrawal, accountName: r.accountName })),
  };
}

// ---------------------------------------------------------------------------------------------------
// The treasury: everybody's withdrawals and the payout batches

/** One page of everybody's withdrawals, oldest first (the order they are paid in), optionally of one status. */
export async function treasuryWithdrawalPage(
  db: Db,
  page: { status?: WithdrawalRowStatus | undefined; offset: number; maxResults: number },
): Promise<{ totalCount: number; data: WithdrawalWithAccount[] }> {
  const where = page.status ? eq(withdrawals.status, page.status) : undefined;
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select({ withdrawal: withdrawals, accountName: accounts.name })
    .from(withdrawals)
    .innerJoin(accounts, eq(withdrawals.accountId, accounts.id))
    .where(where)
    .orderBy(asc(withdrawals.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return {
    totalCount: total?.n ?? 0,
    data: rows.map((r) => ({ ...r.withdrawal, accountName: r.accountName })),
  };
}

/**
 * Every REQUESTED withdrawal, locked (`FOR UPDATE`, in id order) until the caller's transaction ends. A
 * row a person is cancelling at that moment is waited for, and PostgreSQL checks the status again once
 * it is free: a request cancelled meanwhile is not among the answer.
 */
export async function lockRequestedWithdrawals(db: Db): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'REQUESTED'))
    .orderBy(asc(withdrawals.id))
    .for('update');
}

/** The withdrawals, locked in id order until the caller's transaction ends. */
export async function lockWithdrawals(db: Db, ids: number[]): Promise<WithdrawalRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.id, ids))
    .orderBy(asc(withdrawals.id))
    .for('update');
}

/** Hands still-REQUESTED withdrawals to a batch: they become ACTIVE. Answers how many it took. */
export async function assignWithdrawalsToBatch(
  db: Db,
  ids: number[],
  batchId: number,
  now: Date,
): Promise<number> {
  const taken = await db
    .update(withdrawals)
    .set({ status: 'ACTIVE', paymentBatchId: batchId, modifiedAt: now })
    .where(and(inArray(withdrawals.id, ids), eq(withdrawals.status, 'REQUESTED')))
    .returning({ id: withdrawals.id });
  return taken.length;
}

/** The withdrawals of a batch, oldest first, optionally only those of one status. */
export async function withdrawalsOfBatch(
  db: Db,
  batchId: number,
  status?: WithdrawalRowStatus,
): Promise<WithdrawalWithAccount[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, accountName: accounts.name })
    .from(withdrawals)
    .innerJoin(accounts, eq(withdrawals.accountId, accounts.id))
    .where(and(eq(withdrawals.paymentBatchId, batchId), status ? eq(withdrawals.status, status) : undefined))
    .orderBy(asc(withdrawals.id));
  return rows.map((r) => ({ ...r.withdrawal, accountName: r.accountName }));
}

export type PaymentBatchRow = typeof paymentBatches.$inferSelect;
export type NewPaymentBatchRow = typeof paymentBatches.$inferInsert;

/** A batch with the number and the euro cents of its requests, and those of the paid ones. */
export type PaymentBatchWithTotals = PaymentBatchRow & {
  nrRequests: number;
  amountRequestedCents: number;
  amountSettledCents: number;
};

export async function insertPaymentBatch(db: Db, values: NewPaymentBatchRow): Promise<number> {
  const [row] = await db.insert(paymentBatches).values(values).returning({ id: paymentBatches.id });
  return row!.id;
}

export async function updatePaymentBatch(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      PaymentBatchRow,
      | 'orderReference'
      | 'status'
      | 'reason'
      | 'modifiedAt'
      | 'modifiedById'
      | 'modifiedByGivenName'
      | 'modifiedByFamilyName'
    >
  >,
): Promise<void> {
  await db.update(paymentBatches).set(values).where(eq(paymentBatches.id, id));
}

/** The batch, locked until the caller's transaction ends (two settlements of one batch queue here). */
export async function lockPaymentBatch(db: Db, id: number): Promise<PaymentBatchRow | undefined> {
  const [row] = await db.select().from(paymentBatches).where(eq(paymentBatches.id, id)).for('update');
  return row;
}

/** How many requests of the batch are not final yet (REQUESTED or ACTIVE). */
export async function openRequestsOfBatch(db: Db, batchId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.paymentBatchId, batchId), inArray(withdrawals.status, ['REQUESTED', 'ACTIVE'])),
    );
  return row?.n ?? 0;
}

const batchTotals = {
  batch: paymentBatches,
  nrRequests: sql<number>`count(${withdrawals.id})::int`,
  amountRequestedCents: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)::int`,
  amountSettledCents: sql<number>`coalesce(sum(case when ${withdrawals.status} = 'COMPLETED' then ${withdrawals.amountCents} else 0 end), 0)::int`,
};

const withTotals = (r: {
  batch: PaymentBatchRow;
  nrRequests: number;
  amountRequestedCents: number;
  amountSettledCents: number;
}): PaymentBatchWithTotals => ({
  ...r.batch,
  nrRequests: r.nrRequests,
  amountRequestedCents: r.amountRequestedCents,
  amountSettledCents: r.amountSettledCents,
});

export async function paymentBatchById(db: Db, id: number): Promise<PaymentBatchWithTotals | undefined> {
  const [row] = await db
    .select(batchTotals)
    .from(paymentBatches)
    .leftJoin(withdrawals, eq(withdrawals.paymentBatchId, paymentBatches.id))
    .where(eq(paymentBatches.id, id))
    .groupBy(paymentBatches.id);
  return row ? withTotals(row) : undefined;
}

/** One page of the batches, newest first, made before `until` when given. */
export async function paymentBatchPage(
  db: Db,
  page: { offset: number; maxResults: number; until?: Date | undefined },
): Promise<{ totalCount: number; data: PaymentBatchWithTotals[] }> {
  const where = page.until ? lt(paymentBatches.createdAt, page.until) : undefined;
  const [total] = await db.select({ n: count() }).from(paymentBatches).where(where);
  const rows = await db
    .select(batchTotals)
    .from(paymentBatches)
    .leftJoin(withdrawals, eq(withdrawals.paymentBatchId, paymentBatches.id))
    .where(where)
    .groupBy(paymentBatches.id)
    .orderBy(desc(paymentBatches.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, data: rows.map(withTotals) };
}

// ---------------------------------------------------------------------------------------------------
// System accounts (the treasurer's view)

/** The system accounts (bank reserve, reservations, premium budget), in the order they were made. */
export async function systemAccountRows(db: Db): Promise<BankerAccount[]> {
  return db
    .select({
      id: accounts.id,
      ncan: accounts.ncan,
      name: accounts.name,
      credits: accounts.credits,
      type: accounts.type,
      purpose: accounts.purpose,
      iban: accounts.iban,
      ibanHolder: accounts.ibanHolder,
    })
    .from(accounts)
    .where(eq(accounts.purpose, 'SYSTEM'))
    .orderBy(accounts.id);
}

// ---------------------------------------------------------------------------------------------------
// Incentives and rewards (reference §3.6)

export type IncentiveRow = typeof incentives.$inferSelect;
export type NewIncentiveRow = typeof incentives.$inferInsert;
export type RewardRow = typeof rewards.$inferSelect;
export type RewardWithIncentive = RewardRow & { incentive: IncentiveRow };

/** Adds the incentives whose code is not there yet; an existing one (perhaps changed by hand) is kept. */
export async function insertMissingIncentives(db: Db, rows: NewIncentiveRow[]): Promise<void> {
  await db.insert(incentives).values(rows).onConflictDoNothing({ target: incentives.code });
}

export async function incentiveById(db: Db, id: number): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(incentives).where(eq(incentives.id, id));
  return row;
}

export async function incentiveByCode(db: Db, code: string): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(incentives).where(eq(incentives.code, code));
  return row;
}

/** The reward of an incentive for a person and a fact, locked for the rest of the transaction. */
export async function lockReward(
  db: Db,
  key: { incentiveId: number; recipientId: string; factContext: string },
): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.incentiveId, key.incentiveId),
        eq(rewards.recipientId, key.recipientId),
        eq(rewards.factContext, key.factContext),
      ),
    )
    .for('update');
  return row;
}

export async function lockRewardById(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id)).for('update');
  return row;
}

/** A new reward; undefined when one for the same incentive, person and fact was made meanwhile. */
export async function insertReward(
  db: Db,
  values: typeof rewards.$inferInsert,
): Promise<RewardRow | undefined> {
  const [row] = await db.insert(rewards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateReward(
  db: Db,
  id: number,
  values: Partial<Pick<RewardRow, 'amount' | 'rewardTime' | 'cancelTime' | 'paidOut' | 'transactionId'>>,
): Promise<void> {
  await db.update(rewards).set(values).where(eq(rewards.id, id));
}

/** The reward a posting paid (a driver's bonus, found again to take it back). */
export async function rewardIdByTransaction(db: Db, transactionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.transactionId, transactionId));
  return row?.id;
}

/** The ids of the rewards waiting for the premium budget, oldest first (the order they are paid in). */
export async function pendingRewardIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: rewards.id })
    .from(rewards)
    .where(and(eq(rewards.paidOut, false), isNull(rewards.cancelTime)))
    .orderBy(asc(rewards.rewardTime), asc(rewards.id));
  return rows.map((r) => r.id);
}

/** One page of a person's rewards with their incentive, newest first, made before `until` when given. */
export async function rewardPage(
  db: Db,
  recipientId: string,
  page: { offset: number; maxResults: number; until?: Date | undefined },
): Promise<{ totalCount: number; data: RewardWithIncentive[] }> {
  const where = and(
    eq(rewards.recipientId, recipientId),
    page.until ? lt(rewards.rewardTime, page.until) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(rewards).where(where);
  const rows = await db
    .select({ reward: rewards, incentive: incentives })
    .from(rewards)
    .innerJoin(incentives, eq(rewards.incentiveId, incentives.id))
    .where(where)
    .orderBy(desc(rewards.rewardTime), desc(rewards.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, data: rows.map((r) => ({ ...r.reward, incentive: r.incentive })) };
}

/**
 * The incentives with a call to action, active at `now` (started, not ended, not disabled), of the given
 * categories, for which the person has no more than `cta_hide_beyond_reward_count` rewards that were not
 * taken back; ordered by id.
 */
export async function callToActionPage(
  db: Db,
  recipientId: string,
  filter: { now: Date; categories: Array<IncentiveRow['category']>; offset: number; maxResults: number },
): Promise<{ totalCount: number; data: IncentiveRow[] }> {
  const earned = sql<number>`(select count(*) from ${rewards} where ${rewards.incentiveId} = ${incentives.id}
    and ${rewards.recipientId} = ${recipientId} and ${rewards.cancelTime} is null)`;
  const where = and(
    eq(incentives.ctaEnabled, true),
    inArray(incentives.category, filter.categories),
    lte(incentives.startTime, filter.now),
    or(isNull(incentives.endTime), gt(incentives.endTime, filter.now)),
    or(isNull(incentives.disableTime), gt(incentives.disableTime, filter.now)),
    or(isNull(incentives.ctaHideBeyondRewardCount), sql`${earned} <= ${incentives.ctaHideBeyondRewardCount}`),
  );
  const [total] = await db.select({ n: count() }).from(incentives).where(where);
  const rows = await db
    .select()
    .from(incentives)
    .where(where)
    .orderBy(asc(incentives.id))
    .limit(filter.maxResults)
    .offset(filter.offset);
  return { totalCount: total?.n ?? 0, data: rows };
}

// ---------------------------------------------------------------------------------------------------
// Charities and donations

export type CharityRow = typeof charities.$inferSelect;
export type NewCharityRow = typeof charities.$inferInsert;
export type DonationRow = typeof donations.$inferSelect;

/** A charity with its account (credits, IBAN, holder) and how many different people gave to it. */
export type CharityWithAccount = CharityRow & {
  accountCredits: number;
  iban: string | null;
  ibanHolder: string | null;
  donorCount: number;
};

const charityColumns = {
  charity: charities,
  accountCredits: accounts.credits,
  iban: accounts.iban,
  ibanHolder: accounts.ibanHolder,
  donorCount: sql<number>`(select count(distinct d.donor_id)::int from banker.donations d where d.charity_id = ${charities.id})`,
};

type CharitySelected = {
  charity: CharityRow;
  accountCredits: number;
  iban: string | null;
  ibanHolder: string | null;
  donorCount: number;
};
const withAccount = (r: CharitySelected): CharityWithAccount => ({
  ...r.charity,
  accountCredits: r.accountCredits,
  iban: r.iban,
  ibanHolder: r.ibanHolder,
  donorCount: Number(r.donorCount),
});

/** A charity's own liability account (`CLA-…`), named after it. */
export async function insertCharityAccount(
  db: Db,
  values: { ncan: string; name: string; iban: string | null; ibanHolder: string | null },
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, type: 'LIABILITY', purpose: 'CURRENT' })
    .returning({ id: accounts.id });
  return row!.id;
}

export async function renameAccount(db: Db, id: number, name: string): Promise<void> {
  await db.update(accounts).set({ name }).where(eq(accounts.id, id));
}

export async function insertCharity(db: Db, values: NewCharityRow): Promise<number> {
  const [row] = await db.insert(charities).values(values).returning({ id: charities.id });
  return row!.id;
}

export async function updateCharityRow(
  db: Db,
  id: number,
  values: Partial<Omit<NewCharityRow, 'id' | 'accountId' | 'createdAt'>>,
): Promise<void> {
  await db.update(charities).set(values).where(eq(charities.id, id));
}

/** The charity, locked until the caller's transaction ends (donations to it queue here). */
export async function lockCharity(db: Db, id: number): Promise<CharityRow | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.id, id)).for('update');
  return row;
}

export async function charityById(db: Db, id: number): Promise<CharityWithAccount | undefined> {
  const [row] = await db
    .select(charityColumns)
    .from(charities)
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .where(eq(charities.id, id));
  return row ? withAccount(row) : undefined;
}

export async function charityByName(db: Db, name: string): Promise<CharityRow | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.name, name)).limit(1);
  return row;
}

/** Not ended at `now`: no end, or an end still ahead. */
const runningAt = (now: Date) => or(isNull(charities.campaignEndTime), gt(charities.campaignEndTime, now));

/** One page of charities: by name, or the newest campaign first; ended ones only when asked. */
export async function charityPage(
  db: Db,
  page: {
    offset: number;
    maxResults: number;
    includeClosed: boolean;
    now: Date;
    sortBy: 'name' | 'campaign';
  },
): Promise<{ totalCount: number; data: CharityWithAccount[] }> {
  const where = page.includeClosed ? undefined : runningAt(page.now);
  const [total] = await db.select({ n: count() }).from(charities).where(where);
  const order =
    page.sortBy === 'name'
      ? [asc(sql`lower(${charities.name})`), asc(charities.id)]
      : [desc(charities.campaignStartTime), desc(charities.id)];
  const rows = await db
    .select(charityColumns)
    .from(charities)
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .where(where)
    .orderBy(...order)
    .limit(page.maxResults)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, data: rows.map(withAccount) };
}

/** The charities with donations, the most different donors first, then the most credits. */
export async function popularCharities(
  db: Db,
  query: { maxResults: number; includeClosed: boolean; now: Date },
): Promise<CharityWithAccount[]> {
  const rows = await db
    .select(charityColumns)
    .from(charities)
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .where(and(gt(charities.donatedAmount, 0), query.includeClosed ? undefined : runningAt(query.now)))
    .orderBy(desc(charityColumns.donorCount), desc(charities.donatedAmount), asc(charities.id))
    .limit(query.maxResults);
  return rows.map(withAccount);
}

/** The charities a person gave to, the latest gift first. */
export async function recentCharitiesOf(
  db: Db,
  donorId: string,
  maxResults: number,
): Promise<CharityWithAccount[]> {
  const latest = db
    .select({ charityId: donations.charityId, at: sql<Date>`max(${donations.donationTime})`.as('at') })
    .from(donations)
    .where(eq(donations.donorId, donorId))
    .groupBy(donations.charityId)
    .as('latest');
  const rows = await db
    .select(charityColumns)
    .from(latest)
    .innerJoin(charities, eq(charities.id, latest.charityId))
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .orderBy(desc(latest.at), desc(charities.id))
    .limit(maxResults);
  return rows.map(withAccount);
}

export async function insertDonation(db: Db, values: typeof donations.$inferInsert): Promise<number> {
  const [row] = await db.insert(donations).values(values).returning({ id: donations.id });
  return row!.id;
}

/** Adds a donation's credits to the charity's total (under the charity's lock, with the donation). */
export async function addToDonated(db: Db, charityId: number, amount: number): Promise<void> {
  await db
    .update(charities)
    .set({ donatedAmount: sql`${charities.donatedAmount} + ${amount}` })
    .where(eq(charities.id, charityId));
}

export type DonationWithCharity = DonationRow & { charityName: string };

export async function donationById(db: Db, id: number): Promise<DonationWithCharity | undefined> {
  const [row] = await db
    .select({ donation: donations, charityName: charities.name })
    .from(donations)
    .innerJoin(charities, eq(donations.charityId, charities.id))
    .where(eq(donations.id, id));
  return row ? { ...row.donation, charityName: row.charityName } : undefined;
}

/** One page of a charity's donations, newest first, optionally of one donor only. */
export async function donationPage(
  db: Db,
  charityId: number,
  page: { offset: number; maxResults: number; donorId?: string | undefined },
): Promise<{ totalCount: number; data: DonationWithCharity[] }> {
  const where = and(
    eq(donations.charityId, charityId),
    page.donorId !== undefined ? eq(donations.donorId, page.donorId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(donations).where(where);
  const rows = await db
    .select({ donation: donations, charityName: charities.name })
    .from(donations)
    .innerJoin(charities, eq(donations.charityId, charities.id))
    .where(where)
    .orderBy(desc(donations.donationTime), desc(donations.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return {
    totalCount: total?.n ?? 0,
    data: rows.map((r) => ({ ...r.donation, charityName: r.charityName })),
  };
}

/**
 * The people who gave the most credits by name (anonymous donations are left out entirely), optionally to
 * one charity; the names are those of each donor's latest named gift.
 */
export async function topDonorRows(
  db: Db,
  query: { maxResults: number; charityId?: number | undefined },
): Promise<
  Array<{ donorId: string; givenName: string; familyName: string; credits: number; donationCount: number }>
> {
  const rows = await db.execute(sql`
    select d.donor_id as "donorId", sum(d.amount)::int as credits, count(*)::int as "donationCount",
      (array_agg(d.donor_given_name order by d.donation_time desc, d.id desc))[1] as "givenName",
      (array_agg(d.donor_family_name order by d.donation_time desc, d.id desc))[1] as "familyName"
    from banker.donations d
    where not d.anonymous ${query.charityId !== undefined ? sql`and d.charity_id = ${query.charityId}` : sql``}
    group by d.donor_id
    order by credits desc, min(d.id) asc
    limit ${query.maxResults}`);
  return (rows as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    donorId: String(r.donorId),
    givenName: String(r.givenName),
    familyName: String(r.familyName),
    credits: Number(r.credits),
    donationCount: Number(r.donationCount),
  }));
}
