import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ensureSystemAccounts, ensureUser, systemAccountId, type Party } from './account-service.js';
import { post } from './ledger.js';

/**
 * What a demo passenger starts with: enough for a few shared rides across the region. Gerda's two demo
 * trips with Henk (about 38 credits each) are reserved from it at the start, and she can still book Henk's
 * demo ride twice and accept Marieke's shout-out offer (a test checks the first).
 */
export const DEMO_START_CREDITS = 250;

/**
 * Demo data only: credits as if the user had bought them, booked through the ledger like a paid deposit
 * (from the bank reserve to their current account) so they show in the statements; or, for a driver, premium
 * credits as a welcome reward would give them. Once per user and account: the idempotency key makes a
 * second seeding move nothing. `description` names a current-account line otherwise (credits a driver earned).
 */
export async function creditDemoDeposit(
  db: Db,
  party: Party,
  options: { credits?: number; account?: 'current' | 'premium'; description?: string } | number = {},
): Promise<void> {
  const {
    credits = DEMO_START_CREDITS,
    account = 'current',
    description,
  } = typeof options === 'number' ? { credits: options } : options;
  await inTransaction(db, async (tx) => {
    // Demo data is seeded before the banker module starts, so its system accounts may not exist yet.
    await ensureSystemAccounts(tx);
    const user = await ensureUser(tx, party);
    const reserve = await systemAccountId(tx, 'banking-reserve');
    const premium = account === 'premium';
    await post(tx, {
      description: description ?? (premium ? 'Welkomstpremie (demo)' : 'Storting (demo)'),
      idempotencyKey: `demo-${premium ? 'premium' : 'deposit'}:${party.managedIdentity}`,
      movements: [
        {
          debit: reserve,
          credit: premium ? user.premiumAccountId : user.personalAccountId,
          amount: credits,
          purpose: 'DEPOSIT',
        },
      ],
    });
  });
}
