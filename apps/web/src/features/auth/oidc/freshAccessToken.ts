import type { User } from 'oidc-client-ts';
import { RENEW_WITHIN_SECONDS } from '../lib/storedUser';

/** What the token source needs of oidc-client-ts's UserManager. */
export interface TokenUserManager {
  getUser(): Promise<User | null>;
  signinSilent(): Promise<User | null>;
}

/**
 * The access token for the next call, renewed first when it has expired or is about to. The app renews
 * tokens in the background, but not while the phone slept or the tab was closed: a deep link opened after
 * ten minutes sent the expired token, got 401 and 'Sessie ongeldig'. Calls made at once share one renewal
 * (the refresh token may be used once). If renewing fails, the stored token goes out and the server's
 * 401 leads to a fresh sign-in as before.
 */
export function freshAccessTokenSource(userManager: TokenUserManager): () => Promise<string | undefined> {
  let renewing: Promise<User | null> | undefined;
  return async () => {
    const user = await userManager.getUser();
    if (!user) return undefined;
    const expiresIn = user.expires_in;
    if (expiresIn === undefined || expiresIn > RENEW_WITHIN_SECONDS) return user.access_token;
    renewing ??= userManager.signinSilent().finally(() => (renewing = undefined));
    try {
      return (await renewing)?.access_token ?? user.access_token;
    } catch {
      return user.access_token;
    }
  };
}
