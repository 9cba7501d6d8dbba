import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PENDING_WITHDRAWALS_MESSAGE,
  RESERVE_ACCOUNT_INCOMPLETE_MESSAGE,
  type BankerUser,
  type Paged,
  type PaymentBatch,
  type PaymentBatchSummary,
  type Withdrawal,
} from '@achterhoek/contracts';
import { accounts, paymentBatches, transactions, withdrawals } from '../src/modules/banker/schema.js';
import { orderReference } from '../src/modules/banker/payment-batch-service.js';
import { expectBooksBalance, statementLines } from './ledger-helpers.js';
import type { Caller } from './profile-helpers.js';
import { useTreasuryPeople } from './support/treasury-people.js';
import { useAppAt } from './support/app.js';
import {
  askWithdrawal,
  PB,
  personWithCredits,
  RESERVE_HOLDER,
  RESERVE_IBAN,
  setReserveAccount,
  TW,
  W,
} from './treasury-helpers.js';

// Issue 28, credits out: the treasurer (or an admin) sees everybody's withdrawals, rejects one, collects
// the requested ones in a payout batch and settles each request as paid or rejected.
const NOW = Date.parse('2026-11-26T10:00:00+01:00');

describe('the treasury', () => {
  const { t, clock, db } = useAppAt(NOW);

  const rows = async (table: typeof withdrawals | typeof transactions | typeof paymentBatches) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const stored = async () => ({
    batches: await rows(paymentBatches),
    transactions: await rows(transactions),
    statuses: await db
      .select({ id: withdrawals.id, status: withdrawals.status, batch: withdrawals.paymentBatchId })
      .from(withdrawals)
      .orderBy(withdrawals.id),
  });
  const balance = async (caller: Caller) =>
    ((await caller.get('/api/banker/users/me')).json() as BankerUser).personalAccount.credits;
  const reserveCredits = async () =>
    (await db.select().from(accounts).where(eq(accounts.ncan, 'banking-reserve')))[0]!.credits;
  const batchOf = async (id: number) => (await treasurer.get(`${PB}/${id}`)).json() as PaymentBatch;
  /** Takes every open request into a batch of their own, out of the way of the next test. */
  const clearRequested = async () => {
    await db.update(withdrawals).set({ status: 'CANCELLED' }).where(eq(withdrawals.status, 'REQUESTED'));
  };

  const [treasurer, admin, user, delegateForTreasurer] = useTreasuryPeople(t);
  beforeAll(async () => {
    // The delegation works: Jan reaches Ingrid's own credits, just not the treasury.
    expect((await delegateForTreasurer.get('/api/banker/users/me')).statusCode).toBe(200);
    await setReserveAccount(db);
  });

  describe('who may call', () => {
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['the withdrawals', 'GET', TW],
      ['rejecting a withdrawal', 'DELETE', `${TW}/999999`],
      ['the batches', 'GET', PB],
      ['making a batch', 'POST', PB],
      ['one batch', 'GET', `${PB}/999999`],
      ['one batch as SEPA file', 'GET', `${PB}/999999?format=PAIN.001`],
      ['settling', 'PUT', `${PB}/999999`, { withdrawalRequests: [{ id: 1, status: 'COMPLETED' }] }],
      ['mailing the file', 'POST', `${PB}/999999/mail-pain`],
    ];

    it.each(calls)(
      '%s: 401 anonymous, 403 for a user and a delegate acting for a treasurer',
      async (_l, method, url, payload) => {
        await clearRequested();
        const before = await stored();
        const anonymous = await t.app.inject({
          method,
          url,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(anonymous.statusCode).toBe(401);
        for (const caller of [user, delegateForTreasurer]) {
          const refused = await caller.call({
            method,
            url,
            ...(payload ? { payload: payload as object } : {}),
          });
          expect(refused.statusCode).toBe(403);
        }
        expect(await stored()).toEqual(before);
      },
    );

    it.each(calls)('%s: a treasurer and an admin get through', async (_l, method, url, payload) => {
      for (const caller of [treasurer, admin]) {
        const answer = await caller.call({
          method,
          url,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect([200, 404, 409]).toContain(answer.statusCode);
      }
    });
  });

  it("lists everybody's withdrawals oldest first, by status and in pages, with the person's name", async () => {
    await clearRequested();
    const dinand = await personWithCredits(t, 100);
    const first = await askWithdrawal(dinand, 20);
    const second = await askWithdrawal(dinand, 30);
    const page = (await treasurer.get(`${TW}?status=REQUESTED`)).json() as Paged<Withdrawal>;
    expect(page.data.map((w) => w.id)).toEqual([first.id, second.id]);
    expect(page.data[0]).toMatchObject({ accountName: 'Dinand Klein Gunnewiek', amountCredits: 20 });
    const paged = (
      await admin.get(`${TW}?status=REQUESTED&maxResults=1&offset=1`)
    ).json() as Paged<Withdrawal>;
    expect(paged).toMatchObject({ totalCount: 2, count: 1, offset: 1 });
    expect(paged.data[0]!.id).toBe(second.id);
    const all = (await treasurer.get(TW)).json() as Paged<Withdrawal>;
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    for (const query of ['?status=OPEN', '?maxResults=101', '?offset=-1']) {
      expect((await treasurer.get(`${TW}${query}`)).statusCode).toBe(400);
    }
  });

  it('rejects a requested withdrawal: the credits go back, with the reason given or the default one', async () => {
    await clearRequested();
    const dinand = await personWithCredits(t, 100);
    const one = await askWithdrawal(dinand, 20);
    const two = await askWithdrawal(dinand, 30);
    expect(await balance(dinand)).toBe(50);
    clock.advance(60_000);
    expect((await treasurer.del(`${TW}/${one.id}`)).statusCode).toBe(204);
    expect(
      (await admin.del(`${TW}/${two.id}?reason=${encodeURIComponent('IBAN klopt niet')}`)).statusCode,
    ).toBe(204);
    expect(await balance(dinand)).toBe(100);
    const mine = (await dinand.get(W)).json() as Paged<Withdrawal>;
    expect(mine.data.find((w) => w.id === one.id)).toMatchObject({
      status: 'CANCELLED',
      reason: 'Afgekeurd door beheerder',
      modificationTime: '2026-11-26T10:01:00+01:00',
    });
    expect(mine.data.find((w) => w.id === two.id)).toMatchObject({ reason: 'IBAN klopt niet' });
    const before = await stored();
    const again = await treasurer.del(`${TW}/${one.id}`);
    expect(again.statusCode).toBe(409);
    expect((await treasurer.del(`${TW}/${one.id}?reason=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await balance(dinand)).toBe(100);
    await expectBooksBalance(db);
  });

  it('makes no batch without requests (409) or without the reserve account (422), storing nothing', async () => {
    await clearRequested();
    let before = await stored();
    const none = await treasurer.post(PB);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ message: NO_PENDING_WITHDRAWALS_MESSAGE });
    expect(await stored()).toEqual(before);

    const dinand = await personWithCredits(t, 100);
    await askWithdrawal(dinand, 20);
    await setReserveAccount(db, RESERVE_IBAN, null);
    before = await stored();
    const incomplete = await treasurer.post(PB);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toMatchObject({ message: RESERVE_ACCOUNT_INCOMPLETE_MESSAGE });
    expect(await stored()).toEqual(before);
    await setReserveAccount(db);
  });

  it('writes the order reference as P, the year, the day of the year in three digits, and the id', () => {
    expect(orderReference(4, Date.parse('2026-11-26T10:00:00+01:00'))).toBe('P26330-4');
    expect(orderReference(12, Date.parse('2026-02-05T09:00:00+01:00'))).toBe('P26036-12');
    // Amsterdam's date, not UTC's: half past midnight on New Year's Day is already the new year.
    expect(orderReference(1, Date.parse('2026-12-31T23:30:00Z'))).toBe('P27001-1');
  });

  it('collects every requested withdrawal in a batch paid from the reserve, and settles it request by request', async () => {
    await clearRequested();
    const dinand = await personWithCredits(t, 100);
    const gerrit = await personWithCredits(t, 200, 'NL20INGB0001234567', 'G. Wolters');
    const a = await askWithdrawal(dinand, 40);
    const b = await askWithdrawal(gerrit, 50, 'Voor de bus');
    const c = await askWithdrawal(gerrit, 60);
    const reserveBefore = await reserveCredits();
    clock.advance(3600_000);

    const made = await treasurer.post(PB);
    expect(made.statusCode).toBe(201);
    const { id } = made.json() as { id: number };
    const batch = await batchOf(id);
    const rate = t.config.exchangeRateCents;
    expect(batch).toMatchObject({
      id,
      orderReference: `P26330-${id}`,
      status: 'ACTIVE',
      creationTime: '2026-11-26T11:01:00+01:00',
      modifiedBy: { givenName: 'Ingrid', familyName: 'Hulshof' },
      nrRequests: 3,
      amountRequestedEurocents: 150 * rate,
      amountSettledEurocents: 0,
      originatorIban: RESERVE_IBAN,
      originatorIbanHolder: RESERVE_HOLDER,
    });
    expect(batch.withdrawalRequests.map((w) => [w.id, w.status])).toEqual([
      [a.id, 'ACTIVE'],
      [b.id, 'ACTIVE'],
      [c.id, 'ACTIVE'],
    ]);
    // Taken on: the person can no longer cancel, nor the treasurer reject it outside the batch.
    expect((await dinand.del(`${W}/${a.id}`)).statusCode).toBe(409);
    expect((await treasurer.del(`${TW}/${a.id}`)).statusCode).toBe(409);
    const list = (await admin.get(PB)).json() as Paged<PaymentBatchSummary>;
    expect(list.data[0]).toMatchObject({ id, nrRequests: 3 });

    clock.advance(60_000);
    const first = await admin.put(`${PB}/${id}`, {
      withdrawalRequests: [
        { id: a.id, status: 'COMPLETED' },
        { id: b.id, status: 'CANCELLED', reason: 'Rekening bestaat niet' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'ACTIVE',
      amountSettledEurocents: 40 * rate,
      modifiedBy: { givenName: 'Bart', familyName: 'Kempers' },
      modificationTime: '2026-11-26T11:02:00+01:00',
    });
    expect(await balance(dinand)).toBe(60);
    expect(await balance(gerrit)).toBe(140); // 200 - 60 still reserved; the 50 came back
    expect(await reserveCredits()).toBe(reserveBefore - 40);
    await expectBooksBalance(db);
    expect((await statementLines(dinand))[0]).toMatchObject({
      description: 'Uitbetaald naar NL91 ABNA 0417 1643 00',
      amount: 40,
      purpose: 'WITHDRAWAL',
      type: 'DEBIT',
    });
    const gerritsList = (await gerrit.get(W)).json() as Paged<Withdrawal>;
    expect(gerritsList.data.find((w) => w.id === b.id)).toMatchObject({
      status: 'CANCELLED',
      reason: 'Rekening bestaat niet',
    });

    // A request settled already cannot be settled again: 409, nothing stored.
    let before = await stored();
    const twice = await treasurer.put(`${PB}/${id}`, {
      withdrawalRequests: [
        { id: c.id, status: 'COMPLETED' },
        { id: a.id, status: 'CANCELLED' },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(await stored()).toEqual(before);
    expect(await balance(gerrit)).toBe(140);

    const last = await treasurer.put(`${PB}/${id}`, {
      withdrawalRequests: [{ id: c.id, status: 'CANCELLED' }],
    });
    expect(last.json()).toMatchObject({ status: 'COMPLETED', amountSettledEurocents: 40 * rate });
    expect((last.json() as PaymentBatch).withdrawalRequests[2]).toMatchObject({
      status: 'CANCELLED',
      reason: 'Afgekeurd door beheerder',
    });
    expect(await balance(gerrit)).toBe(200);
    await expectBooksBalance(db);

    // A completed batch takes no more settlements.
    before = await stored();
    const closed = await treasurer.put(`${PB}/${id}`, {
      withdrawalRequests: [{ id: c.id, status: 'COMPLETED' }],
    });
    expect(closed.statusCode).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 to bad settlements, storing nothing', async () => {
    await clearRequested();
    const dinand = await personWithCredits(t, 100);
    const mine = await askWithdrawal(dinand, 20);
    const { id } = (await treasurer.post(PB)).json() as { id: number };
    const outsider = await askWithdrawal(dinand, 30);
    const before = await stored();
    const bodies: unknown[] = [
      {},
      { withdrawalRequests: [] },
      { withdrawalRequests: [{ id: mine.id, status: 'PAID' }] },
      { withdrawalRequests: [{ id: mine.id, status: 'ACTIVE' }] },
      { withdrawalRequests: [{ id: mine.id, status: 'COMPLETED', extra: 1 }] },
      { withdrawalRequests: [{ id: mine.id, status: 'CANCELLED', reason: 'x'.repeat(201) }] },
      {
        withdrawalRequests: [
          { id: mine.id, status: 'COMPLETED' },
          { id: mine.id, status: 'CANCELLED' },
        ],
      },
      // One good request and one of no batch: nothing of either is stored.
      {
        withdrawalRequests: [
          { id: mine.id, status: 'COMPLETED' },
          { id: outsider.id, status: 'COMPLETED' },
        ],
      },
      {
        withdrawalRequests: [
          { id: mine.id, status: 'COMPLETED' },
          { id: 999999, status: 'COMPLETED' },
        ],
      },
      { withdrawalRequests: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, status: 'COMPLETED' })) },
    ];
    for (const body of bodies) {
      const answer = await treasurer.put(`${PB}/${id}`, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await treasurer.put(`${PB}/nul`, bodies[2])).statusCode).toBe(400);
    expect((await treasurer.get(`${PB}/${id}?format=CSV`)).statusCode).toBe(400);
    expect((await treasurer.get(`${PB}?maxResults=51`)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await balance(dinand)).toBe(50);
    expect((await batchOf(id)).withdrawalRequests[0]).toMatchObject({ status: 'ACTIVE' });
  });

  it('leaves no request both cancelled and in a batch', async () => {
    // The full race is banker-treasury-race.test.ts; here the stored state after the tests above.
    const both = await db
      .select({ n: count() })
      .from(withdrawals)
      .where(sql`${withdrawals.paymentBatchId} is not null and ${withdrawals.status} = 'REQUESTED'`);
    expect(both[0]!.n).toBe(0);
  });
});
