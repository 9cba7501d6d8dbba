import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOf } from '../../../platform/db/page.js';
import { accounts, paymentBatches, withdrawals } from '../schema.js';

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

/** Withdrawals, each with its account's name: a query to add the condition (and order) to. */
function withdrawalsWithAccount(db: Db) {
  return db
    .select({ withdrawal: withdrawals, accountName: accounts.name })
    .from(withdrawals)
    .innerJoin(accounts, eq(withdrawals.accountId, accounts.id))
    .$dynamic();
}

/** A row of `withdrawalsWithAccount` as one object: the withdrawal and its `accountName`. */
function withAccountName(row: { withdrawal: WithdrawalRow; accountName: string }): WithdrawalWithAccount {
  return { ...row.withdrawal, accountName: row.accountName };
}

export async function withdrawalById(db: Db, id: number): Promise<WithdrawalWithAccount | undefined> {
  const [row] = await withdrawalsWithAccount(db).where(eq(withdrawals.id, id));
  return row ? withAccountName(row) : undefined;
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
  return pageWithAccount(db, where, desc(withdrawals.id), page);
}

/** One page of the withdrawals `where` picks, in the given order, each with its account's name. */
async function pageWithAccount(
  db: Db,
  where: SQL | undefined,
  order: SQL,
  page: { offset: number; maxResults: number },
): Promise<{ totalCount: number; data: WithdrawalWithAccount[] }> {
  const { totalCount, rows } = await pageOf(
    db.select({ n: count() }).from(withdrawals).$dynamic(),
    withdrawalsWithAccount(db),
    where,
    [order],
    page,
  );
  return { totalCount, data: rows.map(withAccountName) };
}

// ---------------------------------------------------------------------------------------------------
// The treasury: everybody's withdrawals and the payout batches

/** One page of everybody's withdrawals, oldest first (the order they are paid in), optionally of one status. */
export async function treasuryWithdrawalPage(
  db: Db,
  page: { status?: WithdrawalRowStatus | undefined; offset: number; maxResults: number },
): Promise<{ totalCount: number; data: WithdrawalWithAccount[] }> {
  const where = page.status ? eq(withdrawals.status, page.status) : undefined;
  return pageWithAccount(db, where, asc(withdrawals.id), page);
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
  const rows = await withdrawalsWithAccount(db)
    .where(and(eq(withdrawals.paymentBatchId, batchId), status ? eq(withdrawals.status, status) : undefined))
    .orderBy(asc(withdrawals.id));
  return rows.map(withAccountName);
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
