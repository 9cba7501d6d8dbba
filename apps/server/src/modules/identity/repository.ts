import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { accounts, loginFailures } from './schema.js';

export type AccountRow = typeof accounts.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)))
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

export async function countAccounts(db: Db): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
  return rows[0]?.count ?? 0;
}

/** Inserts an account; answers undefined when the e-mail address is already taken. */
export async function insertAccount(
  db: Db,
  account: { email: string; passwordHash: string; givenName: string; familyName: string; roles: string[] },
): Promise<AccountRow | undefined> {
  const rows = await db
    .insert(accounts)
    .values({ ...account, email: normaliseEmail(account.email) })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return rows[0];
}

/** One account tried from one client address: what failed logins are counted per. */
export interface LoginAttempt {
  email: string;
  address: string;
}

function attemptIs(attempt: LoginAttempt) {
  return and(
    eq(loginFailures.email, normaliseEmail(attempt.email)),
    eq(loginFailures.address, attempt.address),
  );
}

export async function findLoginFailures(
  db: Db,
  attempt: LoginAttempt,
): Promise<{ count: number; lastFailedAt: Date } | undefined> {
  const rows = await db
    .select({ count: loginFailures.count, lastFailedAt: loginFailures.lastFailedAt })
    .from(loginFailures)
    .where(attemptIs(attempt))
    .limit(1);
  return rows[0];
}

/** The failure counts of an account's e-mail address from every client address. */
export async function findAccountFailures(
  db: Db,
  email: string,
): Promise<{ count: number; lastFailedAt: Date }[]> {
  return db
    .select({ count: loginFailures.count, lastFailedAt: loginFailures.lastFailedAt })
    .from(loginFailures)
    .where(eq(loginFailures.email, normaliseEmail(email)));
}

/** Adds one failure; a failure after the counting window starts a fresh count. */
export async function recordLoginFailure(
  db: Db,
  attempt: LoginAttempt,
  now: Date,
  windowMs: number,
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const rows = await db
    .insert(loginFailures)
    .values({ email: normaliseEmail(attempt.email), address: attempt.address, count: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.address],
      set: {
        count: sql`case when ${loginFailures.lastFailedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginFailures.count} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ count: loginFailures.count });
  return rows[0]?.count ?? 1;
}

export async function clearLoginFailures(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.delete(loginFailures).where(attemptIs(attempt));
}
