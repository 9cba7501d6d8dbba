import { useCallback, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import type { AppConfig } from '../../../lib/app-config';
import type { AppAuth } from '../../../lib/auth';
import { configureHttp } from '../../../lib/http';
import { isSigninCallback, isSignoutCallback } from '../lib/startup';
import { readUsableStoredUser, type StoredUser } from '../lib/storedUser';
import type * as LibraryModule from './LibrarySession';
import type { LibrarySessionProps } from './LibrarySession';

export type OidcSessionProps = LibrarySessionProps;

let libraryModule: Promise<typeof LibraryModule> | undefined;

/** The session with oidc-client-ts (a large part of a signed-in first page's JavaScript). */
function loadLibrary(): Promise<typeof LibraryModule> {
  libraryModule ??= import('./LibrarySession');
  return libraryModule;
}

const nowSeconds = () => Date.now() / 1000;

/**
 * A returning user's state from storage: signed in at once. What needs the library (signing in or out,
 * forgetting the user) waits for it; the library's own state replaces this one once it has restored it.
 */
function storedSessionState(user: StoredUser, config: AppConfig): AppAuth {
  const manager = () => loadLibrary().then((module) => module.sharedUserManager(config));
  return {
    isLoading: false,
    isAuthenticated: true,
    user,
    error: undefined,
    signinRedirect: async (args) => (await manager()).signinRedirect(args),
    signoutRedirect: async (args) => (await manager()).signoutRedirect(args),
    removeUser: async () => (await manager()).removeUser(),
  };
}

/**
 * The access token from storage while the library is not loaded: read afresh for each call (another tab
 * may have renewed it); one about to expire is renewed through the library, as the library's own source does.
 */
function storedAccessTokenSource(config: AppConfig): () => Promise<string | undefined> {
  // One library source for all calls, so that calls made at once share its one renewal.
  let librarySource: Promise<() => Promise<string | undefined>> | undefined;
  return async () => {
    const user = readUsableStoredUser(config, nowSeconds());
    if (user) return user.access_token;
    librarySource ??= loadLibrary().then((module) =>
      module.freshAccessTokenSource(module.sharedUserManager(config)),
    );
    return (await librarySource)();
  };
}

/**
 * The OpenID Connect session. A returning user whose stored access token is still good starts signed in
 * from storage, so Home paints and calls the API without oidc-client-ts; the library (which renews the
 * token a minute before it expires) is loaded right after the first paint and takes over. Anyone else (a
 * token about to expire, the provider sending the browser back) waits for the library, as before.
 */
export function OidcSession(props: OidcSessionProps) {
  const { config, onState } = props;
  const [stored] = useState(() =>
    isSigninCallback(window.location) || isSignoutCallback(window.location)
      ? null
      : readUsableStoredUser(config, nowSeconds()),
  );
  const [Library, setLibrary] = useState<ComponentType<LibrarySessionProps>>();

  useLayoutEffect(() => {
    if (stored) onState(storedSessionState(stored, config));
  }, [stored, config, onState]);

  useEffect(() => {
    if (!Library && stored) return configureHttp({ getAccessToken: storedAccessTokenSource(config) });
  }, [Library, stored, config]);

  useEffect(() => {
    let current = true;
    void loadLibrary().then((module) => {
      if (current) setLibrary(() => module.LibrarySession);
    });
    return () => {
      current = false;
    };
  }, []);

  // While the library restores the stored user it reports 'loading': the stored state stays meanwhile.
  const reportLibraryState = useCallback(
    (auth: AppAuth) => {
      if (!(stored && auth.isLoading)) onState(auth);
    },
    [stored, onState],
  );

  return Library ? <Library {...props} onState={reportLibraryState} /> : null;
}
