import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What every repository and service function takes: the database, or an open transaction of it. Drizzle's
 * transaction is a subclass of its database, so both satisfy this type without casts, and a flow that
 * spans modules passes its transaction on as a plain `Db` (see `inTransaction`).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls the handler for every notification on the channel (`pg_notify` from any instance, delivered at
   * commit). PostgreSQL: one dedicated connection per instance that reconnects; PGlite: in-process.
   * Answers a function that stops listening.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    /**
     * Called when listening resumed after the connection was lost: notifications sent in between are
     * gone, so whoever relies on them must catch up another way. (PGlite never loses them.)
     */
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * The connection pool's state, for the operators' figures: PostgreSQL only (PGlite is one connection
   * inside the process).
   */
  connections?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
