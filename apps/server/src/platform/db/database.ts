import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.js';

/** Both drivers give the same Drizzle query API; modules only ever see this type. */
export type AppDatabase = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `memory://`, a postgres:// URL, or undefined for PGlite on disk under `dataDir/pg`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
}

// Several server instances may boot at once against one PostgreSQL; only one may migrate at a time.
const MIGRATION_LOCK_ID = 7_245_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    return openPostgres(options.databaseUrl, options.poolSize);
  }
  return openPglite(options.databaseUrl === 'memory://' ? undefined : path.join(options.dataDir, 'pg'));
}

async function openPglite(directory: string | undefined): Promise<DatabaseHandle> {
  if (directory) fs.mkdirSync(directory, { recursive: true });
  const client = directory ? new PGlite(directory) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as AppDatabase;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const migrationClient = await pool.connect();
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: migrationClient }), { migrationsFolder: migrationsFolder() });
  } finally {
    await migrationClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    migrationClient.release();
  }
  const db = drizzlePg({ client: pool }) as unknown as AppDatabase;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}
