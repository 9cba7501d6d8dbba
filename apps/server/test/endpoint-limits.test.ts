import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ALL_ENDPOINTS, ApiErrorSchema, type EndpointDefinition } from '@achterhoek/contracts';
import {
  casesOf,
  expectNamed,
  expectRefused,
  requestWith,
  rowCounts,
  urlOf,
} from './support/generated-requests.js';
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
    const cases = casesOf((leaf) => leaf.kind === 'date' || leaf.kind === 'date-time');
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
