import type { AppDatabase } from '../../platform/db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { hashPassword } from './passwords.js';
import { countAccounts, insertAccount } from './repository.js';

/**
 * Creates the demo accounts, but only in an empty database: a real deployment with users never gets
 * them, even if seeding is left on by mistake. Answers how many were created.
 */
export async function seedDemoAccounts(db: AppDatabase): Promise<number> {
  if ((await countAccounts(db)) > 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const row = await insertAccount(db, {
      email: account.email,
      passwordHash,
      givenName: account.givenName,
      familyName: account.familyName,
      roles: account.realmRoles,
    });
    if (row) created += 1;
  }
  return created;
}
