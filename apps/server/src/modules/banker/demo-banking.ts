import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ensureSystemAccounts, ensureUser, systemAccountId, type Party } from './account-service.js';
import { creditDemoDeposit } from './demo-credits.js';
import { post } from './ledger.js';
import { updateAccountHolder, withdrawalPage } from './repository/index.js';
import { grantReward } from './reward-service.js';
import { createWithdrawal } from './withdrawal-service.js';

/** Demo data only: the association's bank account, on the bank reserve (the payouts leave from it). */
export const DEMO_RESERVE_IBAN = { iban: 'NL44RABO0123456789', ibanHolder: 'Stichting Achterhoek Mobiel' };
/** What the treasurer finds in the premium budget at the start of the demo. */
export const DEMO_PREMIUM_BUDGET = 5000;
/** The credits the demo driver has earned before the demo starts, on his current account. */
export const DEMO_DRIVER_EARNED = 60;
/**
 * The demo driver's welcome premium: 15 of it pays his bonus on last week's demo trip (paid at start), and
 * the rest his bonus on the next paid ride, at most 15 each.
 */
export const DEMO_DRIVER_PREMIUM = 45;
export const DEMO_DRIVER_IBAN = { iban: 'NL91ABNA0417164300', ibanHolder: 'H. Lubbers' };
/** The demo's one withdrawal waiting for the treasurer, asked by a passenger and driver. */
export const DEMO_PENDING_WITHDRAWAL = 50;
export const DEMO_PENDING_IBAN = { iban: 'NL20INGB0001234567', ibanHolder: 'M. ter Horst' };

/**
 * Demo data only, for credits out (issue 28): the bank reserve has the association's IBAN and holder,
 * the premium budget a balance; the driver has earned credits and an IBAN on his current account, so
 * 'Credits opnemen' works at once, and a welcome premium; and one other person (`requester`, who has bought credits) has asked
 * for a withdrawal, made through the withdrawal service so its credits are really reserved, which the
 * treasurer sees waiting. Each part happens once: the postings carry idempotency keys and the
 * withdrawal is asked only while the requester has none, so seeding again changes nothing.
 */
export async function seedDemoBanking(
  db: Db,
  deps: { exchangeRateCents: number; clock: Clock },
  people: { driver?: Party; requester?: Party },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await ensureSystemAccounts(tx);
    const reserve = await systemAccountId(tx, 'banking-reserve');
    await updateAccountHolder(tx, reserve, DEMO_RESERVE_IBAN);
    await post(tx, {
      description: 'Ophogen saldo premieuitgifte (demo)',
      idempotencyKey: 'demo-premium-budget',
      movements: [
        {
          debit: reserve,
          credit: await systemAccountId(tx, 'premiums'),
          amount: DEMO_PREMIUM_BUDGET,
          purpose: 'DEPOSIT',
        },
      ],
    });
    const { driver, requester } = people;
    if (driver) {
      await creditDemoDeposit(tx, driver, {
        credits: DEMO_DRIVER_EARNED,
        description: 'Verdiend met meerijders (demo)',
      });
      // A welcome premium, so a paid ride shows the driver's bonus.
      await creditDemoDeposit(tx, driver, { credits: DEMO_DRIVER_PREMIUM, account: 'premium' });
      const banker = await ensureUser(tx, driver);
      await updateAccountHolder(tx, banker.personalAccountId, DEMO_DRIVER_IBAN);
    }
    if (requester) {
      const banker = await ensureUser(tx, requester);
      await updateAccountHolder(tx, banker.personalAccountId, DEMO_PENDING_IBAN);
      const asked = await withdrawalPage(tx, banker.managedIdentity, { offset: 0, maxResults: 1 });
      if (asked.totalCount === 0) {
        await createWithdrawal(tx, deps, requester, {
          amountCredits: DEMO_PENDING_WITHDRAWAL,
          description: 'Inwisselen van credits (demo)',
        });
      }
    }
  });
}

/**
 * Demo data only: the demo passenger's 'profile-starter' reward (10 premium credits from the premium
 * budget), granted as the profile trigger grants it, so 'Beloningen' shows one at the start. Once only:
 * the reward is unique per person and fact.
 */
export async function seedDemoRewards(
  db: Db,
  clock: Clock,
  person: { id: string; fullName: string; email?: string | undefined },
): Promise<void> {
  await grantReward(db, {
    clock,
    incentiveCode: 'profile-starter',
    recipient: { managedIdentity: person.id, name: person.fullName, email: person.email ?? null },
    factContext: `urn:nb:kc:user:${person.id}`,
  });
}
