import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A device that signed in to an account before carries a signed cookie naming that account; it is exempt
 * from the cross-address limit on failed logins, so somebody guessing an account's password from many
 * addresses never locks its owner out of their own phone or computer.
 */
export const KNOWN_DEVICE_COOKIE = 'am_device';
/** Accounts one device remembers (a shared family computer), newest first. */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const signatureOf = (key: string, accountId: string) =>
  createHmac('sha256', key).update(`known-device:${accountId}`).digest('base64url');

function cookieValue(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === KNOWN_DEVICE_COOKIE) return part.slice(index + 1).trim();
  }
  return '';
}

/** The accounts whose valid signature the device's cookie carries. */
export function knownAccounts(cookieHeader: string | undefined, key: string): string[] {
  const known: string[] = [];
  for (const entry of cookieValue(cookieHeader).split('~').slice(0, MAX_ACCOUNTS)) {
    const dot = entry.lastIndexOf('.');
    if (dot <= 0) continue;
    const accountId = decodeURIComponent(entry.slice(0, dot));
    const given = Buffer.from(entry.slice(dot + 1));
    const expected = Buffer.from(signatureOf(key, accountId));
    if (given.length === expected.length && timingSafeEqual(given, expected)) known.push(accountId);
  }
  return known;
}

/** The Set-Cookie header after a successful login: this account first, then the others it knew. */
export function knownDeviceCookie(
  cookieHeader: string | undefined,
  key: string,
  accountId: string,
  secure: boolean,
): string {
  const accounts = [accountId, ...knownAccounts(cookieHeader, key).filter((id) => id !== accountId)];
  const value = accounts
    .slice(0, MAX_ACCOUNTS)
    .map((id) => `${encodeURIComponent(id)}.${signatureOf(key, id)}`)
    .join('~');
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/auth; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
