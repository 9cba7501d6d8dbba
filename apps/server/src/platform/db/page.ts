import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** One page of rows and how many rows match in all; routes turn it into `{ totalCount, offset, count, data }`. */
export interface Page<T> {
  totalCount: number;
  rows: T[];
}

/** Which rows a list shows: from `offset` on, at most `maxResults`. */
export interface PageWindow {
  offset: number;
  maxResults: number;
}

/**
 * One page of a list: `total` counts every row `where` picks (a `select({ n: count() })` from the list's
 * tables), `rows` reads the page's rows in `order`. Both are dynamic queries (`$dynamic()`) without a
 * condition yet; the same `where` goes to each, so the count and the page always agree.
 */
export async function pageOf<Q extends PgSelect>(
  total: PgSelect,
  rows: Q,
  where: SQL | undefined,
  order: Array<SQL | PgColumn>,
  window: PageWindow,
): Promise<Page<Awaited<Q>[number]>> {
  const [counted] = (await total.where(where)) as Array<{ n: number }>;
  const found = (await rows
    .where(where)
    .orderBy(...order)
    .limit(window.maxResults)
    .offset(window.offset)) as Awaited<Q>;
  return { totalCount: counted?.n ?? 0, rows: found };
}

/**
 * One page of a table's whole rows that `where` picks, in `order`, and how many match in all: `pageOf`
 * over a single table (the count first, then the page, with the same condition).
 */
export async function pageOfTable<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: Array<SQL | PgColumn>,
  window: PageWindow,
): Promise<Page<T['$inferSelect']>> {
  const page = await pageOf(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .$dynamic(),
    db
      .select()
      .from(table as PgTable)
      .$dynamic(),
    where,
    order,
    window,
  );
  return { totalCount: page.totalCount, rows: page.rows as T['$inferSelect'][] };
}
