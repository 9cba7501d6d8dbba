import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREMIUM_LIMITS,
  DEPOSIT_LINK_MINUTES,
  type AccountStatement,
  type BankerUser,
} from '@achterhoek/contracts';
import {
  DEMO_DRIVER_EARNED,
  DEMO_DRIVER_IBAN,
  DEMO_DRIVER_PREMIUM,
} from '../src/modules/banker/demo-banking.js';
import { DEMO_NAMED_DONATION } from '../src/modules/banker/demo-charities.js';
import { syncDeposit, syncOpenDeposits } from '../src/modules/banker/deposit-service.js';
import { SYNC_OPEN_DEPOSITS } from '../src/modules/banker/module.js';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from '../src/modules/banker/payments/payment-provider.js';
import { SimulatorProvider, chooseSimulatedOutcome } from '../src/modules/banker/payments/simulator.js';
import type { Db } from '../src/platform/db/database.js';
import { deposits, simulatedPayments } from '../src/modules/banker/schema.js';
import { manualClock } from '../src/platform/clock.js';
import { pendingTimer } from '../src/platform/timers/timer-store.js';

import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test-app.js';
import { demoToken } from './profile-helpers.js';
import { postForm } from './support/forms.js';

function client(t: TestApp, bearer: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${bearer}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    call,
    me: async () => (await call('GET', '/api/banker/users/me')).json() as BankerUser,
    statements: async () =>
      ((await call('GET', '/api/banker/users/me/statements')).json() as { data: AccountStatement[] }).data,
    deposit: (
      amountCredits: number,
      extra: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) =>
      call(
        'POST',
        '/api/banker/users/me/deposits',
        { amountCredits, description: 'Credits inkopen', ...extra },
        headers,
      ),
    event: (project_id: string, order_id: string) =>
      call('POST', '/api/banker/deposit-events', { project_id, order_id }),
  };
}

/** The simulator's checkout page: what the user sees, and the choice they make there. */
async function payAtSimulator(
  t: TestApp,
  paymentUrl: string,
  outcome: 'paid' | 'cancelled' | 'expired' | null,
) {
  const path = new URL(paymentUrl).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<h1>Banksimulatie</h1>');
  for (const label of ['Betalen', 'Annuleren', 'Laten verlopen'])
    expect(page.body).toContain(`>${label}</button>`);
  if (outcome === null) return null;
  const chosen = await postForm(t.app, path, `outcome=${outcome}`);
  expect(chosen.statusCode).toBe(303);
  const back = new URL(chosen.headers.location as string);
  expect(back.origin + back.pathname).toBe(`${TEST_PUBLIC_URL}/wait-for-deposit-confirmation`);
  return { projectId: back.searchParams.get('project_id')!, orderId: back.searchParams.get('order_id')! };
}

/**
 * The database, except that every `select` answers only once `gate` opens: a request that read a row and
 * has yet to write, while another request goes ahead.
 */
function readsWaitFor(db: Db, gate: Promise<void>): Db {
  const delayed = (builder: object): object =>
    new Proxy(builder, {
      get(target, property, receiver) {
        const member = Reflect.get(target, property, receiver) as unknown;
        if (property === 'then') {
          return (resolve: (rows: unknown) => void, reject: (error: unknown) => void) =>
            (target as PromiseLike<unknown>).then((rows) => gate.then(() => rows)).then(resolve, reject);
        }
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          const result = (member as (...a: unknown[]) => unknown).apply(target, args);
          return typeof result === 'object' && result !== null ? delayed(result) : result;
        };
      },
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      const member = Reflect.get(target, property, receiver) as unknown;
      if (typeof member !== 'function') return member;
      if (property === 'select') return (...args: unknown[]) => delayed(target.select(...(args as [])));
      return (member as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

describe('deposits through the bank simulator', () => {
  const clock = manualClock('2026-03-02T09:05:00+01:00');
  let t: TestApp;
  let gerda: ReturnType<typeof client>;
  let henk: ReturnType<typeof client>;
  beforeAll(async () => {
    // Only the tests move the clock and run timers.
    t = await createTestApp({ env: { TIMER_INTERVAL_MS: '0' }, services: { clock } });
    gerda = client(t, await demoToken(t, 'gerda@example.nl'));
    henk = client(t, await demoToken(t, 'henk@example.nl'));
  });
  afterAll(async () => t.close());

  it('tells the exchange rate and shows the demo driver his current and premium accounts', async () => {
    expect((await gerda.call('GET', '/api/banker/settings')).json()).toEqual({
      exchangeRate: 19,
      premiumLimits: DEFAULT_PREMIUM_LIMITS,
    });
    const me = await henk.me();
    // The demo driver has earned credits (and has an IBAN), so he can ask for a payout at once; he gave
    // some of them to a demo charity.
    expect(me.personalAccount).toMatchObject({
      credits: DEMO_DRIVER_EARNED - DEMO_NAMED_DONATION,
      iban: DEMO_DRIVER_IBAN.iban,
      type: 'LIABILITY',
      purpose: 'CURRENT',
      name: 'Henk Lubbers',
    });
    // The demo driver starts with a welcome premium, so his first paid ride shows the bonus.
    expect(me.premiumAccount).toMatchObject({ credits: DEMO_DRIVER_PREMIUM, purpose: 'PREMIUM' });
    expect((await t.app.inject({ method: 'GET', url: '/api/banker/users/me' })).statusCode).toBe(401);
  });

  it('buys 25 credits: paid at the simulator, credited once however often the status is asked', async () => {
    // Gerda starts with the demo credits.
    const start = (await gerda.me()).personalAccount.credits;
    const response = await gerda.deposit(25);
    expect(response.statusCode).toBe(200);
    const { paymentUrl } = response.json() as { paymentUrl: string };
    expect(paymentUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/banker/simulator/payments/sim_`));
    const back = (await payAtSimulator(t, paymentUrl, 'paid'))!;
    expect(back.projectId).toBe('simulator');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => gerda.event(back.projectId, back.orderId)),
    );
    for (const answer of answers) expect(answer.json()).toEqual({ status: 'COMPLETED', amountCredits: 25 });
    expect((await gerda.event(back.projectId, back.orderId)).json()).toMatchObject({ status: 'COMPLETED' });
    expect((await gerda.me()).personalAccount.credits).toBe(start + 25);
    const [line] = await gerda.statements();
    expect(line).toMatchObject({
      type: 'CREDIT',
      amount: 25,
      description: 'Credits inkopen',
      purpose: 'DEPOSIT',
      rollback: false,
      counterparty: { name: 'Bankreserve', purpose: 'SYSTEM' },
      account: { purpose: 'CURRENT' },
    });
    expect(line!.transactionTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    // The amount charged was 25 × 19 cents.
    const [row] = await t.app.database.db.select().from(deposits).where(eq(deposits.orderId, back.orderId));
    expect(row).toMatchObject({ amountCents: 475, status: 'COMPLETED' });
  });

  it('ends a cancelled or expired payment without credits', async () => {
    const before = (await henk.me()).personalAccount.credits;
    for (const [outcome, status] of [
      ['cancelled', 'CANCELLED'],
      ['expired', 'EXPIRED'],
    ] as const) {
      const { paymentUrl } = (await henk.deposit(10)).json() as { paymentUrl: string };
      const back = (await payAtSimulator(t, paymentUrl, outcome))!;
      expect((await henk.event(back.projectId, back.orderId)).json()).toEqual({ status, amountCredits: 10 });
    }
    expect((await henk.me()).personalAccount.credits).toBe(before);
  });

  it('takes one of two choices made at once: a payment paid and cancelled together is credited only if paid', async () => {
    // Regression: both choices read the payment as open and both wrote, so a payment could be credited
    // while recorded as cancelled.
    for (let round = 0; round < 5; round += 1) {
      const before = (await henk.me()).personalAccount.credits;
      const { paymentUrl } = (await henk.deposit(10)).json() as { paymentUrl: string };
      const path = new URL(paymentUrl).pathname;
      const choose = (outcome: string) => postForm(t.app, path, `outcome=${outcome}`);
      const [row] = await t.app.database.db
        .select()
        .from(deposits)
        .where(sql`${deposits.paymentUrl} = ${paymentUrl}`);
      // The browser returning from the paid choice asks for the status while the other choice is made.
      await Promise.all([choose('paid'), henk.event('simulator', row!.orderId), choose('cancelled')]);
      const { status } = (await henk.event('simulator', row!.orderId)).json() as { status: string };
      expect(['COMPLETED', 'CANCELLED']).toContain(status);
      const [payment] = await t.app.database.db
        .select()
        .from(simulatedPayments)
        .where(eq(simulatedPayments.id, path.split('/').at(-1)!));
      expect(payment!.status).toBe(status === 'COMPLETED' ? 'paid' : 'cancelled');
      expect((await henk.me()).personalAccount.credits).toBe(before + (status === 'COMPLETED' ? 10 : 0));
    }
  });

  it('lets a choice that read the payment as open change nothing once another choice ended it', async () => {
    // Regression, deterministic: 'Annuleren' read the payment as open, 'Betalen' was then made and
    // credited, and the cancel still wrote: credited while recorded as cancelled.
    const before = (await henk.me()).personalAccount.credits;
    const { paymentUrl } = (await henk.deposit(10)).json() as { paymentUrl: string };
    const id = new URL(paymentUrl).pathname.split('/').at(-1)!;
    const db = t.app.database.db;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const cancelling = chooseSimulatedOutcome(readsWaitFor(db, gate), clock, id, 'cancelled');
    await chooseSimulatedOutcome(db, clock, id, 'paid');
    const [row] = await db
      .select()
      .from(deposits)
      .where(sql`${deposits.paymentUrl} = ${paymentUrl}`);
    expect((await henk.event('simulator', row!.orderId)).json()).toMatchObject({ status: 'COMPLETED' });
    open();
    await cancelling;
    const [payment] = await db.select().from(simulatedPayments).where(eq(simulatedPayments.id, id));
    expect(payment!.status).toBe('paid');
    expect((await henk.me()).personalAccount.credits).toBe(before + 10);
  });

  it('keeps a payment nobody finished pending, and the hourly sync credits it once paid', async () => {
    const { paymentUrl } = (await henk.deposit(12)).json() as { paymentUrl: string };
    await payAtSimulator(t, paymentUrl, null);
    const [row] = await t.app.database.db
      .select()
      .from(deposits)
      .where(sql`${deposits.paymentUrl} = ${paymentUrl}`);
    expect((await henk.event('simulator', row!.orderId)).json()).toEqual({
      status: 'ACTIVE',
      amountCredits: 12,
    });
    // Paid later, while the user is away: the sweep finds it.
    await postForm(t.app, new URL(paymentUrl).pathname, 'outcome=paid');
    const db = t.app.database.db;
    const deps = {
      provider: new SimulatorProvider(db, clock),
      publicUrl: TEST_PUBLIC_URL,
      exchangeRateCents: 19,
      clock,
    };
    expect(await syncOpenDeposits(db, deps)).toBeGreaterThanOrEqual(1);
    expect(await syncOpenDeposits(db, deps)).toBe(0);
    const [done] = await db.select().from(deposits).where(eq(deposits.id, row!.id));
    expect(done!.status).toBe('COMPLETED');
    expect(done!.completedAt).toEqual(clock.now());
    // A request that read the deposit before it completed (a race) finds it completed under the lock.
    const credits = (await henk.me()).personalAccount.credits;
    expect(await syncDeposit(db, deps, row!)).toBe('COMPLETED');
    expect((await henk.me()).personalAccount.credits).toBe(credits);
  });

  it('counts an unpaid link past its 15 minutes as expired, and its page takes no choice any more', async () => {
    const { paymentUrl } = (await henk.deposit(10)).json() as { paymentUrl: string };
    const [row] = await t.app.database.db
      .select()
      .from(deposits)
      .where(sql`${deposits.paymentUrl} = ${paymentUrl}`);
    expect(row!.expiresAt).toEqual(new Date(clock.nowMs() + DEPOSIT_LINK_MINUTES * 60_000));
    await payAtSimulator(t, paymentUrl, null);
    clock.advance(DEPOSIT_LINK_MINUTES * 60_000 + 1000);
    const page = await t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
    expect(page.body).toContain('Deze betaling is al afgehandeld of verlopen.');
    expect(page.body).not.toContain('>Betalen</button>');
    const late = await postForm(t.app, new URL(paymentUrl).pathname, 'outcome=paid');
    expect(late.statusCode).toBe(303);
    expect((await henk.event('simulator', row!.orderId)).json()).toEqual({
      status: 'EXPIRED',
      amountCredits: 10,
    });
  });

  it('answers a repeated request with the same Idempotency-Key with the same payment', async () => {
    const headers = { 'idempotency-key': 'koop-42' };
    const first = (await henk.deposit(15, {}, headers)).json() as { paymentUrl: string };
    const second = (await henk.deposit(15, {}, headers)).json() as { paymentUrl: string };
    expect(second.paymentUrl).toBe(first.paymentUrl);
    const rows = await t.app.database.db.select().from(deposits).where(eq(deposits.requestKey, 'koop-42'));
    expect(rows).toHaveLength(1);
  });

  it('answers fifty requests sent at once with one Idempotency-Key with one payment, and no 500', async () => {
    // Regression: on PostgreSQL 49 of 50 such requests failed on the key's unique index with a 500.
    const headers = { 'idempotency-key': 'tegelijk-1' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => henk.deposit(20, {}, headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const urls = new Set(answers.map((answer) => (answer.json() as { paymentUrl: string }).paymentUrl));
    expect(urls.size).toBe(1);
    const rows = await t.app.database.db.select().from(deposits).where(eq(deposits.requestKey, 'tegelijk-1'));
    expect(rows).toHaveLength(1);
    const payments = await t.app.database.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.orderId, rows[0]!.orderId));
    expect(payments).toHaveLength(1);
  });

  it('refuses an Idempotency-Key used before for a different deposit with 422, storing nothing new', async () => {
    const headers = { 'idempotency-key': 'ander-bedrag' };
    expect((await henk.deposit(15, {}, headers)).statusCode).toBe(200);
    const other = await henk.deposit(30, {}, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: 422,
      message: 'Deze Idempotency-Key hoort bij een andere storting',
    });
    const rows = await t.app.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.requestKey, 'ander-bedrag'));
    expect(rows.map((row) => row.amountCredits)).toEqual([15]);
  });

  it('lets only the depositor ask about a deposit', async () => {
    const { paymentUrl } = (await gerda.deposit(10)).json() as { paymentUrl: string };
    const back = (await payAtSimulator(t, paymentUrl, 'paid'))!;
    expect((await henk.event(back.projectId, back.orderId)).statusCode).toBe(404);
    expect((await gerda.event('mollie', back.orderId)).statusCode).toBe(404);
    expect((await gerda.event('simulator', 'PLA-XXXX-1-abc')).statusCode).toBe(404);
  });

  it.each([
    ['too few credits', { amountCredits: 9, description: 'x' }, 'body.amountCredits', 'Minimaal 10'],
    ['too many credits', { amountCredits: 1001, description: 'x' }, 'body.amountCredits', 'Maximaal 1000'],
    ['no whole number', { amountCredits: 10.5, description: 'x' }, 'body.amountCredits', ''],
    ['no description', { amountCredits: 10, description: ' ' }, 'body.description', 'Veld is verplicht'],
    [
      'a return address elsewhere',
      { amountCredits: 10, description: 'x', returnUrl: 'https://evil.example/' },
      'body.returnUrl',
      '',
    ],
  ])('refuses %s with 400, storing nothing', async (_label, body, field, message) => {
    const before = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(deposits);
    const response = await gerda.call('POST', '/api/banker/users/me/deposits', body);
    expect(response.statusCode).toBe(400);
    const error = response.json() as { message: string; fields: string[] };
    expect(error.fields.some((f) => f.startsWith(field))).toBe(true);
    expect(error.message).toContain(message);
    const after = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(deposits);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('keeps the IBAN and holder of the current account, checking the IBAN', async () => {
    const bad = await henk.call('PUT', '/api/banker/users/me/account', {
      iban: 'NL00BANK0123456789',
      ibanHolder: 'H. Lubbers',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: ['body.iban'],
      message: expect.stringContaining('Ongeldig IBAN rekeningnummer'),
    });
    const noHolder = await henk.call('PUT', '/api/banker/users/me/account', {
      iban: 'NL91ABNA0417164300',
      ibanHolder: '',
    });
    expect(noHolder.json()).toMatchObject({ fields: ['body.ibanHolder'] });
    const good = await henk.call('PUT', '/api/banker/users/me/account', {
      iban: 'nl91 abna 0417 1643 00',
      ibanHolder: 'H. Lubbers',
    });
    expect(good.statusCode).toBe(204);
    expect((await henk.me()).personalAccount).toMatchObject({
      iban: 'NL91ABNA0417164300',
      ibanHolder: 'H. Lubbers',
    });
  });
});

describe('banker calls: bad input and callers who may not', () => {
  let t: TestApp;
  let gerda: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    gerda = client(t, await demoToken(t, 'gerda@example.nl'));
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/api/banker/settings'],
    ['GET', '/api/banker/users/me/statements'],
    ['POST', '/api/banker/users/me/deposits'],
    ['POST', '/api/banker/deposit-events'],
    ['PUT', '/api/banker/users/me/account'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a page size of 0', 'maxResults=0', 'querystring.maxResults'],
    ['a negative offset', 'offset=-1', 'querystring.offset'],
    ['an until without offset', 'until=2026-11-24T08:00:00', 'querystring.until'],
  ])('answers 400 to statements with %s', async (_label, query, field) => {
    const response = await gerda.call('GET', `/api/banker/users/me/statements?${query}`);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: string[] }).fields.some((f) => f.startsWith(field))).toBe(true);
  });

  it.each([
    ['no order', { project_id: 'simulator' }, 'body.order_id'],
    ['an empty project', { project_id: ' ', order_id: 'PLA-1' }, 'body.project_id'],
  ])('answers 400 to a deposit event with %s', async (_label, body, field) => {
    const response = await gerda.call('POST', '/api/banker/deposit-events', body);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: string[] }).fields.some((f) => f.startsWith(field))).toBe(true);
  });

  it.each([
    ['an empty Idempotency-Key', ' '],
    ['an Idempotency-Key over 100 characters', 'k'.repeat(101)],
  ])('answers 400 to a deposit with %s, storing nothing', async (_label, key) => {
    const before = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(deposits);
    const response = await gerda.deposit(10, {}, { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: ['headers.idempotency-key'] });
    const after = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(deposits);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 400 to an account without the fields', async () => {
    const response = await gerda.call('PUT', '/api/banker/users/me/account', { iban: 'NL91ABNA0417164300' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 to a Mollie webhook call with a malformed id, and 404 for an unknown simulator payment', async () => {
    const hook = await postForm(t.app, '/api/banker/mollie-webhook', `id=${'x'.repeat(101)}`);
    expect(hook.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/banker/simulator/payments/sim_nope' })).statusCode,
    ).toBe(404);
    const choose = await postForm(t.app, '/api/banker/simulator/payments/sim_nope', 'outcome=paid');
    expect(choose.statusCode).toBe(404);
  });
});

describe('credits switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CREDITS_ENABLED: 'false', CREDITS_EXCHANGE_RATE: '25' } });
  });
  afterAll(async () => t.close());

  it('refuses the users own credit calls but still serves treasurers', async () => {
    const gerda = client(t, await demoToken(t, 'gerda@example.nl'));
    expect((await gerda.call('GET', '/api/banker/users/me')).statusCode).toBe(403);
    expect((await gerda.deposit(10)).statusCode).toBe(403);
    expect((await gerda.call('GET', '/api/banker/users/me/statements')).statusCode).toBe(403);
    expect((await gerda.event('simulator', 'PLA-1')).statusCode).toBe(403);
    const account = await gerda.call('PUT', '/api/banker/users/me/account', { iban: null, ibanHolder: null });
    expect(account.statusCode).toBe(403);
    expect((await gerda.call('GET', '/api/banker/settings')).json()).toEqual({
      exchangeRate: 25,
      premiumLimits: DEFAULT_PREMIUM_LIMITS,
    });
    const ingrid = client(t, await demoToken(t, 'ingrid@example.nl'));
    expect((await ingrid.call('GET', '/api/banker/users/me')).statusCode).toBe(200);
  });
});

describe('deposits through Mollie (a local stand-in for its API)', () => {
  let server: Server;
  let t: TestApp;
  const payments = new Map<string, { status: string; redirectUrl: string }>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const send = (status: number, json: unknown) => {
          response.writeHead(status, { 'content-type': 'application/hal+json' });
          response.end(JSON.stringify(json));
        };
        if (request.headers.authorization !== 'Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM') {
          return send(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
        }
        const resource = (id: string) => ({
          resource: 'payment',
          id,
          mode: 'test',
          status: payments.get(id)!.status,
          amount: { currency: 'EUR', value: '3.80' },
          description: 'Credits inkopen',
          method: 'ideal',
          metadata: {},
          redirectUrl: payments.get(id)!.redirectUrl,
          createdAt: new Date().toISOString(),
          _links: {
            self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
            checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' },
          },
        });
        if (request.method === 'POST' && request.url === '/v2/payments') {
          const id = `tr_${payments.size + 1}abcDEF`;
          payments.set(id, {
            status: 'open',
            redirectUrl: (JSON.parse(body) as { redirectUrl: string }).redirectUrl,
          });
          return send(201, resource(id));
        }
        const match = /^\/v2\/payments\/(tr_\w+)$/.exec(request.url ?? '');
        if (request.method === 'GET' && match && payments.has(match[1]!))
          return send(200, resource(match[1]!));
        return send(404, { status: 404, title: 'Not Found', detail: 'No payment exists with this token.' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
        MOLLIE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('sends the user to Mollie, and credits the deposit when its webhook reports it paid', async () => {
    const gerda = client(t, await demoToken(t, 'gerda@example.nl'));
    const app = (await t.app.inject({ method: 'GET', url: '/app-config.json' })).json() as {
      bankSimulated: boolean;
    };
    expect(app.bankSimulated).toBe(false);
    const start = (await gerda.me()).personalAccount.credits;
    const { paymentUrl } = (await gerda.deposit(20)).json() as { paymentUrl: string };
    expect(paymentUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\/tr_/);
    const [id, payment] = [...payments.entries()].at(-1)!;
    const back = new URL(payment.redirectUrl);
    expect(back.searchParams.get('project_id')).toBe('mollie');
    const orderId = back.searchParams.get('order_id')!;
    expect((await gerda.event('mollie', orderId)).json()).toEqual({ status: 'ACTIVE', amountCredits: 20 });
    payment.status = 'paid';
    const hook = await postForm(t.app, '/api/banker/mollie-webhook', `id=${id}`);
    expect(hook.statusCode).toBe(200);
    expect((await gerda.me()).personalAccount.credits).toBe(start + 20);
    expect((await gerda.event('mollie', orderId)).json()).toEqual({ status: 'COMPLETED', amountCredits: 20 });
    // A webhook call about a payment we never made changes nothing and still answers 200.
    const stray = await postForm(t.app, '/api/banker/mollie-webhook', 'id=tr_unknown');
    expect(stray.statusCode).toBe(200);
    expect((await gerda.me()).personalAccount.credits).toBe(start + 20);
  });
});

/** A stand-in bank whose answers the test sets, and which can be made unreachable for a number of calls. */
function fakeBank() {
  const statuses = new Map<string, ProviderPaymentStatus>();
  const bank = {
    statuses,
    unreachableCalls: 0,
    provider: {
      projectId: 'test-bank',
      simulated: false,
      async createPayment() {
        const id = `tb_${statuses.size + 1}`;
        statuses.set(id, 'open');
        return { providerPaymentId: id, paymentUrl: `https://bank.test/pay/${id}` };
      },
      async paymentStatus(id: string) {
        if (bank.unreachableCalls > 0) {
          bank.unreachableCalls -= 1;
          throw new PaymentProviderError('Could not read the payment at the bank: fetch failed');
        }
        return statuses.get(id) ?? 'failed';
      },
    } satisfies PaymentProvider,
  };
  return bank;
}

describe('the hourly sync of open deposits', () => {
  const clock = manualClock('2026-03-02T09:10:00+01:00');
  const bank = fakeBank();
  let t: TestApp;
  beforeAll(async () => {
    // Only the test drives the timers, by moving the clock and running what is due.
    t = await createTestApp({
      env: { TIMER_INTERVAL_MS: '0' },
      services: { clock, banker: { provider: bank.provider } },
    });
  });
  afterAll(async () => t.close());

  it('retries a sweep that could not reach the provider after a short backoff, not an hour later', async () => {
    const gerda = client(t, await demoToken(t, 'gerda@example.nl'));
    const start = (await gerda.me()).personalAccount.credits;
    expect((await gerda.deposit(30)).statusCode).toBe(200);
    const [paymentId] = [...bank.statuses.keys()];
    // The user paid but never came back to the app; the bank is down when the hourly sweep runs.
    bank.statuses.set(paymentId!, 'paid');
    bank.unreachableCalls = 1;
    const db = t.app.database.db;
    const hourly = (await pendingTimer(db, SYNC_OPEN_DEPOSITS, 'schedule'))!;
    expect(hourly.dueAt).toEqual(new Date('2026-03-02T10:00:00+01:00'));

    clock.set(hourly.dueAt);
    await t.app.timers.runDue();
    expect((await gerda.me()).personalAccount.credits).toBe(start);
    const failed = (await pendingTimer(db, SYNC_OPEN_DEPOSITS, 'schedule'))!;
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('could not be checked');
    expect(failed.dueAt).toEqual(new Date('2026-03-02T10:00:05+01:00'));

    // Not before the backoff is over …
    clock.advance(4_000);
    await t.app.timers.runDue();
    expect((await gerda.me()).personalAccount.credits).toBe(start);

    // … and then the retry credits the deposit, once, and the next sweep is the next whole hour.
    clock.advance(1_000);
    await t.app.timers.runDue();
    expect((await gerda.me()).personalAccount.credits).toBe(start + 30);
    const [row] = await db.select().from(deposits).where(eq(deposits.providerPaymentId, paymentId!));
    expect(row).toMatchObject({ status: 'COMPLETED', completedAt: new Date('2026-03-02T10:00:05+01:00') });
    const next = (await pendingTimer(db, SYNC_OPEN_DEPOSITS, 'schedule'))!;
    expect(next).toMatchObject({ dueAt: new Date('2026-03-02T11:00:00+01:00'), attempts: 0 });
    await t.app.timers.runDue();
    expect((await gerda.me()).personalAccount.credits).toBe(start + 30);
  });
});
