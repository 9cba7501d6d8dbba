import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { deposits, simulatedPayments } from '../schema.js';

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
