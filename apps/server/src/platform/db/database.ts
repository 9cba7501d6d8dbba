import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Db } from './database-handle.js';
import { migrationsFolder } from './migrations-folder.js';
import { pgliteStartParams } from './pglite-start-params.js';

export type { DatabaseHandle, Db } from './database-handle.js';

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

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    // The PostgreSQL driver is loaded only when used: a PGlite server never pays for it at start.
    const { openPostgres } = await import('./postgres-database.js');
    return openPostgres(options.databaseUrl, options.poolSize);
  }
  return openPglite(options.databaseUrl === 'memory://' ? undefined : path.join(options.dataDir, 'pg'));
}

/**
 * A new in-memory database starts as a copy of an empty, migrated one that this process made once, and
 * so does a new one on disk once the process has that copy. Creating a PGlite cluster (its initdb) and
 * migrating it takes seconds of CPU; loading the copy takes a fraction. A process builds many in-memory
 * databases (tests, the browser journeys' server), and the tests of restarts many new ones on disk; a
 * server builds one on disk, in place (see openPglite).
 */
let migratedEmptyImage: Promise<Uint8Array<ArrayBuffer>> | undefined;

function migratedEmptyDatabaseImage(): Promise<Uint8Array<ArrayBuffer>> {
  migratedEmptyImage ??= (async () => {
    const client = new PGlite();
    try {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
      return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
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

/**
 * The migrated image as PGlite takes it (an uncompressed tar in a Blob), over the bytes this process
 * keeps. PGlite reads the Blob whole with `arrayBuffer()`, which Node answers by streaming the Blob in
 * small chunks and joining them, and which a plain copy of its 43 MB would still pay for: about a fifth
 * of the CPU of opening a test's database (profiles of `createTestApp`, 2026-11-29). PGlite only reads
 * the buffer (it unpacks the tar into its own file system, copying each file), so every open is given the
 * same one.
 */
class DatabaseImage extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#bytes;
    return Promise.resolve(
      byteOffset === 0 && byteLength === buffer.byteLength
        ? buffer
        : buffer.slice(byteOffset, byteOffset + byteLength),
    );
  }
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
  // A folder's first database is made in place (PGlite's initdb, then the migrations below) unless this
  // process has the image already: the image pays off from the second database on, and making it for a
  // server's one database would cost more CPU and keep another copy of it in memory (450 MB RSS at the
  // first answer on an empty folder, against ~300 MB in place; bench:start, decision 53).
  const fromImage = fresh && (!directory || migratedEmptyImage !== undefined);
  const start = {
    startParams: pgliteStartParams(),
    ...(fromImage ? { loadDataDir: new DatabaseImage(await migratedEmptyDatabaseImage()) } : {}),
  };
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
