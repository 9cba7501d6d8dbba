import { hash, randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { Mail } from '../../platform/mail/mail-transport.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { PasswordHasher } from './passwords.js';
import {
  clearAllLoginFailures,
  countResetRequests,
  deleteOldPasswordResets,
  deletePasswordResetsOf,
  findAccountByEmail,
  findAccountById,
  findUsablePasswordReset,
  insertPasswordReset,
  lockResetRequests,
  oldestResetRequestFrom,
  recordResetRequest,
  setPasswordHash,
  spendPasswordReset,
} from './repository.js';
import { SignUpSchema } from './login-service.js';

const HOUR_MS = 60 * 60 * 1000;
const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;
/** The path of the page a reset link opens (the token in its query). */
export const NEW_PASSWORD_PATH = '/auth/wachtwoord/nieuw';

/** Only the hash of a link's token is stored: the table alone opens no account. */
export function tokenHashOf(token: string): string {
  return hash('sha256', token, 'base64url');
}

export type ResetRequestResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * 'Wachtwoord vergeten?': mails a reset link to the account of `email`, if there is one. The answer is the
 * same whether or not the address is known, and the mail goes out after the answer (in the background),
 * so neither the answer nor its time tells. An e-mail address gets at most three mails an hour (further
 * requests send nothing, and are answered the same); one client address may ask ten times an hour for all
 * addresses together, then it is refused until its oldest request is an hour old.
 */
export async function requestPasswordReset(
  ctx: { db: Db; mailer: Mailer },
  input: { email: string; clientAddress: string; now: Date; appOrigin: string },
): Promise<ResetRequestResult> {
  const { email, clientAddress, now } = input;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const mail = await inTransaction(ctx.db, async (tx): Promise<ResetRequestResult | Mail | undefined> => {
    if (
      (await countResetRequests(tx, { address: clientAddress }, hourAgo)) >=
      PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR
    ) {
      const oldest = await oldestResetRequestFrom(tx, clientAddress, hourAgo);
      const waitMs = oldest ? oldest.getTime() + HOUR_MS - now.getTime() : HOUR_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    await lockResetRequests(tx, email);
    const earlier = await countResetRequests(tx, { email }, hourAgo);
    await recordResetRequest(tx, email, clientAddress, now);
    const account = await findAccountByEmail(tx, email);
    if (!account || earlier >= PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR) return undefined;
    const token = randomBytes(32).toString('base64url');
    await insertPasswordReset(tx, {
      tokenHash: tokenHashOf(token),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    });
    return resetMail(
      account.email,
      account.givenName,
      `${input.appOrigin}${NEW_PASSWORD_PATH}?token=${token}`,
    );
  });
  if (mail && 'ok' in mail) return mail;
  if (mail) await ctx.mailer.sendInBackground(mail);
  return { ok: true };
}

function resetMail(to: string, givenName: string, link: string): Mail {
  return {
    to,
    subject: 'Nieuw wachtwoord kiezen voor Achterhoek Mobiel',
    text: [
      `Hallo ${givenName},`,
      '',
      'Je hebt gevraagd om een nieuw wachtwoord voor Achterhoek Mobiel. Kies het via deze link:',
      '',
      link,
      '',
      `De link werkt ${PASSWORD_RESET_LINK_MINUTES} minuten en maar één keer.`,
      'Heb je dit niet gevraagd? Dan hoef je niets te doen: je wachtwoord blijft zoals het was.',
      '',
      'Achterhoek Mobiel',
    ].join('\n'),
  };
}

/** Whether a reset link still works: unknown, spent and expired links all answer no. */
export async function resetLinkWorks(db: Db, token: string, now: Date): Promise<boolean> {
  if (!token) return false;
  return (await findUsablePasswordReset(db, tokenHashOf(token), now)) !== undefined;
}

export type NewPasswordResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'link' }
  | { ok: false; reason: 'password'; message: string };

/**
 * Sets a new password with a reset link (the sign-up form's password rules). The link is spent, and every
 * other link of the account stops working; the account's failed logins are forgotten, so the person can
 * sign in at once. An account a caregiver made has a password nobody knows: this is how its owner gets one.
 */
export async function setPasswordWithLink(
  db: Db,
  passwords: PasswordHasher,
  input: { token: string; password: string; now: Date },
): Promise<NewPasswordResult> {
  const password = SignUpSchema.shape.password.safeParse(input.password);
  if (!password.success) {
    return {
      ok: false,
      reason: 'password',
      message: password.error.issues[0]?.message ?? 'Ongeldig wachtwoord',
    };
  }
  if (!input.token) return { ok: false, reason: 'link' };
  const passwordHash = await passwords.hash(password.data);
  return inTransaction(db, async (tx): Promise<NewPasswordResult> => {
    const spent = await spendPasswordReset(tx, tokenHashOf(input.token), input.now);
    const account = spent && (await findAccountById(tx, spent.accountId));
    if (!account) return { ok: false, reason: 'link' };
    await setPasswordHash(tx, account.id, passwordHash);
    await deletePasswordResetsOf(tx, account.id);
    await clearAllLoginFailures(tx, account.email);
    return { ok: true, email: account.email };
  });
}

/** The hourly clean-up: links past their lifetime, and requests older than a day. */
export async function deleteOldPasswordResetRows(db: Db, now: Date): Promise<void> {
  await deleteOldPasswordResets(db, now, new Date(now.getTime() - 24 * HOUR_MS));
}
