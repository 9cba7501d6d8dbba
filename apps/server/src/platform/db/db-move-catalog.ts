import { sql, type SQL } from 'drizzle-orm';
import type { Row } from './db-move-places.js';

/** What `db-move` asks a database about itself, over any connection (raw, or a Drizzle database). */
export type Run = (query: SQL) => Promise<Row[]>;

export interface TableName {
  schema: string;
  table: string;
}

/** `schema.table` as the operator reads it. */
export function nameOf(table: TableName): string {
  return `${table.schema}.${table.table}`;
}

/** The table as an SQL identifier, quoted. */
export function identifierOf(table: TableName): SQL {
  return sql`${sql.identifier(table.schema)}.${sql.identifier(table.table)}`;
}

/**
 * The schemas that hold data: every schema but PostgreSQL's own and Drizzle's record of the migrations
 * (which the target gets by being migrated, not by the copy).
 */
const dataSchemas = sql`n.nspname not in ('information_schema', 'drizzle') and n.nspname not like 'pg\\_%'`;

/** Every ordinary table of the data schemas, by name. */
export async function tablesOf(run: Run): Promise<TableName[]> {
  const rows = await run(sql`
    select n.nspname as schema, c.relname as "table"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and not c.relispartition and ${dataSchemas}
    order by 1, 2`);
  return rows.map((row) => ({ schema: String(row.schema), table: String(row.table) }));
}

/** The tables of `tables` that hold at least one row (each query stops at its first row). */
export async function tablesWithRows(run: Run, tables: TableName[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const rows = await run(
    sql.join(
      tables.map(
        (table) =>
          sql`select ${nameOf(table)}::text as name where exists (select 1 from ${identifierOf(table)})`,
      ),
      sql` union all `,
    ),
  );
  return rows.map((row) => String(row.name));
}

/** Each foreign key as the table that refers and the table it refers to. */
export async function foreignKeysOf(run: Run): Promise<{ from: string; to: string }[]> {
  const rows = await run(sql`
    select fn.nspname || '.' || fc.relname as "from", tn.nspname || '.' || tc.relname as "to"
    from pg_constraint k
      join pg_class fc on fc.oid = k.conrelid join pg_namespace fn on fn.oid = fc.relnamespace
      join pg_class tc on tc.oid = k.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
    where k.contype = 'f'`);
  return rows.map((row) => ({ from: String(row.from), to: String(row.to) }));
}

/** The columns a row is written with: all but generated ones (the database computes those). */
export async function writableColumnsOf(run: Run, table: TableName): Promise<string[]> {
  const rows = await run(sql`
    select a.attname as name
    from pg_attribute a
    where a.attrelid = ${nameOf(table)}::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
    order by a.attnum`);
  return rows.map((row) => String(row.name));
}

/** The data schemas' sequences that have handed out a value, with the last one handed out. */
export async function usedSequencesOf(run: Run): Promise<{ name: TableName; lastValue: string }[]> {
  const rows = await run(sql`
    select schemaname as schema, sequencename as sequence, last_value::text as last_value
    from pg_sequences
    where last_value is not null and schemaname not in ('information_schema', 'drizzle')
      and schemaname not like 'pg\\_%'
    order by 1, 2`);
  return rows.map((row) => ({
    name: { schema: String(row.schema), table: String(row.sequence) },
    lastValue: String(row.last_value),
  }));
}

/**
 * The hashes of the migrations the database has had, oldest first; undefined when it has no record of
 * migrations (it is no database of this app).
 */
export async function appliedMigrationsOf(run: Run): Promise<string[] | undefined> {
  const [found] = await run(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!found?.found) return undefined;
  const rows = await run(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((row) => String(row.hash));
}

/** The number of rows of each table, as `schema.table` → count. */
export async function rowCountsOf(run: Run, tables: TableName[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (tables.length === 0) return counts;
  const rows = await run(
    sql.join(
      tables.map(
        (table) =>
          sql`select ${nameOf(table)}::text as name, count(*)::text as count from ${identifierOf(table)}`,
      ),
      sql` union all `,
    ),
  );
  for (const row of rows) counts.set(String(row.name), Number(row.count));
  return counts;
}

/**
 * The ledger's totals: the banker's accounts (how many, and their balances summed) and its entries per
 * side (how many, and their amounts summed). A move that lost or changed a movement of credits changes
 * one of them. Answers undefined for a database without the banker's tables.
 */
export async function ledgerTotalsOf(run: Run): Promise<string | undefined> {
  const [found] = await run(
    sql`select to_regclass('banker.accounts') is not null and to_regclass('banker.entries') is not null as found`,
  );
  if (!found?.found) return undefined;
  const [totals] = await run(sql`
    select
      (select count(*)::text || ' accounts holding ' || coalesce(sum(credits), 0)::text || ' credits'
        from banker.accounts) as accounts,
      (select coalesce(string_agg(side, ', ' order by side), 'no entries') from (
        select count(*)::text || ' ' || entry_type || ' entries of ' || sum(amount)::text || ' credits' as side
        from banker.entries group by entry_type) sides) as entries`);
  return `${String(totals?.accounts)}; ${String(totals?.entries)}`;
}
