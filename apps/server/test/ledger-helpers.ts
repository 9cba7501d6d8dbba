import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AccountStatement, Paged } from '@achterhoek/contracts';
import { ensureUser, systemAccountId, type Party } from '../src/modules/banker/account-service.js';
import { post } from '../src/modules/banker/ledger.js';
import { accounts } from '../src/modules/banker/schema.js';
import type { Db } from '../src/platform/db/database.js';
import type { Caller } from './profile-helpers.js';

/** The rows of a raw query, as both drivers answer them. */
export const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/** The rows a raw query answers, in the shape the test expects of them. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}

/**
 * How many rows each table holds now, in one query, under the names given: `tables` maps a name to a
 * table of the test's own choosing ('schema.table'; never input from outside the test).
 */
export async function rowCounts<K extends string>(
  db: Db,
  tables: Record<K, string>,
): Promise<Record<K, number>> {
  const columns = Object.entries(tables).map(
    ([name, table]) => `(select count(*)::int from ${table}) as "${name}"`,
  );
  return rowsOf(await db.execute(sql.raw(`select ${columns.join(', ')}`)))[0] as Record<K, number>;
}

/** Every transaction's debits equal its credits, and assets equal liabilities over all accounts. */
export async function expectBooksBalance(db: Db): Promise<void> {
  const unbalanced = await db.execute(sql`
    select transaction_id from banker.entries group by transaction_id
    having sum(case when entry_type = 'DEBIT' then amount else 0 end)
        <> sum(case when entry_type = 'CREDIT' then amount else 0 end)`);
  expect(rowsOf(unbalanced)).toHaveLength(0);
  const [totals] = await db
    .select({
      assets: sql<number>`coalesce(sum(case when type = 'ASSET' then credits else 0 end), 0)::int`,
      liabilities: sql<number>`coalesce(sum(case when type = 'LIABILITY' then credits else 0 end), 0)::int`,
    })
    .from(accounts);
  expect(totals!.assets).toBe(totals!.liabilities);
  // The balances are exactly what the entries say.
  const drift = await db.execute(sql`
    select a.id from banker.accounts a
    left join banker.entries e on e.account_id = a.id
    group by a.id, a.type, a.credits
    having a.credits <> coalesce(sum(case when (e.entry_type = 'DEBIT') = (a.type = 'ASSET') then e.amount else -e.amount end), 0)`);
  expect(rowsOf(drift)).toHaveLength(0);
}

/** Gives a user credits the way a paid deposit does (from the bank reserve), on the current or premium account. */
export async function depositCredits(db: Db, party: Party, amount: number, premium = false): Promise<void> {
  const user = await ensureUser(db, party);
  await post(db, {
    description: 'Storting',
    movements: [
      {
        debit: await systemAccountId(db, 'banking-reserve'),
        credit: premium ? user.premiumAccountId : user.personalAccountId,
        amount,
        purpose: 'DEPOSIT',
      },
    ],
  });
}

/** The lines on the first page of the caller's own statement, as the API answers them (newest first). */
export async function statementLines(caller: Pick<Caller, 'get'>): Promise<AccountStatement[]> {
  return ((await caller.get('/api/banker/users/me/statements')).json() as Paged<AccountStatement>).data;
}
