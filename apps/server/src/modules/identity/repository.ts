import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { accounts, loginFailures, oidcModels, passwordResetRequests, passwordResets } from './schema.js';

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

/** Forgets every failed login of an account's address (its password was just reset). */
export async function clearAllLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, normaliseEmail(email)));
}

export async function setPasswordHash(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

/**
 * Takes a transaction lock on an e-mail address's reset requests, so two requests for it (on any instance)
 * count one after the other and the limit cannot be passed by asking at once.
 */
export async function lockResetRequests(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${normaliseEmail(email)}`}))`);
}

/** Reset requests since a moment: for one e-mail address, or from one client address. */
export async function countResetRequests(
  db: Db,
  by: { email: string } | { address: string },
  since: Date,
): Promise<number> {
  const who =
    'email' in by
      ? eq(passwordResetRequests.email, normaliseEmail(by.email))
      : eq(passwordResetRequests.address, by.address);
  const rows = await db
    .select({ count: count() })
    .from(passwordResetRequests)
    .where(and(who, gt(passwordResetRequests.requestedAt, since)));
  return rows[0]?.count ?? 0;
}

/** The oldest reset request from a client address since a moment (when its hour is over, it may ask again). */
export async function oldestResetRequestFrom(
  db: Db,
  address: string,
  since: Date,
): Promise<Date | undefined> {
  const rows = await db
    .select({ requestedAt: passwordResetRequests.requestedAt })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.address, address), gt(passwordResetRequests.requestedAt, since)))
    .orderBy(passwordResetRequests.requestedAt)
    .limit(1);
  return rows[0]?.requestedAt;
}

export async function recordResetRequest(db: Db, email: string, address: string, now: Date): Promise<void> {
  await db.insert(passwordResetRequests).values({ email: normaliseEmail(email), address, requestedAt: now });
}

export async function insertPasswordReset(
  db: Db,
  reset: { tokenHash: string; accountId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The account of a reset link that still works at `now`, if any. */
export async function findUsablePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ accountId: string } | undefined> {
  const rows = await db
    .select({ accountId: passwordResets.accountId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return rows[0];
}

/**
 * Spends a reset link: removes it, if it still works at `now`, and answers its account. Removing and
 * answering are one statement, so two uses of one link at once cannot both succeed.
 */
export async function spendPasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ accountId: string } | undefined> {
  const rows = await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .returning({ accountId: passwordResets.accountId });
  return rows[0];
}

/** Every other link of the account stops working (its password was just set). */
export async function deletePasswordResetsOf(db: Db, accountId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
}

/** Removes links past their lifetime and requests older than `requestsBefore` (an hourly job). */
export async function deleteOldPasswordResets(db: Db, now: Date, requestsBefore: Date): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  await db.delete(passwordResetRequests).where(lt(passwordResetRequests.requestedAt, requestsBefore));
}

// ---------------------------------------------------------------------------------------------------
// The login's stored models (oidc-provider's sessions, grants, codes and tokens; oidc-adapter.ts)

export interface OidcModelRow {
  model: string;
  id: string;
  payload: unknown;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
}

/** Stores the model's row, or replaces the stored one of the same model and id. */
export async function upsertOidcModel(db: Db, row: OidcModelRow): Promise<void> {
  await db
    .insert(oidcModels)
    .values(row)
    .onConflictDoUpdate({
      target: [oidcModels.model, oidcModels.id],
      set: {
        payload: row.payload,
        grantId: row.grantId,
        userCode: row.userCode,
        uid: row.uid,
        expiresAt: row.expiresAt,
      },
    });
}

/** What a model's row is found by: its id, its user code or its uid. */
export type OidcModelKey = 'id' | 'userCode' | 'uid';

/** The first row of the model whose `key` is `value` (expired or not; the caller decides). */
export async function findOidcModel(
  db: Db,
  model: string,
  key: OidcModelKey,
  value: string,
): Promise<{ payload: unknown; expiresAt: Date | null; consumedAt: Date | null } | undefined> {
  const rows = await db
    .select({
      payload: oidcModels.payload,
      expiresAt: oidcModels.expiresAt,
      consumedAt: oidcModels.consumedAt,
    })
    .from(oidcModels)
    .where(and(eq(oidcModels.model, model), eq(oidcModels[key], value)))
    .limit(1);
  return rows[0];
}

export async function setOidcModelConsumed(db: Db, model: string, id: string, at: Date): Promise<void> {
  await db
    .update(oidcModels)
    .set({ consumedAt: at })
    .where(and(eq(oidcModels.model, model), eq(oidcModels.id, id)));
}

export async function deleteOidcModel(db: Db, model: string, id: string): Promise<void> {
  await db.delete(oidcModels).where(and(eq(oidcModels.model, model), eq(oidcModels.id, id)));
}

/** Removes every row of the grant, of any model. */
export async function deleteOidcModelsOfGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
}

/** Removes rows expired by `now`; run periodically so the table does not grow without bound. */
export async function deleteExpiredOidcModels(db: Db, now: Date): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
}

// ---------------------------------------------------------------------------------------------------
// A person's own data (decision 0058)

/** The login as its owner may see it: never the password hash. */
export async function accountRecordOf(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db
    .select({
      email: accounts.email,
      givenName: accounts.givenName,
      familyName: accounts.familyName,
      roles: accounts.roles,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  return rows[0];
}

/**
 * Removes the login so nobody can sign in with it again: the account (its reset links go with it), the
 * provider's sessions, grants and tokens of the account, and the counts of failed logins and reset
 * requests kept under its e-mail address.
 */
export async function deleteAccountAndSessions(db: Db, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return;
  const [account] = await db.delete(accounts).where(eq(accounts.id, id)).returning({ email: accounts.email });
  await db.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${id}`);
  if (!account) return;
  await db.delete(loginFailures).where(eq(loginFailures.email, account.email));
  await db.delete(passwordResetRequests).where(eq(passwordResetRequests.email, account.email));
}
