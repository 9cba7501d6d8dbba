import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';

/**
 * Serialises one kind of write of one person until the transaction ends, on every server instance (an
 * advisory lock on the database): a limit counted from rows in that transaction then holds, because a
 * second request of the same person waits for the first to commit before it counts.
 */
export async function lockPersonFor(tx: Db, what: string, personId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`planner-${what}:${personId}`}))`);
}

/** How many rows of a table match the condition (the database counts; no row is read). */
export async function countWhere(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
): Promise<number | undefined> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return counted?.count;
}
