import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/**
 * The moments a cap over a sliding window counts: the times in `at` (a timestamp column of `table`) of the
 * rows `where` picks that lie after `since`, oldest first, so the oldest says when the window lets one more
 * through. The caps on SMS per number, on profiles a delegate makes and on a pair's codes read it.
 */
export async function timesAfter(
  db: Db,
  table: PgTable,
  at: PgColumn,
  where: SQL | undefined,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ at })
    .from(table)
    .where(and(where, gt(at, since)))
    .orderBy(asc(at));
  return rows.map((row) => row.at as Date);
}
