import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/database.js';
import { ensureUser, systemAccountId } from '../src/modules/banker/account-service.js';
import {
  charge,
  release,
  reserve,
  uncancel,
  uncharge,
  type Party,
} from '../src/modules/banker/credit-service.js';
import {
  payPremiumBonus,
  premiumBonusFor,
  rollbackPremiumBonus,
} from '../src/modules/banker/bonus-service.js';
import * as bankerModule from '../src/modules/banker/index.js';
import { accounts, entries, transactions } from '../src/modules/banker/schema.js';
import { inTransaction } from '../src/platform/db/transaction.js';
import { depositCredits, expectBooksBalance as expectLedgerBalanced } from './ledger-helpers.js';
import { useTestApp } from './support/app.js';

let db: Db;

const t = useTestApp();
beforeAll(async () => {
  db = t.app.database.db;
});

let people = 0;
const person = (): Party => ({ managedIdentity: `ledger-user-${++people}`, name: `Reiziger ${people}` });

async function credits(id: number): Promise<number> {
  const [row] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, id));
  return row!.credits;
}

/** Gives a user credits the way a paid deposit does: from the bank reserve. */
const deposit = (p: Party, amount: number, premium = false) => depositCredits(db, p, amount, premium);

const expectBooksBalance = () => expectLedgerBalanced(db);

/** A new person with these credits on the current account (and on the premium one), and their accounts. */
async function personWith(current: number, premium?: number) {
  const p = person();
  await deposit(p, current);
  if (premium !== undefined) await deposit(p, premium, true);
  return { p, user: await ensureUser(db, p) };
}

/** Reserves the fare of a ride ('Rit') from the payer, in `into` (the test's database or a transaction). */
const reserveRide = (
  payer: Party,
  amount: number,
  maxPremiumPercent: number,
  idempotencyKey: string,
  into: Db = db,
) => reserve(into, { payer, amount, maxPremiumPercent, description: 'Rit', idempotencyKey });

describe('the ledger', () => {
  it('creates the system accounts at start-up and two accounts per user when first seen', async () => {
    for (const code of ['banking-reserve', 'reservations', 'premiums'] as const) {
      expect(await systemAccountId(db, code)).toBeGreaterThan(0);
    }
    const p = person();
    const first = await ensureUser(db, p);
    const again = await ensureUser(db, p);
    expect(again).toEqual(first);
    expect(first.personalAccountId).not.toBe(first.premiumAccountId);
    const [current] = await db.select().from(accounts).where(eq(accounts.id, first.personalAccountId));
    expect(current).toMatchObject({ type: 'LIABILITY', purpose: 'CURRENT', credits: 0, name: p.name });
    expect(current!.ncan).toMatch(/^PLA-/);
  });

  it('refuses to overdraw and writes nothing then', async () => {
    const { p, user } = await personWith(5);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    await expect(reserveRide(p, 6, 0, 'over-1')).rejects.toMatchObject({ status: 402 });
    expect(await credits(user.personalAccountId)).toBe(5);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(transactions);
    expect(after[0]!.n).toBe(before[0]!.n);
    await expectBooksBalance();
  });

  it('reserves with the premium share first, and a release reverses it exactly', async () => {
    const { p, user } = await personWith(20, 4);
    const reservations = await systemAccountId(db, 'reservations');
    const reservedBefore = await credits(reservations);
    const head = await reserveRide(p, 10, 100, 'res-1');
    // 4 premium credits moved to current, then 10 to reservations: current 20 + 4 − 10.
    expect(await credits(user.premiumAccountId)).toBe(0);
    expect(await credits(user.personalAccountId)).toBe(14);
    expect(await credits(reservations)).toBe(reservedBefore + 10);
    await release(db, { headId: head, description: 'Rit geannuleerd', idempotencyKey: 'rel-1' });
    expect(await credits(user.premiumAccountId)).toBe(4);
    expect(await credits(user.personalAccountId)).toBe(20);
    expect(await credits(reservations)).toBe(reservedBefore);
    const [followUp] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, 'rel-1'));
    expect(followUp!.headId).toBe(head);
    await expectBooksBalance();
  });

  it('caps the premium share by the percentage allowed', async () => {
    const { p, user } = await personWith(10, 10);
    await reserveRide(p, 8, 50, 'res-cap');
    expect(await credits(user.premiumAccountId)).toBe(6);
    expect(await credits(user.personalAccountId)).toBe(6);
  });

  it('charges the beneficiary, and uncharge and uncancel undo decisions flagged as rollback', async () => {
    const passenger = person();
    const driver = person();
    await deposit(passenger, 30);
    const p = await ensureUser(db, passenger);
    const d = await ensureUser(db, driver);
    const reservations = await systemAccountId(db, 'reservations');
    const start = await credits(reservations);
    /** The passenger's and the driver's current accounts, and the reservations. */
    const balances = async () => ({
      passenger: await credits(p.personalAccountId),
      driver: await credits(d.personalAccountId),
      reserved: await credits(reservations),
    });
    const head = await reserveRide(passenger, 12, 100, 'ch-res');
    const decision = { headId: head, beneficiary: driver };
    await charge(db, { ...decision, description: 'Rit betaald', idempotencyKey: 'ch-pay' });
    expect(await balances()).toEqual({ passenger: 18, driver: 12, reserved: start });
    await uncharge(db, { ...decision, description: 'Betaling teruggedraaid', idempotencyKey: 'ch-undo' });
    expect(await balances()).toEqual({ passenger: 18, driver: 0, reserved: start + 12 });
    const [undo] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, 'ch-undo'));
    expect(undo!.rollback).toBe(true);
    await release(db, { headId: head, description: 'Geannuleerd', idempotencyKey: 'ch-rel' });
    expect(await credits(p.personalAccountId)).toBe(30);
    await uncancel(db, { headId: head, description: 'Toch gereden', idempotencyKey: 'ch-uncancel' });
    expect(await credits(p.personalAccountId)).toBe(18);
    const [again] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, 'ch-uncancel'));
    expect(again).toMatchObject({ rollback: true, headId: head });
    await expectBooksBalance();
  });

  it('pays the driver half the fare from his own premium, at most 15 and at most what he has; rolls it back', async () => {
    expect([premiumBonusFor(10), premiumBonusFor(29), premiumBonusFor(31)]).toEqual([5, 15, 15]);
    const driver = person();
    await deposit(driver, 20, true);
    const user = await ensureUser(db, driver);
    /** The driver's premium bonus for a ride with a fare of 40 on this booking. */
    const bonusOf40 = (beneficiary: Party, booking: number, idempotencyKey: string) =>
      payPremiumBonus(db, {
        clock: t.app.clock,
        beneficiary,
        fare: 40,
        description: 'Rit',
        context: `urn:nb:rs:booking:${booking}`,
        idempotencyKey,
      });
    const first = await bonusOf40(driver, 9001, 'b1');
    expect([await credits(user.personalAccountId), await credits(user.premiumAccountId)]).toEqual([15, 5]);
    // Only 5 premium credits are left: the next bonus is 5, and then there is none.
    await bonusOf40(driver, 9002, 'b2');
    expect(await credits(user.premiumAccountId)).toBe(0);
    expect(await bonusOf40(driver, 9003, 'b3')).toBeUndefined();
    await rollbackPremiumBonus(db, {
      headId: first!,
      description: 'Rit',
      idempotencyKey: 'b1-back',
      clock: t.app.clock,
    });
    expect([await credits(user.personalAccountId), await credits(user.premiumAccountId)]).toEqual([5, 15]);
    await expectBooksBalance();
  });

  it('moves nothing twice for a retried key', async () => {
    const { p, user } = await personWith(10);
    const first = await reserveRide(p, 3, 0, 'retry-1');
    const second = await reserveRide(p, 3, 0, 'retry-1');
    expect(second).toBe(first);
    expect(await credits(user.personalAccountId)).toBe(7);
    const rows = await db.select().from(entries).where(eq(entries.transactionId, first));
    expect(rows).toHaveLength(2);
  });

  it('never overdraws under 50 concurrent reservations, and the books stay balanced', async () => {
    const { p, user } = await personWith(100);
    // 50 reservations of 3 credits at once: exactly 33 fit in 100.
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => db.transaction((tx) => reserveRide(p, 3, 100, `par-${i}`, tx))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(33);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason?.status === 402)).toBe(true);
    expect(await credits(user.personalAccountId)).toBe(1);
    await expectBooksBalance();
  });

  it('keeps the same key from moving credits twice when both attempts race', async () => {
    const { p, user } = await personWith(50);
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => db.transaction((tx) => reserveRide(p, 5, 0, 'race-1', tx))),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await credits(user.personalAccountId)).toBe(45);
  });

  it("works inside the caller's transaction: a 402 later in the flow undoes what the flow moved before", async () => {
    const p = person();
    await deposit(p, 10);
    const flow = inTransaction(db, async (tx) => {
      await bankerModule.reserve(tx, {
        payer: p,
        amount: 6,
        maxPremiumPercent: 0,
        description: 'Rit heen',
        idempotencyKey: 'flow-1',
      });
      // The flow sees its own reservation before it commits.
      expect(await bankerModule.balanceOf(tx, p.managedIdentity)).toEqual({ current: 4, premium: 0 });
      await bankerModule.reserve(tx, {
        payer: p,
        amount: 6,
        maxPremiumPercent: 0,
        description: 'Rit terug',
        idempotencyKey: 'flow-2',
      });
    });
    await expect(flow).rejects.toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE' });
    expect(await bankerModule.balanceOf(db, p.managedIdentity)).toEqual({ current: 10, premium: 0 });
    const written = await db
      .select()
      .from(transactions)
      .where(inArray(transactions.idempotencyKey, ['flow-1', 'flow-2']));
    expect(written).toHaveLength(0);
    await expectBooksBalance();
  });

  it('reads nothing for someone it has not seen, without opening accounts for them', async () => {
    const stranger = person();
    expect(await bankerModule.balanceOf(db, stranger.managedIdentity)).toEqual({ current: 0, premium: 0 });
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(eq(accounts.name, stranger.name));
    expect(row!.n).toBe(0);
  });
});

describe("the banker's public surface", () => {
  it("is the registration, the credit movements, the rewards, the demo seed and a person's own data, nothing else", () => {
    expect(Object.keys(bankerModule).sort()).toEqual([
      'balanceOf',
      'bankerAccountData',
      'charge',
      'creditDemoDeposit',
      'evaluateProfileRewards',
      'grantReward',
      'payPremiumBonus',
      'premiumBonusFor',
      'registerBankerModule',
      'release',
      'reserve',
      'revokeReward',
      'rollbackPremiumBonus',
      'seedDemoBanking',
      'seedDemoCharities',
      'seedDemoRewards',
      'uncancel',
      'uncharge',
    ]);
  });
});
