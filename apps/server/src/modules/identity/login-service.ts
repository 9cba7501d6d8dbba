import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RealmRoleSchema } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import type { PasswordHasher } from './passwords.js';
import { accountPauseMs, FAILURE_WINDOW_MS, loginPauseMs } from './login-throttle.js';
import {
  clearLoginFailures,
  findAccountByEmail,
  findAccountFailures,
  findLoginFailures,
  insertAccount,
  recordLoginFailure,
  type AccountRow,
} from './repository.js';

export const LOGIN_FAILED_MESSAGE = 'Onbekend e-mailadres of onjuist wachtwoord.';

export type LoginResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  /** Too many failures for the account from many addresses; this device is not one it signed in on. */
  | { ok: false; reason: 'account-throttled'; retryAfterSeconds: number };

/**
 * Checks an e-mail address and password. Unknown address and wrong password give the same answer and
 * take the same time; repeated failures pause further attempts, counted on the app's clock (`now`) per
 * account and client address (`clientAddress`): whoever types wrong passwords for someone else's account
 * pauses only themselves, and the owner on their own device can still sign in. Guessing from many
 * addresses is caught per account: after 20 failures within an hour from all addresses together, devices
 * the account never signed in on (`knownAccountIds` says which it did) are refused until the count drops.
 */
export async function authenticate(
  db: Db,
  passwords: PasswordHasher,
  email: string,
  password: string,
  now: Date,
  clientAddress: string,
  knownAccountIds: string[] = [],
): Promise<LoginResult> {
  const attempt = { email, address: clientAddress };
  const pause = loginPauseMs(await findLoginFailures(db, attempt), now);
  if (pause > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: Math.ceil(pause / 1000) };
  const account = await findAccountByEmail(db, email);
  if (!account || !knownAccountIds.includes(account.id)) {
    const accountPause = accountPauseMs(await findAccountFailures(db, email), now);
    if (accountPause > 0) {
      return { ok: false, reason: 'account-throttled', retryAfterSeconds: Math.ceil(accountPause / 1000) };
    }
  }
  const matches = await passwords.verify(password, account?.passwordHash ?? (await passwords.decoyHash()));
  if (account && matches) {
    await clearLoginFailures(db, attempt);
    return { ok: true, account };
  }
  await recordLoginFailure(db, attempt, now, FAILURE_WINDOW_MS);
  return { ok: false, reason: 'invalid' };
}

export const SignUpSchema = z.object({
  givenName: z.string().trim().min(1, 'Veld is verplicht').max(100, 'Maximaal 100 tekens'),
  familyName: z.string().trim().min(1, 'Veld is verplicht').max(100, 'Maximaal 100 tekens'),
  email: z.string().trim().max(254, 'Ongeldig email adres').pipe(z.email('Ongeldig email adres')),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Minimaal ${PASSWORD_MIN_LENGTH} tekens`)
    .max(PASSWORD_MAX_LENGTH, `Maximaal ${PASSWORD_MAX_LENGTH} tekens`),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export type SignUpResult =
  { ok: true; account: AccountRow } | { ok: false; errors: Partial<Record<keyof SignUp, string>> };

export const EMAIL_TAKEN_MESSAGE = 'Er bestaat al een account met dit e-mailadres.';

/** Creates an account from the sign-up form; the errors are per field, in Dutch, for the form. */
export async function signUp(
  db: Db,
  passwords: PasswordHasher,
  input: unknown,
  roles: string[] = [],
): Promise<SignUpResult> {
  const parsed = SignUpSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<keyof SignUp, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SignUp;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const validRoles = roles.filter((role) => RealmRoleSchema.safeParse(role).success);
  const account = await insertAccount(db, {
    email: parsed.data.email,
    passwordHash: await passwords.hash(parsed.data.password),
    givenName: parsed.data.givenName,
    familyName: parsed.data.familyName,
    roles: validRoles,
  });
  if (!account) return { ok: false, errors: { email: EMAIL_TAKEN_MESSAGE } };
  return { ok: true, account };
}

export function fullName(account: Pick<AccountRow, 'givenName' | 'familyName'>): string {
  return `${account.givenName} ${account.familyName}`.trim();
}
