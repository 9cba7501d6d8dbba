import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  ALL_ENDPOINTS,
  ApiErrorSchema,
  inputLeavesOf,
  type EndpointDefinition,
  type InputLeaf,
} from '@achterhoek/contracts';
import type { TestApp } from '../test-app.js';

/**
 * Requests generated from the contracts: a value put at one place (a leaf) of a call's path, query, body
 * or headers, and what the answer must then say. Shared by the generated tests over every call.
 */

export type Part = 'params' | 'query' | 'body' | 'headers';
export const PARTS: Part[] = ['params', 'query', 'body', 'headers'];

/**
 * A body with `value` at the leaf's place (the item of a `[]` segment in a one-item list), and the fixed
 * values that make each object on the way the kind that holds the leaf.
 */
export function bodyWith(leaf: InputLeaf, value: unknown): unknown {
  let body: unknown;
  const put = (path: string[], item: unknown) => {
    const holder = { root: body };
    let parent: Record<string, unknown> | unknown[] = holder;
    let key: string | number = 'root';
    for (const segment of path) {
      const container = (parent as Record<string | number, unknown>)[key];
      const next = segment === '[]' ? (container ?? [{}]) : (container ?? {});
      (parent as Record<string | number, unknown>)[key] = next;
      parent = next as Record<string, unknown> | unknown[];
      key = segment === '[]' ? 0 : segment;
    }
    (parent as Record<string | number, unknown>)[key] = item;
    body = holder.root;
  };
  for (const literal of leaf.literals) put(literal.path, literal.value);
  put(leaf.path, value);
  return body;
}

/** The URL with every path parameter filled in: the leaf's own with `value`, the others with `1`. */
export function urlOf(
  call: EndpointDefinition,
  params: Record<string, string> = {},
  query?: Record<string, string>,
) {
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? '1'),
  );
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/**
 * Query parameters a call answers with its own words when they are missing ('from is mandatory'), which
 * would be the whole answer: given, the refusal names the leaf under test.
 */
export const MANDATORY_QUERY: Record<string, Record<string, string>> = {
  'GET /api/planner/search/plan': {
    from: 'Winterswijk::51.97,6.72',
    to: 'Doetinchem::51.96,6.29',
    travelTime: '2026-03-02T08:00:00+01:00',
  },
};

/**
 * A valid body for calls that also read a header: the body is checked before the headers, so without it
 * the refusal would name the body instead of the header under test.
 */
export const VALID_BODY: Record<string, unknown> = {
  'POST /api/banker/users/me/deposits': { amountCredits: 10, description: 'Opwaarderen' },
};

/** A request to the call with `value` at the leaf's place and nothing else that can be left out. */
export function requestWith(
  call: EndpointDefinition,
  part: Part,
  leaf: InputLeaf,
  value: string,
): InjectOptions {
  const name = leaf.path[0] ?? '';
  const method = call.method;
  const mandatory = MANDATORY_QUERY[`${call.method} ${call.path}`] ?? {};
  if (part === 'params') return { method, url: urlOf(call, { [name]: value }) };
  if (part === 'query') return { method, url: urlOf(call, {}, { ...mandatory, [name]: value }) };
  if (part === 'headers') {
    const body = VALID_BODY[`${call.method} ${call.path}`];
    return { method, url: urlOf(call), headers: { [name]: value }, ...(body ? { payload: body } : {}) };
  }
  return { method, url: urlOf(call), payload: bodyWith(leaf, value) as InjectOptions['payload'] };
}

export function fieldOf(part: Part, leaf: InputLeaf): string {
  const context = part === 'query' ? 'querystring' : part;
  return [context, ...leaf.path.map((segment) => (segment === '[]' ? '0' : segment))].join('.');
}

/**
 * The answer names the leaf, or the list item or union that holds it (a union refused as a whole, an
 * item without the field that says which kind it is): the refusal is about that place.
 */
export function expectNamed(response: { json(): unknown }, part: Part, leaf: InputLeaf, label: string) {
  const { fields = [] } = response.json() as { fields?: string[] };
  const field = fieldOf(part, leaf);
  const named = fields.some((name) => name === field || field.startsWith(`${name}.`));
  expect(named, `${label}: ${fields.join(', ')}`).toBe(true);
}

/** The rows of every table but the rate counts: what a refused call must leave as it was. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const { db } = t.app.database;
  const tables = (await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
          and not (table_schema = 'platform' and table_name = 'rate_windows')`,
  )) as unknown as { rows: { table_schema: string; table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_schema: schema, table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from "${schema}"."${table}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[`${schema}.${table}`] = result.rows[0]!.n;
  }
  return counts;
}

export interface Case {
  call: EndpointDefinition;
  part: Part;
  leaf: InputLeaf;
}

export function casesOf(kind: (leaf: InputLeaf) => boolean): Case[] {
  return ALL_ENDPOINTS.flatMap((call) =>
    PARTS.flatMap((part) => {
      const schema = call[part];
      return schema
        ? inputLeavesOf(schema)
            .filter(kind)
            .map((leaf) => ({ call, part, leaf }))
        : [];
    }),
  );
}

export function expectRefused(response: { statusCode: number; json(): unknown }, part: Part, label: string) {
  const allowed = part === 'params' ? [400, 414] : [400];
  expect(allowed, `${label}: ${response.statusCode} ${JSON.stringify(response.json())}`).toContain(
    response.statusCode,
  );
  expect(ApiErrorSchema.safeParse(response.json()).success, label).toBe(true);
}
