import type { AccountStatement, BankerAccount } from '@achterhoek/contracts';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { accounts, entries, transactions } from './schema.js';

export async function accountById(db: Db, id: number): Promise<BankerAccount> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) throw new Error(`Account ${id} is missing`);
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

const counterparty = alias(accounts, 'counterparty');
const own = alias(accounts, 'own');

/** The entries on the given accounts, newest first, before `until`. */
export async function statements(
  db: Db,
  accountIds: number[],
  page: { offset: number; maxResults: number; until?: Date },
): Promise<{ totalCount: number; data: AccountStatement[] }> {
  const where = and(
    inArray(entries.accountId, accountIds),
    page.until ? lt(transactions.transactionTime, page.until) : undefined,
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
    // Users' accounts are liabilities: a credit entry adds to them, a debit takes away.
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
