import type { BankerAccount } from '@achterhoek/contracts';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { accounts, users } from '../schema.js';

/** The banker's accounts (users' current and premium accounts, system accounts) and its users. */

export type AccountType = (typeof accounts.$inferSelect)['type'];

/** An account as the API shows it: the columns of `BankerAccount`. */
const bankerAccountColumns = {
  id: accounts.id,
  ncan: accounts.ncan,
  name: accounts.name,
  credits: accounts.credits,
  type: accounts.type,
  purpose: accounts.purpose,
  iban: accounts.iban,
  ibanHolder: accounts.ibanHolder,
};

export interface BankerUserRow {
  managedIdentity: string;
  email: string | null;
  personalAccountId: number;
  premiumAccountId: number;
}

/** Creates the system accounts that do not exist yet (by code). */
export async function insertSystemAccounts(
  db: Db,
  list: ReadonlyArray<{ ncan: string; name: string; type: AccountType }>,
): Promise<void> {
  await db
    .insert(accounts)
    .values(list.map((a) => ({ ...a, purpose: 'SYSTEM' as const })))
    .onConflictDoNothing({ target: accounts.ncan });
}

export async function accountIdByCode(db: Db, ncan: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ncan, ncan));
  return row?.id;
}

export async function accountCodeById(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ ncan: accounts.ncan }).from(accounts).where(eq(accounts.id, id));
  return row?.ncan;
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

/**
 * The user with both their accounts in one query (`GET /users/me` on every credits page); undefined for
 * somebody the banker does not know yet. The accounts come in no particular order.
 */
export async function findUserWithAccounts(
  db: Db,
  managedIdentity: string,
): Promise<{ user: BankerUserRow; accounts: BankerAccount[] } | undefined> {
  const rows = await db
    .select({
      managedIdentity: users.managedIdentity,
      email: users.email,
      personalAccountId: users.personalAccountId,
      premiumAccountId: users.premiumAccountId,
      account: bankerAccountColumns,
    })
    .from(users)
    .innerJoin(
      accounts,
      or(eq(accounts.id, users.personalAccountId), eq(accounts.id, users.premiumAccountId)),
    )
    .where(eq(users.managedIdentity, managedIdentity));
  const [first] = rows;
  if (!first) return undefined;
  const { account: _account, ...user } = first;
  return { user, accounts: rows.map((row) => row.account) };
}

/** Holds until the caller's transaction ends: two first requests of one user queue here. */
export async function lockUserCreation(db: Db, managedIdentity: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`banker-user:${managedIdentity}`}))`);
}

/** Creates the user's record with its current and premium liability accounts. */
export async function insertUserWithAccounts(
  db: Db,
  user: { managedIdentity: string; email: string | null; name: string },
  codes: { personal: string; premium: string },
): Promise<BankerUserRow> {
  const [personal] = await db
    .insert(accounts)
    .values({ ncan: codes.personal, name: user.name, type: 'LIABILITY', purpose: 'CURRENT' })
    .returning({ id: accounts.id });
  const [premium] = await db
    .insert(accounts)
    .values({ ncan: codes.premium, name: user.name, type: 'LIABILITY', purpose: 'PREMIUM' })
    .returning({ id: accounts.id });
  const row: BankerUserRow = {
    managedIdentity: user.managedIdentity,
    email: user.email,
    personalAccountId: personal!.id,
    premiumAccountId: premium!.id,
  };
  await db.insert(users).values(row);
  return row;
}

export async function accountById(db: Db, id: number): Promise<BankerAccount | undefined> {
  const [row] = await db.select(bankerAccountColumns).from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Several accounts in one query, by id; an id without an account is simply absent. */
export async function accountsByIds(db: Db, ids: number[]): Promise<Map<number, BankerAccount>> {
  const rows = await db.select(bankerAccountColumns).from(accounts).where(inArray(accounts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function updateAccountHolder(
  db: Db,
  id: number,
  values: { iban: string | null; ibanHolder: string | null },
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

/** The balances of the given accounts, as stored (no lock). */
export async function balancesOf(db: Db, ids: number[]): Promise<Array<{ id: number; credits: number }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: accounts.id, credits: accounts.credits })
    .from(accounts)
    .where(inArray(accounts.id, ids));
}

// ---------------------------------------------------------------------------------------------------
// System accounts (the treasurer's view)

/** The system accounts (bank reserve, reservations, premium budget), in the order they were made. */
export async function systemAccountRows(db: Db): Promise<BankerAccount[]> {
  return db
    .select(bankerAccountColumns)
    .from(accounts)
    .where(eq(accounts.purpose, 'SYSTEM'))
    .orderBy(accounts.id);
}
