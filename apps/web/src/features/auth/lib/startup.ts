import type { AppConfig } from '../../../lib/app-config';
import { paths } from '../../../lib/paths';

/** Where oidc-client-ts keeps the signed-in user (its WebStorageStateStore prefix and user key). */
export function storedUserKey(config: Pick<AppConfig, 'oidcIssuer' | 'oidcClientId'>): string {
  return `oidc.user:${config.oidcIssuer}:${config.oidcClientId}`;
}

/** The identity provider sent the browser back with a code (or an error) for this app to finish. */
export function isSigninCallback(location: Pick<Location, 'search'>): boolean {
  const params = new URLSearchParams(location.search);
  return Boolean((params.get('code') || params.get('error')) && params.get('state'));
}

/**
 * The provider returns from signing out to /logout with a `state` parameter that oidc-client-ts must
 * consume; an ordinary visit to /logout has none.
 */
export function isSignoutCallback(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return location.pathname === paths.logout && new URLSearchParams(location.search).has('state');
}

/**
 * Whether the OpenID Connect library is needed as soon as the app starts: a user was signed in on this
 * device (their session is restored, and its tokens renewed), or the provider has just sent the browser
 * back. Otherwise the visitor is signed out and the library waits until they choose to sign in.
 */
export function needsSignInAtStart(
  config: Pick<AppConfig, 'oidcIssuer' | 'oidcClientId'>,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): boolean {
  return (
    storage.getItem(storedUserKey(config)) !== null ||
    isSigninCallback(location) ||
    isSignoutCallback(location)
  );
}
