import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';

/**
 * Serialises one kind of write of one person until the transaction ends, on every server instance (an
 * advisory lock on the database): a limit counted from rows in that transaction then holds, because a
 * second request of the same person waits for the first to commit before it counts.
 */
export async function lockPersonFor(tx: Db, what: string, personId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`planner-${what}:${personId}`}))`);
}
