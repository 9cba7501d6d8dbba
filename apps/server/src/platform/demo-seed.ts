import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.js';
import { seedDemoAccounts } from '../modules/identity/seed.js';
import { createDemoProfiles } from '../modules/profile/service.js';

/**
 * Demo data for the embedded setup: the identity module's demo accounts, then what other modules keep
 * for them (a complete profile each). Runs only on a database without accounts, so a real deployment
 * never gets demo users; the modules meet here only through their exported functions.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  const accounts = await seedDemoAccounts(db);
  if (accounts.length === 0) return;
  const profiles = await createDemoProfiles(
    db,
    accounts.map(({ id, account }) => ({
      id,
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
      travelRole: account.travelRole,
    })),
  );
  log.info({ accounts: accounts.length, profiles }, 'demo accounts created');
}
