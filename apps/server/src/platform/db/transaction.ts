import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** True when `db` is an open transaction rather than the database itself. */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/**
 * Runs `work` so that everything it writes commits or fails as one. Called with the database it opens a
 * transaction; called with an open transaction it joins it, so a service that needs atomicity can be
 * composed into a larger flow of another module: when anything later in that flow throws (a 402 from the
 * banker, say), the caller's transaction rolls back this service's writes too.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return work(db);
  return db.transaction((tx) => work(tx));
}
