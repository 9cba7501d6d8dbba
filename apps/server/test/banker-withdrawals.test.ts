import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  WITHDRAWAL_INSUFFICIENT_MESSAGE,
  type BankerUser,
  type Paged,
  type Withdrawal,
} from '@achterhoek/contracts';
import { systemAccountId } from '../src/modules/banker/account-service.js';
import { accounts, transactions, users, withdrawals } from '../src/modules/banker/schema.js';
import type { Db } from '../src/platform/db/database.js';
import { depositCredits, expectBooksBalance, statementLines } from './ledger-helpers.js';
import { newUser, userWithProfile, type Caller } from './profile-helpers.js';
import { useAppAt, useTestApp } from './support/app.js';

// Issue 28, credits out: a person asks to exchange credits for euros; the credits are reserved from the
// current account until paid out, and come back when the person cancels while the request waits.
const NOW = Date.parse('2026-11-26T10:00:00+01:00');
const W = '/api/banker/users/me/withdrawals';
const IBAN = 'NL91ABNA0417164300';

describe('withdrawals of a person', () => {
  const { t, clock, db } = useAppAt(NOW);

  const me = async (caller: Caller) => (await caller.get('/api/banker/users/me')).json() as BankerUser;
  const balance = async (caller: Caller) => (await me(caller)).personalAccount.credits;
  const count = async (table: typeof withdrawals | typeof transactions) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const stored = async () => ({
    withdrawals: await count(withdrawals),
    transactions: await count(transactions),
  });
  const ask = (
    caller: Caller,
    amountCredits: unknown,
    description: unknown = 'Inwisselen van GAON credits',
  ) => caller.post(W, { amountCredits, description });
  const list = async (caller: Caller, query = '') =>
    (await caller.get(`${W}${query}`)).json() as Paged<Withdrawal>;

  /** A new person with `credits` on their current account and, unless told otherwise, an IBAN and holder. */
  async function person(credits: number, withIban = true): Promise<Caller> {
    const caller = await newUser(t);
    if (credits > 0)
      await depositCredits(db, { managedIdentity: caller.sub, name: 'Dinand Klein Gunnewiek' }, credits);
    if (withIban) {
      const put = await caller.put('/api/banker/users/me/account', {
        iban: IBAN,
        ibanHolder: 'D. Klein Gunnewiek',
      });
      expect(put.statusCode).toBe(204);
    }
    return caller;
  }

  it('reserves the amount from the current account, in a balanced transaction, and lists the request', async () => {
    const dinand = await person(100);
    const asked = await ask(dinand, 30);
    expect(asked.statusCode).toBe(201);
    const withdrawal = asked.json() as Withdrawal;
    expect(withdrawal).toMatchObject({
      amountCredits: 30,
      amountEurocents: 30 * t.config.exchangeRateCents,
      status: 'REQUESTED',
      reason: null,
      iban: IBAN,
      ibanHolder: 'D. Klein Gunnewiek',
      description: 'Inwisselen van GAON credits',
      creationTime: '2026-11-26T10:00:00+01:00',
    });
    expect(await balance(dinand)).toBe(70);
    const reserved = await db
      .select({ credits: accounts.credits })
      .from(accounts)
      .where(eq(accounts.id, await systemAccountId(db, 'reservations')));
    expect(reserved[0]!.credits).toBeGreaterThanOrEqual(30);
    await expectBooksBalance(db);

    expect((await statementLines(dinand))[0]).toMatchObject({
      description: 'Opname naar NL91 ABNA 0417 1643 00',
      amount: 30,
      purpose: 'RESERVATION',
      type: 'DEBIT',
    });

    const page = await list(dinand);
    expect(page).toMatchObject({ totalCount: 1, offset: 0, count: 1 });
    expect(page.data[0]).toMatchObject({ id: withdrawal.id, status: 'REQUESTED' });
    expect((await list(dinand, '?status=CANCELLED')).totalCount).toBe(0);
    expect((await list(dinand, '?status=REQUESTED')).totalCount).toBe(1);
  });

  it('never takes premium credits: a withdrawal larger than the current balance is refused with 402', async () => {
    const dinand = await person(20);
    await depositCredits(db, { managedIdentity: dinand.sub, name: 'Dinand' }, 100, true);
    const before = await stored();
    const asked = await ask(dinand, 25);
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toMatchObject({ message: WITHDRAWAL_INSUFFICIENT_MESSAGE });
    expect(await stored()).toEqual(before);
    const after = await me(dinand);
    expect(after.personalAccount.credits).toBe(20);
    expect(after.premiumAccount.credits).toBe(100);
  });

  it('applies the amount rules: at least 10, or the whole balance when that is lower', async () => {
    const rich = await person(50);
    const tooLittle = await ask(rich, 5);
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json()).toMatchObject({ message: 'Minimaal 10' });

    const poor = await person(5);
    expect((await ask(poor, 4)).json()).toMatchObject({ status: 422, message: 'Minimaal 5' });
    expect((await ask(poor, 5)).statusCode).toBe(201);
    expect(await balance(poor)).toBe(0);
  });

  it('refuses with 422 without an IBAN, storing nothing', async () => {
    const dinand = await person(100, false);
    const before = await stored();
    const asked = await ask(dinand, 20);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ message: 'Voeg IBAN rekening toe' });
    expect(await stored()).toEqual(before);
    expect(await balance(dinand)).toBe(100);
  });

  it.each([
    ['no amount', { description: 'Opname' }],
    ['an amount of 0', { amountCredits: 0, description: 'Opname' }],
    ['an amount over 1000', { amountCredits: 1001, description: 'Opname' }],
    ['half a credit', { amountCredits: 10.5, description: 'Opname' }],
    ['an amount as text', { amountCredits: '20', description: 'Opname' }],
    ['no description', { amountCredits: 20 }],
    ['a blank description', { amountCredits: 20, description: '   ' }],
    ['a description over 140 characters', { amountCredits: 20, description: 'x'.repeat(141) }],
    ['an unknown field', { amountCredits: 20, description: 'Opname', premium: true }],
  ])('answers 400 to %s, storing nothing', async (_label, body) => {
    const dinand = await person(2000);
    const before = await stored();
    const asked = await dinand.post(W, body);
    expect(asked.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await balance(dinand)).toBe(2000);
  });

  it.each([
    ['an unknown status', '?status=OPEN'],
    ['a page over 50', '?maxResults=51'],
    ['a negative offset', '?offset=-1'],
  ])('answers 400 to a list with %s', async (_label, query) => {
    const dinand = await person(0, false);
    expect((await dinand.get(`${W}${query}`)).statusCode).toBe(400);
  });

  it("does not show or cancel someone else's withdrawal", async () => {
    const dinand = await person(100);
    const other = await person(100);
    const withdrawal = (await ask(dinand, 40)).json() as Withdrawal;
    expect((await list(other)).totalCount).toBe(0);
    const cancel = await other.del(`${W}/${withdrawal.id}`);
    expect(cancel.statusCode).toBe(404);
    expect((await list(dinand)).data[0]).toMatchObject({ status: 'REQUESTED' });
    expect(await balance(dinand)).toBe(60);
    expect(await balance(other)).toBe(100);
    expect((await dinand.del(`${W}/999999`)).statusCode).toBe(404);
    expect((await dinand.del(`${W}/nul`)).statusCode).toBe(400);
  });

  it('cancels a requested withdrawal: the credits come back, once', async () => {
    const dinand = await person(100);
    const withdrawal = (await ask(dinand, 40)).json() as Withdrawal;
    clock.advance(60_000);
    const cancel = await dinand.del(`${W}/urn:nb:bn:withdrawal:${withdrawal.id}`);
    expect(cancel.statusCode).toBe(204);
    expect(await balance(dinand)).toBe(100);
    expect((await list(dinand)).data[0]).toMatchObject({
      status: 'CANCELLED',
      reason: 'Zelf geannuleerd',
      modificationTime: '2026-11-26T10:01:00+01:00',
    });
    const before = await stored();
    const again = await dinand.del(`${W}/${withdrawal.id}`);
    expect(again.statusCode).toBe(409);
    expect(await stored()).toEqual(before);
    expect(await balance(dinand)).toBe(100);
    await expectBooksBalance(db);
  });

  it('refuses to cancel a withdrawal a payout has taken on', async () => {
    const dinand = await person(100);
    const withdrawal = (await ask(dinand, 40)).json() as Withdrawal;
    await db.update(withdrawals).set({ status: 'ACTIVE' }).where(eq(withdrawals.id, withdrawal.id));
    const cancel = await dinand.del(`${W}/${withdrawal.id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ message: expect.stringContaining('al uitbetaald') });
    expect(await balance(dinand)).toBe(60);
  });

  it('never overdraws under 50 requests at once that together exceed the balance', async () => {
    const dinand = await person(100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(dinand, 15)));
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 402);
    expect(created).toHaveLength(6);
    expect(refused).toHaveLength(44);
    const final = await balance(dinand);
    expect(final).toBe(10);
    const [row] = await db
      .select({ account: users.personalAccountId })
      .from(users)
      .where(eq(users.managedIdentity, dinand.sub));
    const ledger = (await db.execute(sql`
      select coalesce(sum(case when entry_type = 'CREDIT' then amount else -amount end), 0)::int as sum
      from banker.entries where account_id = ${row!.account}`)) as unknown as {
      rows: Array<{ sum: number }>;
    };
    expect(ledger.rows[0]!.sum).toBe(final);
    expect((await list(dinand)).totalCount).toBe(6);
    await expectBooksBalance(db);
  });
});

describe('one IBAN: the banker account holds it', () => {
  let db: Db;
  const t = useTestApp();
  beforeAll(async () => {
    db = t.app.database.db;
  });

  it('keeps a valid IBAN with its holder and refuses an invalid one or one without holder', async () => {
    const dinand = await newUser(t);
    const put = (body: unknown) => dinand.put('/api/banker/users/me/account', body);
    expect((await put({ iban: 'NL91ABNA0417164301', ibanHolder: 'D. Klein' })).statusCode).toBe(400);
    expect((await put({ iban: IBAN, ibanHolder: null })).statusCode).toBe(400);
    expect((await put({ iban: IBAN, ibanHolder: '' })).statusCode).toBe(400);
    expect((await dinand.get('/api/banker/users/me')).json()).toMatchObject({
      personalAccount: { iban: null, ibanHolder: null },
    });
    expect((await put({ iban: 'nl91 abna 0417 1643 00', ibanHolder: 'D. Klein' })).statusCode).toBe(204);
    expect((await dinand.get('/api/banker/users/me')).json()).toMatchObject({
      personalAccount: { iban: IBAN, ibanHolder: 'D. Klein' },
    });
  });

  it('moves the IBANs people saved on their profile over to their banker account (the migration)', async () => {
    // Known to the banker already, and not yet; the first without a holder on the profile.
    const known = await userWithProfile(t, {}, { givenName: 'Anna', familyName: 'Bos' });
    expect((await known.user.get('/api/banker/users/me')).json()).toMatchObject({
      personalAccount: { iban: null },
    });
    const unknown = await userWithProfile(t, {}, { givenName: 'Wim', familyName: 'Smit' });
    await db.execute(
      sql`update profile.profiles set iban = ${IBAN}, iban_holder = null where id = ${known.user.sub}`,
    );
    await db.execute(
      sql`update profile.profiles set iban = 'NL20INGB0001234567', iban_holder = 'W. Smit' where id = ${unknown.user.sub}`,
    );

    const migration = fs.readFileSync(
      fileURLToPath(new URL('../drizzle/0020_withdrawals.sql', import.meta.url)),
      'utf8',
    );
    const moves = migration
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('"profile"."profiles"'));
    expect(moves.length).toBeGreaterThan(0);
    for (const statement of moves) await db.execute(sql.raw(statement));

    expect((await known.user.get('/api/banker/users/me')).json()).toMatchObject({
      personalAccount: { iban: IBAN, ibanHolder: 'Anna Bos', purpose: 'CURRENT' },
    });
    expect((await unknown.user.get('/api/banker/users/me')).json()).toMatchObject({
      personalAccount: {
        iban: 'NL20INGB0001234567',
        ibanHolder: 'W. Smit',
        purpose: 'CURRENT',
        name: 'Wim Smit',
      },
      premiumAccount: { purpose: 'PREMIUM', iban: null },
    });
    const rows = await db.select().from(users).where(eq(users.managedIdentity, unknown.user.sub));
    expect(rows).toHaveLength(1);
  });
});
