import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  ALL_ENDPOINTS,
  ApiErrorSchema,
  CALLER_KINDS,
  inputLeavesOf,
  type AccessCell,
  type CallerKind,
  type EndpointDefinition,
} from '@achterhoek/contracts';
import { useAppAt } from './support/app.js';
import { buildMatrix, type Matrix } from './support/matrix-fixture.js';
import { matrixRequest } from './support/matrix-requests.js';
import { badValuesOf, requestWithBadValue, type InputPart } from './support/bad-input.js';
import { fieldOf, rowCounts } from './support/generated-requests.js';
import type { Caller } from './profile-helpers.js';

/**
 * Checks generated from the contracts over every call, on one app and one set of records.
 *
 * Bad input: at every place of a call's path, query and body a value its schema must refuse (the wrong
 * kind, a control character, a number beyond its bounds, a word that is not a choice), and for a body also
 * malformed JSON, the wrong content type, a field too many and each required field missing: the answer is
 * 400 (415 for the content type) in the API's shape naming the place, never a 500, and nothing is stored.
 *
 * The authorisation matrix: every call is made by every kind of caller —
 * nobody, the owner of the records it names, another ordinary user with the owner's ids, a caregiver with
 * and without an active delegation from the owner, the treasurer and the admin — and each answer is
 * compared with the row declared on the call's descriptor (`access`). A new call cannot be declared
 * without its row, and one the matrix cannot make yet fails here by name.
 */

/** Callers that might change a record go after those refused, and the owner last (see `allowedAnswer`). */
const ORDER: CallerKind[] = [
  'anonymous',
  'delegateWithout',
  'other',
  'treasurer',
  'admin',
  'delegate',
  'owner',
];
/** Closing one's own account: whoever may, has no account for the calls after it. */
const closesAccount = (call: EndpointDefinition) =>
  call.method === 'DELETE' && call.path === '/api/profile/profiles/me';
/** Calls that remove or end a record go last, so every other call still finds it. */
const ENDINGS = /^DELETE /;
const byEndingsLast = (a: EndpointDefinition, b: EndpointDefinition) =>
  Number(ENDINGS.test(`${a.method} `)) - Number(ENDINGS.test(`${b.method} `));

describe('every call answers every kind of caller as its descriptor declares', () => {
  const { t, db } = useAppAt('2026-03-02T09:00:30+01:00', { env: { SEED_DEMO_TRIPS: 'true' } });
  let matrix: Matrix;

  beforeAll(async () => {
    matrix = await buildMatrix(t, db);
  }, 60_000);

  function send(kind: CallerKind, owner: Caller, options: InjectOptions) {
    const { people } = matrix;
    const as = (caller: Caller, headers: Record<string, string> = {}) =>
      caller.call({ ...options, headers: { ...options.headers, ...headers } });
    switch (kind) {
      case 'anonymous':
        return t.app.inject(options);
      case 'owner':
        return as(owner);
      case 'other':
        return as(people.other);
      case 'delegate':
        return as(people.jan, { 'x-delegator': owner.sub });
      case 'delegateWithout':
        return as(people.caregiverWithout, { 'x-delegator': owner.sub });
      case 'treasurer':
        return as(people.treasurer);
      case 'admin':
        return as(people.admin);
    }
  }

  it('declares a row with every kind of caller on every call', () => {
    const incomplete = ALL_ENDPOINTS.filter((call) =>
      CALLER_KINDS.some((kind) => call.access?.[kind] === undefined),
    ).map((call) => `${call.method} ${call.path}`);
    expect(incomplete).toEqual([]);
    // A call without a token is exactly a public one: the row and the route's own switch agree.
    const disagreeing = ALL_ENDPOINTS.filter(
      (call) => Boolean(call.public) !== (call.access.anonymous === 'allowed'),
    ).map((call) => `${call.method} ${call.path}`);
    expect(disagreeing).toEqual([]);
  });

  it('refuses bad input at every place of every call, naming the place and storing nothing', async () => {
    const before = await rowCounts(t);
    const problems: string[] = [];
    let tried = 0;
    const check = async (
      call: EndpointDefinition,
      label: string,
      options: InjectOptions,
      expected: { statuses: number[]; field?: string; sibling?: boolean },
    ) => {
      tried += 1;
      const { owner } = matrixRequest(call, matrix.records, 0);
      const response = call.public ? await t.app.inject(options) : await matrix.people[owner].call(options);
      const where = `${call.method} ${call.path} ${label}`;
      if (!expected.statuses.includes(response.statusCode)) {
        problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        return;
      }
      const body: unknown = response.json();
      if (!ApiErrorSchema.safeParse(body).success) problems.push(`${where}: not the API's error shape`);
      const { fields = [] } = body as { fields?: string[] };
      const { field } = expected;
      if (field && !fields.some((name) => named(name, field, expected.sibling))) {
        problems.push(`${where}: names ${fields.join(', ') || 'nothing'}, not ${field}`);
      }
    };
    for (const call of ALL_ENDPOINTS) {
      const { parts } = matrixRequest(call, matrix.records, 0);
      if (call.body && !call.body.safeParse(parts.body).success) {
        problems.push(`${call.method} ${call.path}: the matrix's body is not one the contract accepts`);
        continue;
      }
      for (const part of ['params', 'query', 'body'] as InputPart[]) {
        const schema = call[part];
        if (!schema) continue;
        for (const leaf of inputLeavesOf(schema)) {
          const field = fieldOf(part, leaf);
          for (const { what, value } of badValuesOf(leaf, part)) {
            const options = requestWithBadValue(call, parts, part, leaf, value);
            // A leaf of one kind of a union: the item is made that kind around the leaf, and may be refused
            // for a field of that kind it lacks, next to the leaf.
            const sibling = leaf.literals.length > 0;
            await check(call, `${field} = ${what}`, options, { statuses: [400], field, sibling });
          }
        }
      }
      if (!call.body) continue;
      const { options: valid } = matrixRequest(call, matrix.records, 0);
      const json = { 'content-type': 'application/json' };
      await check(call, 'malformed JSON', { ...valid, payload: '{"a":', headers: json }, { statuses: [400] });
      await check(
        call,
        'the wrong content type',
        { ...valid, payload: 'hallo', headers: { 'content-type': 'text/plain' } },
        { statuses: [400, 415] },
      );
      if (parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)) {
        const body = parts.body as Record<string, unknown>;
        await check(
          call,
          'a field too many',
          { ...valid, payload: { ...body, veldTeVeel: 1 } },
          {
            statuses: [400],
            field: 'body.veldTeVeel',
          },
        );
        for (const key of Object.keys(body)) {
          const { [key]: _left, ...without } = body;
          if (call.body.safeParse(without).success) continue;
          await check(
            call,
            `without ${key}`,
            { ...valid, payload: without },
            { statuses: [400], field: `body.${key}` },
          );
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(problems).toEqual([]);
    const after = await rowCounts(t);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 300_000);

  it('gives each caller the declared answer', async () => {
    const mismatches: string[] = [];
    const calls = [...ALL_ENDPOINTS].sort(byEndingsLast);
    const rows: Array<{ call: EndpointDefinition; answers: Map<CallerKind, number> }> = [];
    let made = 0;
    // First every caller but those acting with a delegation; then the delegations start and they follow.
    // Last of all the calls that close the caller's own account, by everyone: nothing comes after them.
    const phases = [
      { kinds: ORDER.slice(0, 5), calls: calls.filter((call) => !closesAccount(call)) },
      { kinds: ORDER.slice(5), calls: calls.filter((call) => !closesAccount(call)) },
      { kinds: ORDER, calls: calls.filter(closesAccount) },
    ];
    for (const { kinds, calls: phaseCalls } of phases) {
      if (kinds[0] === 'delegate') await matrix.activateDelegations();
      for (const call of phaseCalls) {
        let row = rows.find((entry) => entry.call === call);
        if (!row) rows.push((row = { call, answers: new Map() }));
        for (const kind of kinds) {
          made += 1;
          const { owner, options: request } = matrixRequest(call, matrix.records, made);
          // A live stream stays open: its answer is its status, so its body is not waited for.
          const streams = call.produces === 'text/event-stream';
          const options = streams ? { ...request, payloadAsStream: true } : request;
          const response = await send(kind, matrix.people[owner], options);
          if (streams) response.stream().destroy();
          row.answers.set(kind, response.statusCode);
          const problem = judge(call.access[kind], answerOf(response), call, row.answers);
          if (problem) {
            const body = streams ? 'stream' : response.body.slice(0, 120);
            mismatches.push(`${call.method} ${call.path} as ${kind}: ${problem} (${body})`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

/**
 * Whether the refusal's `name` is about `field`: the field itself, a place that holds it (a list item, a
 * union refused as a whole), or with `sibling` a field next to it in the object that holds it.
 */
function named(name: string, field: string, sibling = false): boolean {
  if (name === field || field.startsWith(`${name}.`)) return true;
  const parent = field.slice(0, field.lastIndexOf('.'));
  return sibling && name.startsWith(`${parent}.`);
}

/**
 * A 403 that names a rule of the trip or the car (a settled trip cannot be unconfirmed, a car in use cannot
 * be removed) came after the caller was let in: for the matrix it is an answer like any other.
 */
const RULES_AFTER_ACCESS = new Set(['ALREADY_PAID', 'CAR_IN_USE']);

/** The status as the matrix reads it: a refusal by a rule after access counts as a 422. */
function answerOf(response: { statusCode: number; body: string }): number {
  if (response.statusCode !== 403) return response.statusCode;
  const { code } = (response.body ? JSON.parse(response.body) : {}) as { code?: string };
  return code && RULES_AFTER_ACCESS.has(code) ? 422 : 403;
}

/**
 * Why the answer is not the declared one, or nothing. Allowed: any answer below 500 but 401 and 403; and
 * 404 only where the row never refuses with 404 or an earlier allowed caller has already removed the
 * record (a 2xx on a DELETE).
 */
function judge(
  expected: AccessCell,
  status: number,
  call: EndpointDefinition,
  answers: Map<CallerKind, number>,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (expected !== 'allowed') return status === expected ? undefined : `expected ${expected}, got ${status}`;
  if (status === 401 || status === 403) return `expected allowed, got ${status}`;
  if (status !== 404) return undefined;
  const hides = Object.values(call.access).includes(404);
  const removed =
    call.method === 'DELETE' &&
    [...answers].some(([kind, answer]) => call.access[kind] === 'allowed' && answer < 300);
  return hides && !removed ? 'expected allowed, got 404' : undefined;
}
