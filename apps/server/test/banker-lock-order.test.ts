import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureUser } from '../src/modules/banker/account-service.js';
import { balanceOf, charge, reserve, type Party } from '../src/modules/banker/index.js';
import { createWithdrawal } from '../src/modules/banker/withdrawal-service.js';
import { grantReward } from '../src/modules/banker/reward-service.js';
import { accounts } from '../src/modules/banker/schema.js';
import { depositCredits, expectBooksBalance } from './ledger-helpers.js';
import { useTestApp } from './support/app.js';

// Regression (issue 32, found by the soak on PostgreSQL): a reservation locked the payer's accounts and
// only then `reservations`, while a charge or release locks in the ledger's order (by id: `reservations`
// first). A person's booking or withdrawal at the moment a fare of theirs was settled could deadlock, and
// PostgreSQL aborted one of the two: a 500. Now every reservation takes its locks in the ledger's order.
const ROUNDS = 30;

describe('reserving while a reservation of the same payer is settled', () => {
  const t = useTestApp();

  it(`neither deadlocks nor loses a credit over ${ROUNDS} rounds`, async () => {
    const db = t.app.database.db;
    const payer: Party = { managedIdentity: 'lock-order-payer', name: 'Betaler' };
    const driver: Party = { managedIdentity: 'lock-order-driver', name: 'Chauffeur' };
    await depositCredits(db, payer, 100 * ROUNDS);
    const { personalAccountId } = await ensureUser(db, payer);
    await db
      .update(accounts)
      .set({ iban: 'NL91ABNA0417164300', ibanHolder: 'Betaler' })
      .where(eq(accounts.id, personalAccountId));
    const fare = (key: string) =>
      reserve(db, { payer, amount: 5, maxPremiumPercent: 0, description: 'Rit', idempotencyKey: key });
    const deps = { exchangeRateCents: t.config.exchangeRateCents, clock: t.app.clock };
    for (let round = 0; round < ROUNDS; round++) {
      const headId = await fare(`lock-order-${round}`);
      // The fare is paid to the driver while the payer books another ride and asks for a withdrawal.
      await Promise.all([
        charge(db, {
          headId,
          beneficiary: driver,
          description: 'Betaald',
          idempotencyKey: `lock-order-${round}-c`,
        }),
        fare(`lock-order-${round}-next`),
        createWithdrawal(db, deps, payer, { amountCredits: 10, description: 'Opname' }),
      ]);
    }
    expect(await balanceOf(db, driver.managedIdentity)).toEqual({ current: 5 * ROUNDS, premium: 0 });
    expect((await balanceOf(db, payer.managedIdentity)).current).toBe(100 * ROUNDS - 20 * ROUNDS);
    await expectBooksBalance(db);
  });

  // Regression: a redemption reward (the driver's bonus, paid from their own premium) locked the premium
  // account alone and then the current account with it: the other order from a reservation of the same
  // person, which takes both in the ledger's order.
  it(`pays a driver's bonus from their premium while they book, over ${ROUNDS} rounds, without deadlock`, async () => {
    const db = t.app.database.db;
    const driver: Party = { managedIdentity: 'lock-order-bonus', name: 'Chauffeur' };
    await depositCredits(db, driver, 100 * ROUNDS);
    await depositCredits(db, driver, 20 * ROUNDS, true);
    const clock = t.app.clock;
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([
        grantReward(db, {
          clock,
          incentiveCode: 'shared-ride-done',
          recipient: driver,
          factContext: `urn:nb:rs:booking:${70_000 + round}`,
          yieldCredits: 10,
        }),
        reserve(db, {
          payer: driver,
          amount: 5,
          maxPremiumPercent: 0,
          description: 'Rit',
          idempotencyKey: `lock-order-bonus-${round}`,
        }),
      ]);
    }
    const { current, premium } = await balanceOf(db, driver.managedIdentity);
    expect(current + premium).toBe(120 * ROUNDS - 5 * ROUNDS);
    expect(premium).toBeLessThan(20 * ROUNDS);
    await expectBooksBalance(db);
  });
});
