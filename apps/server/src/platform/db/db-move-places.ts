import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteStartParams } from './pglite-start-params.js';

/**
 * Where a database lives for `db-move`: a PostgreSQL server's database (by its URL), or the embedded
 * database of a server's data folder (`DATA_DIR`), which the server keeps in the folder's `pg` subfolder.
 */
export type DatabasePlace =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; folder: string };

/** A row as the database answers it, by column name. */
export type Row = Record<string, unknown>;

/** One connection that runs one statement at a time (the source's, or a target's before it is migrated). */
export interface Connection {
  run(query: SQL): Promise<Row[]>;
  close(): Promise<void>;
}

/** Why the move did not happen, for the operator, with the exit code the command ends with. */
export class MoveRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** A `postgres://` or `postgresql://` URL names a PostgreSQL database; anything else is a data folder. */
export function placeOf(argument: string): DatabasePlace {
  if (/^postgres(ql)?:\/\//i.test(argument)) {
    if (!URL.canParse(argument)) throw new MoveRefused(`${argument} is no valid URL.`, 64); // EX_USAGE
    return { kind: 'postgres', url: argument };
  }
  const dataDir = path.resolve(argument);
  return { kind: 'pglite', dataDir, folder: path.join(dataDir, 'pg') };
}

/** The place in words, with a URL's password left out (the summary may end up in a log). */
export function describePlace(place: DatabasePlace): string {
  if (place.kind === 'pglite') return `the embedded database in ${place.folder}`;
  const url = new URL(place.url);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/** Whether the embedded database's folder holds a database (PostgreSQL's PG_VERSION file is in every one). */
export function holdsDatabase(place: DatabasePlace & { kind: 'pglite' }): boolean {
  return fs.existsSync(path.join(place.folder, 'PG_VERSION'));
}

/**
 * Refuses an embedded database that a process has open. PGlite writes `postmaster.pid` into its folder
 * when it opens the database and removes it when it closes it; the file stays behind only when the
 * process that had it open died without closing it (kill -9, a crash). Two processes in one folder ruin
 * the database, and opening one that was not closed replays its log (it would change the source), so in
 * both cases the operator first stops the server (or starts and stops it once, which closes it cleanly).
 */
export function refuseWhenOpen(place: DatabasePlace & { kind: 'pglite' }): void {
  if (!fs.existsSync(path.join(place.folder, 'postmaster.pid'))) return;
  throw new MoveRefused(
    `${describePlace(place)} is in use (its postmaster.pid exists): stop the server that has it open. ` +
      'If no server runs, the last one was ended without closing it: start the server on it once and ' +
      'stop it (Ctrl-C), then move again.',
    75, // EX_TEMPFAIL
  );
}

const dialect = new PgDialect();

/** A connection of its own to the place's database (no migrations run, nothing written by opening it). */
export async function connectTo(place: DatabasePlace): Promise<Connection> {
  if (place.kind === 'pglite') {
    const client = new PGlite(place.folder, { startParams: pgliteStartParams() });
    await client.waitReady;
    return {
      run: async (query) => {
        const { sql, params } = dialect.sqlToQuery(query);
        return (await client.query<Row>(sql, params)).rows;
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: place.url });
  // A connection that drops while idle must not end the process: the next query fails instead.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new MoveRefused(`${describePlace(place)} cannot be reached: ${(error as Error).message}`, 69);
  }
  return {
    run: async (query) => {
      const { sql, params } = dialect.sqlToQuery(query);
      return (await client.query<Row>(sql, params)).rows;
    },
    close: () => client.end(),
  };
}
