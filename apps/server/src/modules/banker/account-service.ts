import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { accounts, users } from './schema.js';

/**
 * The system accounts (reference §3.2), created at first start: the bank reserve ("the vault", an
 * asset: the euros the association holds for all credits), the reservations (fares reserved until a
 * trip is settled) and the premium budget (rewards). The names show on users' statements.
 */
export const SYSTEM_ACCOUNTS = [
  { ncan: 'banking-reserve', name: 'Bankreserve', type: 'ASSET' },
  { ncan: 'reservations', name: 'Reserveringen', type: 'LIABILITY' },
  { ncan: 'premiums', name: 'Premiebudget', type: 'LIABILITY' },
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[number]['ncan'];

export async function ensureSystemAccounts(db: Db): Promise<void> {
  await db
    .insert(accounts)
    .values(SYSTEM_ACCOUNTS.map((a) => ({ ...a, purpose: 'SYSTEM' as const })))
    .onConflictDoNothing({ target: accounts.ncan });
}

export async function systemAccountId(db: Db, ncan: SystemAccountCode): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ncan, ncan));
  if (!row) throw new Error(`System account ${ncan} is missing`);
  return row.id;
}

export interface BankerUserRow {
  managedIdentity: string;
  email: string | null;
  personalAccountId: number;
  premiumAccountId: number;
}

/**
 * The user's banker record with a current and a premium account, created when first seen. Two first
 * requests at once are serialised by an advisory lock on the identity, so nobody gets two sets.
 */
export async function ensureUser(
  db: Db,
  user: { managedIdentity: string; email?: string | null; name: string },
): Promise<BankerUserRow> {
  const existing = await findUser(db, user.managedIdentity);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`banker-user:${user.managedIdentity}`}))`);
    const again = await findUser(tx, user.managedIdentity);
    if (again) return again;
    const [personal] = await tx
      .insert(accounts)
      .values({ ncan: accountCode(), name: user.name, type: 'LIABILITY', purpose: 'CURRENT' })
      .returning({ id: accounts.id });
    const [premium] = await tx
      .insert(accounts)
      .values({ ncan: accountCode(), name: user.name, type: 'LIABILITY', purpose: 'PREMIUM' })
      .returning({ id: accounts.id });
    const row = {
      managedIdentity: user.managedIdentity,
      email: user.email ?? null,
      personalAccountId: personal!.id,
      premiumAccountId: premium!.id,
    };
    await tx.insert(users).values(row);
    return row;
  });
}

export async function findUser(db: Db, managedIdentity: string): Promise<BankerUserRow | undefined> {
  const [row] = await db
    .select({
      managedIdentity: users.managedIdentity,
      email: users.email,
      personalAccountId: users.personalAccountId,
      premiumAccountId: users.premiumAccountId,
    })
    .from(users)
    .where(eq(users.managedIdentity, managedIdentity));
  return row;
}

/** `PLA-` and a random token: a personal liability account (reference §3.2). */
function accountCode(): string {
  return `PLA-${randomBytes(6).toString('hex').toUpperCase()}`;
}
