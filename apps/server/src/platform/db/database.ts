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
  close(): Promise<void>;
}

/** `pg_notify` as a statement, for use inside a transaction (delivered when it commits). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
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

/**
 * A new database starts as a copy of an empty, migrated one that this process made once: in memory, and
 * on disk when its folder holds no database yet. Creating a PGlite cluster (its initdb) and migrating it
 * takes seconds of CPU; loading the copy takes a fraction. A process builds many in-memory databases
 * (tests, the browser journeys' server), and the tests of restarts many new ones on disk.
 */
let migratedEmptyImage: Promise<Blob> | undefined;

function migratedEmptyDatabaseImage(): Promise<Blob> {
  migratedEmptyImage ??= (async () => {
    const client = new PGlite();
    try {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })().catch((error: unknown) => {
    // A failed attempt must not stick: the next database tries again.
    migratedEmptyImage = undefined;
    throw error;
  });
  return migratedEmptyImage;
}

async function openPglite(directory: string | undefined): Promise<DatabaseHandle> {
  if (directory) {
    // PGlite writes its files readable and writable for everyone (0666); in a folder only the server's
    // user may enter, nobody else can read or change them. chmod too: the folder may exist already.
    fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
    fs.chmodSync(directory, 0o700);
  }
  // PG_VERSION is the file every PostgreSQL data folder has; without it the folder holds no database.
  const fresh = !directory || !fs.existsSync(path.join(directory, 'PG_VERSION'));
  const start = fresh ? { loadDataDir: await migratedEmptyDatabaseImage() } : {};
  const client = directory ? new PGlite(directory, start) : new PGlite(start);
  await client.waitReady;
  if (directory) makePrivate(directory);
  const db = drizzlePglite({ client }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      if (directory) makePrivate(directory);
    },
  };
}

/**
 * PGlite gives its files modes of its own (0666 and 0644, whatever the umask), so each file and folder
 * under the database's folder is made the server user's alone (0600, 0700) when the database opens and
 * when it closes. Files made while it runs stay behind the 0700 folder until the next close.
 */
function makePrivate(directory: string): void {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      fs.chmodSync(entryPath, 0o700);
      makePrivate(entryPath);
    } else if (entry.isFile()) {
      fs.chmodSync(entryPath, 0o600);
    }
  }
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
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const listener = createPgListener(connectionString);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handler, onGap) => listener.listen(channel, handler, onGap),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** One dedicated connection for LISTEN; it reconnects (and listens again) when the connection drops. */
function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<() => void>();
  let connections = 0;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      connecting = undefined;
      if (!closed) scheduleReconnect();
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${quote(channel)}`);
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('listener closed');
    }
    client = next;
    connections += 1;
    // Listening again after a lost connection: what was notified in between did not reach us.
    if (connections > 1) for (const onGap of gapHandlers) onGap();
    return next;
  }

  function scheduleReconnect(): void {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connecting = connect().catch(() => {
        connecting = undefined;
        if (!closed) scheduleReconnect();
        return undefined as unknown as pg.Client;
      });
    }, 1000);
    retryTimer.unref();
  }

  function ensure(): Promise<pg.Client> {
    connecting ??= connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  }

  return {
    async listen(
      channel: string,
      handler: (payload: string) => void,
      onGap?: () => void,
    ): Promise<() => Promise<void>> {
      if (onGap) gapHandlers.add(onGap);
      let set = handlers.get(channel);
      const fresh = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      const connection = await ensure();
      // A connection made before this channel was known listens now; a new one did so while connecting.
      if (fresh) await connection.query(`listen ${quote(channel)}`);
      return async () => {
        if (onGap) gapHandlers.delete(onGap);
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
