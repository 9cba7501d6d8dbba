import type { AppConfig } from '../../../lib/app-config';
import type { SignedInUser } from '../../../lib/auth';
import { storedUserKey } from './startup';

/** A user oidc-client-ts stored (User.toStorageString's JSON) with the fields the app reads. */
export type StoredUser = SignedInUser & { expires_at: number };

/** A token this close to its end is renewed (by the library) before it is sent: it could expire on the way. */
export const RENEW_WITHIN_SECONDS = 30;

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as { access_token?: unknown; expires_at?: unknown; profile?: { sub?: unknown } | null };
  return (
    typeof user.access_token === 'string' &&
    typeof user.expires_at === 'number' &&
    typeof user.profile === 'object' &&
    user.profile !== null &&
    typeof user.profile.sub === 'string'
  );
}

/**
 * The user signed in on this device, read from where oidc-client-ts keeps it, when its access token is
 * still good for more than RENEW_WITHIN_SECONDS: then the app starts signed in without the library.
 * Anything else (no user, an unreadable entry, a token about to expire) is null, and the library decides.
 */
export function readUsableStoredUser(
  config: Pick<AppConfig, 'oidcIssuer' | 'oidcClientId'>,
  nowSeconds: number,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): StoredUser | null {
  const text = storage.getItem(storedUserKey(config));
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isStoredUser(parsed)) return null;
  return parsed.expires_at - nowSeconds > RENEW_WITHIN_SECONDS ? parsed : null;
}
