import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREMIUM_LIMITS,
  SYSTEM_INSUFFICIENT_MESSAGE,
  type BankerSettings,
  type BankerUser,
  type Paged,
  type SystemAccount,
  type SystemAccounts,
  type SystemStatement,
} from '@achterhoek/contracts';
import { systemAccountId } from '../src/modules/banker/account-service.js';
import { ONLY_PREMIUMS_MESSAGE } from '../src/modules/banker/system-account-service.js';
import { accounts, entries, transactions } from '../src/modules/banker/schema.js';
import { expectBooksBalance } from './ledger-helpers.js';
import { callerFor, demoUser, newUser, type Caller } from './profile-helpers.js';
import { activeDelegation } from './support/delegations.js';
import { useAppAt, useTestApp } from './support/app.js';
import { useCallers, useDemoUsers } from './support/callers.js';

// Issue 28, credits out: the treasurer's system accounts (spec 001 §2.17–2.19): their balances and
// statements, the premium budget raised and lowered within the configured bounds, the IBAN and holder.
const NOW = Date.parse('2026-11-26T10:00:00+01:00');
const A = '/api/banker/accounts';
const IBAN = 'NL91ABNA0417164300';

describe('system accounts of the treasurer', () => {
  const { t, db } = useAppAt(NOW);
  const [ingrid, bart, gerda, janForIngrid] = useCallers(4, async () => {
    const [ingrid, bart, gerda] = await Promise.all([
      demoUser(t, 'ingrid@example.nl'),
      demoUser(t, 'beheer@example.nl'),
      demoUser(t, 'gerda@example.nl'),
    ]);
    // Jan, a caregiver, acts for Ingrid with an active delegation: he acts as her, never as treasurer.
    const jan = await demoUser(t, 'jan@example.nl');
    await activeDelegation(db, jan, ingrid);
    return [ingrid, bart, gerda, callerFor(t.app, jan.token, { 'x-delegator': ingrid.sub })] as const;
  });
  let reserve: number;
  let reservations: number;
  let premiums: number;
  let gerdasAccount: number;

  const count = async (table: typeof transactions | typeof entries) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  /** Everything the calls could change: the postings, every balance, IBAN and holder. */
  const stored = async () => ({
    transactions: await count(transactions),
    entries: await count(entries),
    accounts: await db
      .select({
        id: accounts.id,
        credits: accounts.credits,
        iban: accounts.iban,
        holder: accounts.ibanHolder,
      })
      .from(accounts)
      .orderBy(accounts.id),
  });
  const listed = async (caller: Caller = ingrid) =>
    ((await caller.get(`${A}?purpose=SYSTEM`)).json() as SystemAccounts).data;
  const balanceOf = async (id: number) => (await listed()).find((account) => account.id === id)!.credits;
  const statements = async (id: number, query = '') =>
    (await ingrid.get(`${A}/${id}/statements${query}`)).json() as Paged<SystemStatement>;
  const move = (caller: Caller, id: number, kind: 'deposits' | 'withdrawals', amountCredits: unknown) =>
    caller.post(`${A}/${id}/${kind}`, { amountCredits, description: 'Ophogen saldo premieuitgifte' });

  beforeAll(async () => {
    reserve = await systemAccountId(db, 'banking-reserve');
    reservations = await systemAccountId(db, 'reservations');
    premiums = await systemAccountId(db, 'premiums');
    gerdasAccount = ((await gerda.get('/api/banker/users/me')).json() as BankerUser).personalAccount.id;
  });

  it('lets only a treasurer or an administrator make every call, a caregiver acting for one neither', async () => {
    // Jan really acts as Ingrid (her own credits), yet gets none of her treasurer powers.
    const asIngrid = (await janForIngrid.get('/api/banker/users/me')).json() as BankerUser;
    expect(asIngrid.managedIdentity).toBe(ingrid.sub);
    const calls: InjectOptions[] = [
      { method: 'GET', url: `${A}?purpose=SYSTEM` },
      { method: 'GET', url: `${A}/${premiums}/statements` },
      {
        method: 'POST',
        url: `${A}/${premiums}/deposits`,
        payload: { amountCredits: 200, description: 'Op' },
      },
      {
        method: 'POST',
        url: `${A}/${premiums}/withdrawals`,
        payload: { amountCredits: 100, description: 'Af' },
      },
      { method: 'PUT', url: `${A}/${reserve}`, payload: { iban: IBAN, ibanHolder: 'Stichting' } },
    ];
    for (const call of calls) {
      const before = await stored();
      expect((await t.app.inject(call)).statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
      expect((await gerda.call(call)).statusCode, `user ${call.method} ${call.url}`).toBe(403);
      expect((await janForIngrid.call(call)).statusCode, `delegate ${call.method} ${call.url}`).toBe(403);
      expect(await stored()).toEqual(before);
      expect((await ingrid.call(call)).statusCode, `treasurer ${call.method} ${call.url}`).toBe(200);
      expect((await bart.call(call)).statusCode, `admin ${call.method} ${call.url}`).toBe(200);
    }
    await expectBooksBalance(db);
  });

  it('lists the three system accounts with their balances, IBAN and holder', async () => {
    const data = await listed();
    expect(data.map((account) => account.ncan)).toEqual(['banking-reserve', 'reservations', 'premiums']);
    expect(data.map((account) => account.id)).toEqual([reserve, reservations, premiums]);
    for (const account of data) {
      expect(account).toMatchObject({ purpose: 'SYSTEM', credits: expect.any(Number) });
      expect(account).toHaveProperty('iban');
      expect(account).toHaveProperty('ibanHolder');
    }
    expect(data[0]).toMatchObject({ type: 'ASSET', name: 'Bankreserve' });
    // Assets equal liabilities: the reserve holds what all the liability accounts together hold.
    const [totals] = await db
      .select({ liabilities: sql<number>`sum(credits)::int` })
      .from(accounts)
      .where(sql`type = 'LIABILITY'`);
    expect(data[0]!.credits).toBe(totals!.liabilities);
  });

  it('raises and lowers the premium budget from and into the bank reserve, in balanced transactions', async () => {
    const [reserveBefore, premiumsBefore] = [await balanceOf(reserve), await balanceOf(premiums)];
    const raised = await ingrid.post(`${A}/${premiums}/deposits`, {
      amountCredits: 500,
      description: '  Ophogen saldo premieuitgifte  ',
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json() as SystemAccount).toMatchObject({
      id: premiums,
      ncan: 'premiums',
      credits: premiumsBefore + 500,
    });
    expect(await balanceOf(reserve)).toBe(reserveBefore + 500);
    await expectBooksBalance(db);

    const lowered = await ingrid.post(`${A}/${premiums}/withdrawals`, {
      amountCredits: 200,
      description: 'Verlagen saldo premieuitgifte',
    });
    expect(lowered.statusCode).toBe(200);
    expect((lowered.json() as SystemAccount).credits).toBe(premiumsBefore + 300);
    expect(await balanceOf(reserve)).toBe(reserveBefore + 300);
    await expectBooksBalance(db);

    // The statement, newest first, names the other side; the purpose filter keeps one kind.
    const page = await statements(premiums, '?maxResults=2');
    expect(page).toMatchObject({ offset: 0, count: 2 });
    /** A statement line of the premium budget for a move to or from the bank reserve. */
    const withReserve = (type: string, amount: number, purpose: string, description: string) => ({
      type,
      amount,
      purpose,
      description,
      counterparty: { id: reserve, name: 'Bankreserve' },
    });
    expect(page.data).toMatchObject([
      { ...withReserve('DEBIT', 200, 'WITHDRAWAL', 'Verlagen saldo premieuitgifte'), rollback: false },
      withReserve('CREDIT', 500, 'DEPOSIT', 'Ophogen saldo premieuitgifte'),
    ]);
    const onReserve = await statements(reserve, '?purpose=WITHDRAWAL');
    expect(onReserve.data.length).toBeGreaterThan(0);
    expect(onReserve.data.every((line) => line.purpose === 'WITHDRAWAL')).toBe(true);
    expect(onReserve.data[0]).toMatchObject({
      type: 'CREDIT',
      counterparty: { id: premiums, name: 'Premiebudget' },
    });
    const second = await statements(premiums, '?maxResults=1&offset=1');
    expect(second.data[0]!.id).toBe(page.data[1]!.id);
    expect((await statements(premiums, '?until=2000-01-01T00:00:00%2B01:00')).totalCount).toBe(0);
  });

  it('refuses lowering the premium budget below zero with 402, and nothing is stored', async () => {
    const budget = await balanceOf(premiums);
    const before = await stored();
    const short = await move(ingrid, premiums, 'withdrawals', budget + 1);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ status: 402, message: SYSTEM_INSUFFICIENT_MESSAGE });
    expect(await stored()).toEqual(before);
    // All of it may go.
    expect((await move(ingrid, premiums, 'withdrawals', budget)).statusCode).toBe(200);
    expect(await balanceOf(premiums)).toBe(0);
    const empty = await move(ingrid, premiums, 'withdrawals', 1);
    expect(empty.statusCode).toBe(402);
    await expectBooksBalance(db);
  });

  it('keeps the movements within the default bounds (422) and answers them in the settings', async () => {
    const settings = (await gerda.get('/api/banker/settings')).json() as BankerSettings;
    expect(settings.premiumLimits).toEqual(DEFAULT_PREMIUM_LIMITS);
    const before = await stored();
    const low = await move(ingrid, premiums, 'deposits', DEFAULT_PREMIUM_LIMITS.depositMin - 1);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ message: `Minimaal ${DEFAULT_PREMIUM_LIMITS.depositMin}` });
    const high = await move(ingrid, premiums, 'deposits', DEFAULT_PREMIUM_LIMITS.depositMax + 1);
    expect(high.statusCode).toBe(422);
    expect(high.json()).toMatchObject({ message: `Maximaal ${DEFAULT_PREMIUM_LIMITS.depositMax}` });
    const tooMuch = await move(ingrid, premiums, 'withdrawals', DEFAULT_PREMIUM_LIMITS.withdrawalMax + 1);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ message: `Maximaal ${DEFAULT_PREMIUM_LIMITS.withdrawalMax}` });
    expect(await stored()).toEqual(before);
  });

  it('moves only the premium budget (422 for another system account) and no person’s account (404)', async () => {
    const before = await stored();
    for (const id of [reserve, reservations]) {
      for (const kind of ['deposits', 'withdrawals'] as const) {
        const refused = await move(ingrid, id, kind, 200);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ message: ONLY_PREMIUMS_MESSAGE });
      }
    }
    for (const id of [gerdasAccount, 999_999]) {
      expect((await move(ingrid, id, 'deposits', 200)).statusCode).toBe(404);
      expect((await move(ingrid, id, 'withdrawals', 200)).statusCode).toBe(404);
      expect((await ingrid.get(`${A}/${id}/statements`)).statusCode).toBe(404);
      expect((await ingrid.put(`${A}/${id}`, { iban: IBAN, ibanHolder: 'G. Wassink' })).statusCode).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await stored();
    const bad: Array<[string, InjectOptions]> = [
      ['purpose other than SYSTEM', { method: 'GET', url: `${A}?purpose=CURRENT` }],
      ['no purpose', { method: 'GET', url: A }],
      ['id not a number', { method: 'GET', url: `${A}/abc/statements` }],
      ['unknown purpose filter', { method: 'GET', url: `${A}/${premiums}/statements?purpose=GIFT` }],
      ['page too large', { method: 'GET', url: `${A}/${premiums}/statements?maxResults=1000` }],
      ['not an instant', { method: 'GET', url: `${A}/${premiums}/statements?until=morgen` }],
      ...(
        [
          { amountCredits: 0, description: 'Op' },
          { amountCredits: 10.5, description: 'Op' },
          { amountCredits: '200', description: 'Op' },
          { amountCredits: 2_000_000, description: 'Op' },
          { amountCredits: 200, description: '   ' },
          { amountCredits: 200, description: 'x'.repeat(141) },
          { amountCredits: 200 },
          { amountCredits: 200, description: 'Op', extra: true },
        ] as const
      ).flatMap((payload): Array<[string, InjectOptions]> => [
        [`deposit ${JSON.stringify(payload)}`, { method: 'POST', url: `${A}/${premiums}/deposits`, payload }],
        [
          `withdraw ${JSON.stringify(payload)}`,
          { method: 'POST', url: `${A}/${premiums}/withdrawals`, payload },
        ],
      ]),
      ['no holder', { method: 'PUT', url: `${A}/${reserve}`, payload: { iban: IBAN, ibanHolder: '  ' } }],
      ['no IBAN', { method: 'PUT', url: `${A}/${reserve}`, payload: { iban: '', ibanHolder: 'Stichting' } }],
      [
        'IBAN too long',
        { method: 'PUT', url: `${A}/${reserve}`, payload: { iban: 'N'.repeat(43), ibanHolder: 'S' } },
      ],
    ];
    for (const [what, call] of bad) {
      const response = await ingrid.call(call);
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ status: 400 });
    }
    const wrongIban = await ingrid.put(`${A}/${reserve}`, {
      iban: 'NL91ABNA0417164301',
      ibanHolder: 'Stichting',
    });
    expect(wrongIban.statusCode).toBe(400);
    expect(JSON.stringify(wrongIban.json())).toContain('body.iban');
    expect(JSON.stringify(wrongIban.json())).toContain('Ongeldig IBAN rekeningnummer');
    expect(await stored()).toEqual(before);
  });

  it('sets the IBAN (electronic format) and the trimmed holder of a system account, and answers it', async () => {
    const saved = await ingrid.put(`${A}/${reserve}`, {
      iban: ' nl91 abna 0417 1643 00 ',
      ibanHolder: '  Stichting Achterhoek Mobiel ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: reserve,
      ncan: 'banking-reserve',
      iban: IBAN,
      ibanHolder: 'Stichting Achterhoek Mobiel',
    });
    expect((await listed(bart))[0]).toMatchObject({ iban: IBAN, ibanHolder: 'Stichting Achterhoek Mobiel' });
    // A person's account keeps its own.
    const own = (await gerda.get('/api/banker/users/me')).json() as BankerUser;
    expect(own.personalAccount.iban).not.toBe(IBAN);
  });

  it('never overdraws the premium budget with 20 lowerings at once', async () => {
    const budget = await balanceOf(premiums);
    if (budget > 0) expect((await move(ingrid, premiums, 'withdrawals', budget)).statusCode).toBe(200);
    expect((await move(ingrid, premiums, 'deposits', 1000)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => move(index % 2 ? ingrid : bart, premiums, 'withdrawals', 70)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(14);
    expect(statuses.filter((status) => status === 402)).toHaveLength(6);
    expect(await balanceOf(premiums)).toBe(1000 - 14 * 70);
    await expectBooksBalance(db);
  });
});

describe('system accounts with configured premium bounds', () => {
  const t = useTestApp({
    env: {
      PREMIUM_DEPOSIT_MIN: '5',
      PREMIUM_DEPOSIT_MAX: '50',
      PREMIUM_WITHDRAWAL_MIN: '3',
      PREMIUM_WITHDRAWAL_MAX: '30',
    },
  });
  const [ingrid] = useDemoUsers(t, 'ingrid');
  let premiums: number;

  beforeAll(async () => {
    premiums = await systemAccountId(t.app.database.db, 'premiums');
  });

  it('answers the configured bounds in the settings and keeps every movement within them', async () => {
    const settings = (await (await newUser(t)).get('/api/banker/settings')).json() as BankerSettings;
    expect(settings.premiumLimits).toEqual({
      depositMin: 5,
      depositMax: 50,
      withdrawalMin: 3,
      withdrawalMax: 30,
    });
    const move = (kind: 'deposits' | 'withdrawals', amountCredits: number) =>
      ingrid.post(`${A}/${premiums}/${kind}`, { amountCredits, description: 'Premie' });
    const budget = (await ingrid.get(`${A}?purpose=SYSTEM`)).json() as SystemAccounts;
    const start = budget.data.find((account) => account.id === premiums)!.credits;

    expect((await move('deposits', 4)).json()).toMatchObject({ status: 422, message: 'Minimaal 5' });
    expect((await move('deposits', 51)).json()).toMatchObject({ status: 422, message: 'Maximaal 50' });
    expect((await move('deposits', 50)).statusCode).toBe(200);
    expect((await move('deposits', 5)).statusCode).toBe(200);
    expect((await move('withdrawals', 2)).json()).toMatchObject({ status: 422, message: 'Minimaal 3' });
    expect((await move('withdrawals', 31)).json()).toMatchObject({ status: 422, message: 'Maximaal 30' });
    const lowered = await move('withdrawals', 30);
    expect(lowered.statusCode).toBe(200);
    expect((lowered.json() as SystemAccount).credits).toBe(start + 25);
    await expectBooksBalance(t.app.database.db);
  });
});
