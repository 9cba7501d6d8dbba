import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle, Db } from './database-handle.js';
import { migrationsFolder } from './migrations-folder.js';

// Loaded by `openDatabase` only when a PostgreSQL URL is configured, so the driver `pg` costs a
// PGlite server nothing at start.

// Several server instances may boot at once against one PostgreSQL; only one may migrate at a time.
const MIGRATION_LOCK_ID = 7_245_001;

export async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
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
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
