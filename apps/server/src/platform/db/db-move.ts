import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openDatabase, type Db } from './database.js';
import {
  appliedMigrationsOf,
  foreignKeysOf,
  identifierOf,
  ledgerTotalsOf,
  nameOf,
  rowCountsOf,
  tablesOf,
  tablesWithRows,
  usedSequencesOf,
  writableColumnsOf,
  type Run,
  type TableName,
} from './db-move-catalog.js';
import {
  connectTo,
  describePlace,
  holdsDatabase,
  MoveRefused,
  refuseWhenOpen,
  type Connection,
  type DatabasePlace,
  type Row,
} from './db-move-places.js';
import { migrationsFolder } from './migrations-folder.js';

export interface MoveSummary {
  tables: number;
  rows: number;
  milliseconds: number;
  /** The ledger's totals, equal on both sides (absent for a database without the banker's tables). */
  ledger: string | undefined;
}

/** Rows asked of the source's cursor at a time, and the most rows (or bytes of them) one insert writes. */
const FETCH_ROWS = 1000;
const BATCH_ROWS = 5000;
const BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Copies every row of the app's database at `from` into the empty database at `to`, ids and sequences
 * included, so the server can run on `to` instead. The source is only read, in one snapshot; the target
 * is migrated by this version's migrations and then written in one transaction, which also checks the
 * copy (rows per table, the ledger's totals) and rolls back when anything differs or fails.
 */
export async function moveDatabase(from: DatabasePlace, to: DatabasePlace): Promise<MoveSummary> {
  const started = Date.now();
  if (from.kind === 'pglite' && !holdsDatabase(from)) {
    // The database's own folder given instead of the data folder around it: say which one is meant.
    const hint = fs.existsSync(path.join(from.dataDir, 'PG_VERSION'))
      ? ` (${from.dataDir} is the database itself: give the data folder around it, ${path.dirname(from.dataDir)})`
      : '';
    throw new MoveRefused(`${describePlace(from)} does not exist: no database to move${hint}.`, 66); // EX_NOINPUT
  }
  if (from.kind === 'pglite') refuseWhenOpen(from);
  if (to.kind === 'pglite') refuseWhenOpen(to);

  const source = await connectTo(from);
  try {
    await refuseOtherVersion(source, from);
    // One snapshot for every table, so the copy is consistent even if something still writes (it should
    // not: see the README), and with the settings that print every value exactly.
    await source.run(sql`begin isolation level repeatable read, read only`);
    await source.run(sql`set local extra_float_digits = 1`);
    await source.run(sql`set local bytea_output = 'hex'`);
    await refuseFilledTarget(to);
    const target = await openDatabase({
      databaseUrl: to.kind === 'postgres' ? to.url : undefined,
      dataDir: to.kind === 'pglite' ? to.dataDir : '',
      poolSize: 1,
    });
    try {
      const copied = await target.db.transaction((tx) => copyAll(source, runOn(tx), to));
      return { ...copied, milliseconds: Date.now() - started };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** Runs a statement in the target's transaction (both of Drizzle's drivers answer the rows as `rows`). */
function runOn(tx: Db): Run {
  return async (query) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The source must have had exactly this version's migrations: the target gets this version's tables,
 * and rows of another version's tables would not fit them.
 */
async function refuseOtherVersion(source: Connection, from: DatabasePlace): Promise<void> {
  const applied = await appliedMigrationsOf(source.run);
  if (!applied) {
    throw new MoveRefused(`${describePlace(from)} is no database of this app (it has no migrations).`, 65);
  }
  const expected = readMigrationFiles({ migrationsFolder: migrationsFolder() }).map(
    (migration) => migration.hash,
  );
  if (applied.length !== expected.length || applied.some((hash, index) => hash !== expected[index])) {
    throw new MoveRefused(
      `${describePlace(from)} was made by another version of the app (${applied.length} migrations, this ` +
        `version has ${expected.length}): start this version's server on it once, stop it, then move.`,
      65, // EX_DATAERR
    );
  }
}

/**
 * Nothing is ever overwritten: a target with a row in any table is refused before anything is done to it
 * (an empty database, or one with the app's empty tables, is taken).
 */
async function refuseFilledTarget(to: DatabasePlace): Promise<void> {
  if (to.kind === 'pglite' && !holdsDatabase(to)) return;
  const target = await connectTo(to);
  try {
    refuseRows(to, await tablesWithRows(target.run, await tablesOf(target.run)));
  } finally {
    await target.close();
  }
}

function refuseRows(to: DatabasePlace, filled: string[]): void {
  if (filled.length === 0) return;
  const shown = filled.slice(0, 5).join(', ') + (filled.length > 5 ? `, … (${filled.length} tables)` : '');
  throw new MoveRefused(
    `${describePlace(to)} is not empty (rows in ${shown}); nothing was changed. Move into a new, empty ` +
      'database.',
    73, // EX_CANTCREAT
  );
}

async function copyAll(
  source: Connection,
  target: Run,
  to: DatabasePlace,
): Promise<Omit<MoveSummary, 'milliseconds'>> {
  const tables = await tablesOf(target);
  const sourceTables = await tablesOf(source.run);
  const missing = sourceTables.map(nameOf).filter((name) => !tables.some((table) => nameOf(table) === name));
  if (missing.length > 0) {
    throw new MoveRefused(`The target has no table for ${missing.join(', ')}; nothing was copied.`, 65);
  }
  // Checked again inside the transaction: a server started on the target meanwhile may have written.
  refuseRows(to, await tablesWithRows(target, tables));

  for (const table of dependencyOrder(sourceTables, await foreignKeysOf(target))) {
    await copyTable(source, target, table);
  }
  for (const sequence of await usedSequencesOf(source.run)) {
    await target(
      sql`select setval(format('%I.%I', ${sequence.name.schema}::text, ${sequence.name.table}::text)::regclass,
        ${sequence.lastValue}::bigint, true)`,
    );
  }

  const expected = await rowCountsOf(source.run, sourceTables);
  const found = await rowCountsOf(target, sourceTables);
  const differing = [...expected].filter(([name, count]) => found.get(name) !== count);
  if (differing.length > 0) {
    const which = differing.map(([name, count]) => `${name} ${count} → ${found.get(name) ?? 0}`).join(', ');
    throw new Error(`rows differ after copying (${which})`);
  }
  const ledger = await ledgerTotalsOf(source.run);
  const ledgerFound = await ledgerTotalsOf(target);
  if (ledger !== ledgerFound) throw new Error(`the ledger differs after copying: ${ledger} → ${ledgerFound}`);
  return {
    tables: sourceTables.length,
    rows: [...expected.values()].reduce((sum, count) => sum + count, 0),
    ledger,
  };
}

/**
 * The tables in an order where every table comes after the tables its foreign keys point to, so each
 * row's references exist when it is written and no constraint has to be switched off (which PostgreSQL
 * allows only its superuser). A table that points to itself would need its rows in order: none does.
 */
function dependencyOrder(tables: TableName[], keys: { from: string; to: string }[]): TableName[] {
  const ordered: TableName[] = [];
  const placed = new Set<string>();
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) =>
      keys.every((key) => key.from !== nameOf(table) || key.to === key.from || placed.has(key.to)),
    );
    if (ready.length === 0) {
      throw new Error(`the foreign keys of ${waiting.map(nameOf).join(', ')} form a loop`);
    }
    for (const table of ready) placed.add(nameOf(table));
    ordered.push(...ready);
    waiting = waiting.filter((table) => !placed.has(nameOf(table)));
  }
  return ordered;
}

/**
 * Copies one table in batches. Each row travels as its JSON (`to_json`), which PostgreSQL writes and reads
 * back exactly for every type the app uses (text, numbers, booleans, timestamps with their offset, jsonb,
 * arrays, bytea as hex): the values never pass through JavaScript's types, so nothing is rounded.
 */
async function copyTable(source: Connection, target: Run, table: TableName): Promise<void> {
  const columns = sql.join(
    (await writableColumnsOf(target, table)).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const write = (rows: string[]) =>
    target(sql`insert into ${identifierOf(table)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${identifierOf(table)}, ${`[${rows.join(',')}]`}::json)`);

  await source.run(
    sql`declare db_move_rows no scroll cursor for select to_json(t)::text as row from ${identifierOf(table)} t`,
  );
  let batch: string[] = [];
  let bytes = 0;
  for (;;) {
    const rows = await source.run(sql.raw(`fetch forward ${FETCH_ROWS} from db_move_rows`));
    for (const row of rows) {
      const json = String(row.row);
      batch.push(json);
      bytes += json.length;
    }
    const done = rows.length < FETCH_ROWS;
    if (batch.length > 0 && (done || batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES)) {
      await write(batch);
      batch = [];
      bytes = 0;
    }
    if (done) break;
  }
  await source.run(sql`close db_move_rows`);
}
