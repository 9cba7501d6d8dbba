import type { AccountStatement, TransactionPurpose } from '@achterhoek/contracts';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';
import { pageOf } from '../../../platform/db/page.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { accounts, entries, transactions } from '../schema.js';
import type { AccountType } from './accounts.js';

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

/** Writes the accounts' new balances in one statement (a posting moves two or three accounts at once). */
export async function setBalances(db: Db, balances: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...balances.keys()];
  if (ids.length === 0) return;
  const byAccount = sql.join(
    ids.map((id) => sql`when ${id}::integer then ${balances.get(id)!}::integer`),
    sql` `,
  );
  await db
    .update(accounts)
    .set({ credits: sql`case ${accounts.id} ${byAccount} end` })
    .where(inArray(accounts.id, ids));
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
  const ofTransaction = eq(entries.transactionId, transactions.id);
  const { totalCount, rows } = await pageOf(
    db.select({ n: count() }).from(entries).innerJoin(transactions, ofTransaction).$dynamic(),
    db
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
      .innerJoin(transactions, ofTransaction)
      .innerJoin(counterparty, eq(entries.counterpartyId, counterparty.id))
      .innerJoin(own, eq(entries.accountId, own.id))
      .$dynamic(),
    where,
    [desc(transactions.transactionTime), desc(entries.id)],
    page,
  );
  return {
    totalCount,
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
