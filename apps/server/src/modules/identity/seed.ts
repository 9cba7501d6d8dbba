import type { Db } from '../../platform/db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.js';
import type { PasswordHasher } from './passwords.js';
import { countAccounts, insertAccount } from './repository.js';

/** A demo account as created: its managed identity (the token's subject) and its description. */
export interface SeededDemoAccount {
  id: string;
  account: DemoAccount;
}

/**
 * Creates the demo accounts, but only in an empty database: a real deployment with users never gets
 * them, even if seeding is left on by mistake. Answers the accounts created (none when there were
 * accounts already).
 */
export async function seedDemoAccounts(db: Db, passwords: PasswordHasher): Promise<SeededDemoAccount[]> {
  if ((await countAccounts(db)) > 0) return [];
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const created: SeededDemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const row = await insertAccount(db, {
      email: account.email,
      passwordHash,
      givenName: account.givenName,
      familyName: account.familyName,
      roles: account.realmRoles,
    });
    if (row) created.push({ id: row.id, account });
  }
  return created;
}
