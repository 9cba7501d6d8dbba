import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AppConfig } from '../../../lib/app-config';
import { AuthContext, type AppAuth } from '../../../lib/auth';
import { needsSignInAtStart } from '../lib/startup';
import type { OidcSessionProps } from '../oidc/OidcSession';

interface AuthRootProps {
  config: AppConfig;
  /** Called after the identity provider sent the user back signed in; the app then continues. */
  onSignedIn: () => void;
  /** Called after the identity provider sent the user back from signing out, to tidy the address. */
  onSignedOut: () => void;
  children: ReactNode;
}

type Action = (auth: AppAuth) => void;

let sessionModule: Promise<ComponentType<OidcSessionProps>> | undefined;

/** The OpenID Connect session's code (with oidc-client-ts, a sixth of the first page's JavaScript). */
function loadOidcSession(): Promise<ComponentType<OidcSessionProps>> {
  sessionModule ??= import('../oidc/OidcSession').then((module) => module.OidcSession);
  return sessionModule;
}

/**
 * Before the app first renders: a user signed in on this device, or one the provider has just sent back,
 * needs the session's code at once, so it is fetched side by side with the first page's.
 */
export function preloadSignIn(config: AppConfig): void {
  if (needsSignInAtStart(config)) void loadOidcSession().catch(() => undefined);
}

/** Runs a task when the browser has nothing better to do (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}

/**
 * Signs users in against the configured issuer. A user signed in on this device, or one the provider has
 * just sent back, gets the OpenID Connect session at once (the pages wait while it is restored). A
 * signed-out visitor's first page does not wait for that code: it is fetched when the browser is idle, and
 * 'Aanmelden' uses it as soon as it is there.
 */
export function AuthRoot({ config, onSignedIn, onSignedOut, children }: AuthRootProps) {
  const [wanted, setWanted] = useState(() => needsSignInAtStart(config));
  const [OidcSession, setOidcSession] = useState<ComponentType<OidcSessionProps>>();
  const [sessionState, setSessionState] = useState<AppAuth>();
  const [firstAction, setFirstAction] = useState<Action>();
  // A restored session mounts every signed-in frame and the page at once: as a transition, React renders
  // that in slices, so a slow phone stays responsive meanwhile (the loader shows until it is done).
  const reportSessionState = useCallback((auth: AppAuth) => {
    startTransition(() => setSessionState(auth));
  }, []);

  useEffect(() => {
    if (!wanted) return whenIdle(() => void loadOidcSession());
    let current = true;
    void loadOidcSession().then((component) => {
      if (current) setOidcSession(() => component);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  // Until the session reports, the visitor is signed out (or being restored): what they ask for is done
  // by the session as soon as it is ready.
  const waiting = useMemo<AppAuth>(() => {
    const whenReady = (act: (auth: AppAuth) => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        setFirstAction(() => (auth: AppAuth) => void act(auth).then(resolve, reject));
        setWanted(true);
      });
    return {
      isLoading: wanted,
      isAuthenticated: false,
      user: null,
      error: undefined,
      signinRedirect: (args) => whenReady((auth) => auth.signinRedirect(args)),
      signoutRedirect: (args) => whenReady((auth) => auth.signoutRedirect(args)),
      removeUser: async () => undefined,
    };
  }, [wanted]);

  return (
    <>
      {OidcSession && (
        <OidcSession
          config={config}
          onSignedIn={onSignedIn}
          onSignedOut={onSignedOut}
          onState={reportSessionState}
          firstAction={firstAction}
        />
      )}
      <AuthContext value={sessionState ?? waiting}>{children}</AuthContext>
    </>
  );
}
