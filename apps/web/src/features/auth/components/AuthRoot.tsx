import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { AppConfig } from '../../../lib/app-config';
import { configureHttp } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { freshAccessTokenSource } from '../oidc/freshAccessToken';
import { sharedUserManager } from '../oidc/userManager';

interface AuthRootProps {
  config: AppConfig;
  /** Called after the identity provider sent the user back signed in; the app then continues. */
  onSignedIn: () => void;
  /** Called after the identity provider sent the user back from signing out, to tidy the address. */
  onSignedOut: () => void;
  children: ReactNode;
}

// The provider returns from signing out to /logout with a `state` parameter that oidc-client-ts must
// consume; an ordinary visit to /logout has none.
function isSignoutCallback(): boolean {
  return (
    window.location.pathname === paths.logout && new URLSearchParams(window.location.search).has('state')
  );
}

/** Signs users in against the configured issuer and gives the HTTP client their access token. */
export function AuthRoot({ config, onSignedIn, onSignedOut, children }: AuthRootProps) {
  const userManager = sharedUserManager(config);

  useEffect(() => configureHttp({ getAccessToken: freshAccessTokenSource(userManager) }), [userManager]);

  return (
    <AuthProvider
      userManager={userManager}
      onSigninCallback={onSignedIn}
      matchSignoutCallback={isSignoutCallback}
      onSignoutCallback={onSignedOut}
    >
      {children}
    </AuthProvider>
  );
}
