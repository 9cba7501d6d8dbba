import { useEffect, useLayoutEffect, useRef } from 'react';
import { AuthProvider, useAuth as useOidc } from 'react-oidc-context';
import type { AppConfig } from '../../../lib/app-config';
import type { AppAuth } from '../../../lib/auth';
import { configureHttp } from '../../../lib/http';
import { isSignoutCallback } from '../lib/startup';
import { freshAccessTokenSource } from './freshAccessToken';
import { sharedUserManager } from './userManager';

export interface LibrarySessionProps {
  config: AppConfig;
  /** Called after the identity provider sent the user back signed in; the app then continues. */
  onSignedIn: () => void;
  /** Called after the identity provider sent the user back from signing out, to tidy the address. */
  onSignedOut: () => void;
  /** Receives the library's sign-in state each time it changes. */
  onState: (auth: AppAuth) => void;
  /** What a signed-out visitor asked for before the library was loaded (signing in): done once it is ready. */
  firstAction?: ((auth: AppAuth) => void) | undefined;
}

/**
 * The OpenID Connect session (oidc-client-ts through react-oidc-context): restores a stored session,
 * finishes a sign-in or sign-out the provider returned from, renews tokens, and gives the HTTP client a
 * fresh access token. Loaded on demand by AuthRoot; it reports its state up rather than wrapping the app,
 * so the pages are not mounted again when it arrives.
 */
export function LibrarySession({
  config,
  onSignedIn,
  onSignedOut,
  onState,
  firstAction,
}: LibrarySessionProps) {
  const userManager = sharedUserManager(config);

  useEffect(() => configureHttp({ getAccessToken: freshAccessTokenSource(userManager) }), [userManager]);

  return (
    <AuthProvider
      userManager={userManager}
      onSigninCallback={onSignedIn}
      matchSignoutCallback={() => isSignoutCallback(window.location)}
      onSignoutCallback={onSignedOut}
    >
      <StateReporter onState={onState} firstAction={firstAction} />
    </AuthProvider>
  );
}

function StateReporter({ onState, firstAction }: Pick<LibrarySessionProps, 'onState' | 'firstAction'>) {
  const auth = useOidc();
  const actionDone = useRef(false);

  // Before paint, so the pages never show a state the session has already left.
  useLayoutEffect(() => onState(auth), [auth, onState]);

  useEffect(() => {
    if (auth.isLoading || actionDone.current || !firstAction) return;
    actionDone.current = true;
    firstAction(auth);
  }, [auth, firstAction]);

  return null;
}

export { freshAccessTokenSource } from './freshAccessToken';
export { sharedUserManager } from './userManager';
