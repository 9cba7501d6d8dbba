import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** Whether `table` has any row that `where` picks: the query stops at the first one it finds (`limit 1`). */
export async function anyRowOf(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const found = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return found.length > 0;
}
