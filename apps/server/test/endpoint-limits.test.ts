import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  ALL_ENDPOINTS,
  ApiErrorSchema,
  inputLeavesOf,
  type EndpointDefinition,
  type InputLeaf,
} from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';
import { rejectWaitingRequests } from './treasury-helpers.js';
import { createTestApp, secondInstanceApp, type TestApp } from './test-app.js';
import { callerFor, demoUser, type Caller } from './profile-helpers.js';
import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';

/**
 * Generated from the contracts (issue 26, "limits declared on every call"): every call is sent an
 * over-long text and a far-future date in each place it takes one, and a burst beyond its declared rate.
 * The answer is always the API's error shape with 400 (or 414 for a path the router refuses) or 429,
 * never a 500, and nothing is stored. A new call is covered the moment its contract exists.
 */

type Part = 'params' | 'query' | 'body' | 'headers';
const PARTS: Part[] = ['params', 'query', 'body', 'headers'];

/**
 * A body with `value` at the leaf's place (the item of a `[]` segment in a one-item list), and the fixed
 * values that make each object on the way the kind that holds the leaf.
 */
function bodyWith(leaf: InputLeaf, value: unknown): unknown {
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
function urlOf(
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
const MANDATORY_QUERY: Record<string, Record<string, string>> = {
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
const VALID_BODY: Record<string, unknown> = {
  'POST /api/banker/users/me/deposits': { amountCredits: 10, description: 'Opwaarderen' },
};

/** A request to the call with `value` at the leaf's place and nothing else that can be left out. */
function requestWith(call: EndpointDefinition, part: Part, leaf: InputLeaf, value: string): InjectOptions {
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

function fieldOf(part: Part, leaf: InputLeaf): string {
  const context = part === 'query' ? 'querystring' : part;
  return [context, ...leaf.path.map((segment) => (segment === '[]' ? '0' : segment))].join('.');
}

/**
 * The answer names the leaf, or the list item or union that holds it (a union refused as a whole, an
 * item without the field that says which kind it is): the refusal is about that place.
 */
function expectNamed(response: { json(): unknown }, part: Part, leaf: InputLeaf, label: string) {
  const { fields = [] } = response.json() as { fields?: string[] };
  const field = fieldOf(part, leaf);
  const named = fields.some((name) => name === field || field.startsWith(`${name}.`));
  expect(named, `${label}: ${fields.join(', ')}`).toBe(true);
}

/** The rows of every table but the rate counts: what a refused call must leave as it was. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
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

interface Case {
  call: EndpointDefinition;
  part: Part;
  leaf: InputLeaf;
}

function casesOf(kind: (leaf: InputLeaf) => boolean): Case[] {
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

function expectRefused(response: { statusCode: number; json(): unknown }, part: Part, label: string) {
  const allowed = part === 'params' ? [400, 414] : [400];
  expect(allowed, `${label}: ${response.statusCode} ${JSON.stringify(response.json())}`).toContain(
    response.statusCode,
  );
  expect(ApiErrorSchema.safeParse(response.json()).success, label).toBe(true);
}

describe('every call refuses over-long texts and far-future dates, storing nothing', () => {
  // The rates are tested below; here every call may be made as often as the cases need.
  const t = useTestApp();
  const [admin] = useDemoUsers(t, 'beheer');

  it('an over-long text in each place a call takes one', async () => {
    const cases = casesOf((leaf) => leaf.kind === 'text');
    expect(cases.length).toBeGreaterThan(100);
    const before = await rowCounts(t);
    for (const { call, part, leaf } of cases) {
      const label = `${call.method} ${call.path} ${part}.${leaf.path.join('.')}`;
      expect(Number.isFinite(leaf.maxLength), `${label} has no maximum length`).toBe(true);
      const response = await admin.call(requestWith(call, part, leaf, 'x'.repeat(leaf.maxLength + 1)));
      expectRefused(response, part, label);
      if (response.statusCode === 400 && part !== 'params') expectNamed(response, part, leaf, label);
    }
    expect(await rowCounts(t)).toEqual(before);
  }, 120_000);

  it('a date in the year 9999 in each place a call takes one', async () => {
    const cases = casesOf((leaf) => leaf.kind !== 'text');
    expect(cases.length).toBeGreaterThan(10);
    const before = await rowCounts(t);
    for (const { call, part, leaf } of cases) {
      const label = `${call.method} ${call.path} ${part}.${leaf.path.join('.')}`;
      const farAway = leaf.kind === 'date' ? '9999-12-31' : '9999-12-31T08:00:00+01:00';
      const response = await admin.call(requestWith(call, part, leaf, farAway));
      expectRefused(response, part, label);
      if (part !== 'params') expectNamed(response, part, leaf, label);
    }
    expect(await rowCounts(t)).toEqual(before);
  }, 120_000);
});

describe('every call with a declared rate answers 429 beyond it, per account', () => {
  const clock = manualClock('2026-03-02T09:00:30+01:00');
  let t: TestApp;
  let admin: Caller;
  let gerda: Caller;

  beforeAll(async () => {
    t = await createTestApp({ services: { clock }, env: { API_RATE_LIMITS: 'true' } });
    admin = await demoUser(t, 'beheer@example.nl');
    gerda = await demoUser(t, 'gerda@example.nl');
    // With a request waiting (the demo seeds one), making a payout batch would store one; the treasurer
    // (another account, so the admin's counts stay untouched) rejects it first.
    await rejectWaitingRequests(t, await demoUser(t, 'ingrid@example.nl'));
  });
  afterAll(async () => t.close());

  /** A call of it that does nothing: an unknown record, or input the contract refuses. */
  function harmless(call: EndpointDefinition): InjectOptions {
    const url = urlOf(call, {}, undefined).replace(/\/1(?=\/|$)/g, '/2147483647');
    return {
      method: call.method,
      url,
      ...(call.body ? { payload: { unknownField: true } } : {}),
    };
  }

  it('the call after the last one allowed is refused with Retry-After, until the window ends', async () => {
    const limited = ALL_ENDPOINTS.filter((call) => call.limits.rate);
    expect(limited.length).toBeGreaterThan(30);
    const before = await rowCounts(t);
    for (const call of limited) {
      const rate = call.limits.rate!;
      const send = () => (call.public ? t.app.inject(harmless(call)) : admin.call(harmless(call)));
      const label = `${call.method} ${call.path}`;
      for (let made = 0; made < rate.max; made += 1) {
        const response = await send();
        expect(response.statusCode, `${label} call ${made + 1} of ${rate.max}`).not.toBe(429);
        expect(response.statusCode, label).toBeLessThan(500);
      }
      const refused = await send();
      expect(refused.statusCode, label).toBe(429);
      expect(ApiErrorSchema.parse(refused.json()).message).toMatch(/^Te veel verzoeken/);
      expect(Number(refused.headers['retry-after']), label).toBeGreaterThan(0);
    }
    // The counts of one account do not touch another's: a second account still gets through.
    const sessionLog = limited.find((call) => call.path.endsWith('/session-log'))!;
    expect((await gerda.call(harmless(sessionLog))).statusCode).toBe(400);
    // A window later everything is allowed again.
    clock.advance(3600_000);
    for (const call of limited) {
      const response = call.public ? await t.app.inject(harmless(call)) : await admin.call(harmless(call));
      expect(response.statusCode, `${call.method} ${call.path} after the window`).not.toBe(429);
    }
    const after = await rowCounts(t);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 300_000);

  it.runIf(process.env.DATABASE_URL)(
    "counts one account's calls on two instances together: the rate holds once, not once per instance",
    async () => {
      const second = await secondInstanceApp(t, {
        services: { clock },
        env: { API_RATE_LIMITS: 'true' },
      });
      try {
        clock.advance(3600_000);
        const sessionLog = ALL_ENDPOINTS.find((call) => call.path.endsWith('/session-log'))!;
        const there = await demoUser(second, 'marieke@example.nl');
        const here = callerFor(t.app, there.token);
        const answers = [];
        for (let made = 0; made <= sessionLog.limits.rate!.max; made += 1) {
          const caller = made % 2 === 0 ? here : there;
          answers.push((await caller.call(harmless(sessionLog))).statusCode);
        }
        expect(answers).toEqual([...Array(sessionLog.limits.rate!.max).fill(400), 429]);
      } finally {
        await second.app.close();
      }
    },
  );
});
