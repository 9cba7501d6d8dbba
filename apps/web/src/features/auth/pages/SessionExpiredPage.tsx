import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { LoadingState } from '../../../components/LoadingState';
import { Page } from '../../../components/Page';

/** Spec §9: the invalid-session page waits this long before it signs the user in again. */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/** /session-expired: where every 401 leads. Says so briefly, then starts a fresh sign-in. */
export function SessionExpiredPage() {
  const { removeUser, signinRedirect } = useAuth();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // The stored tokens were refused by the server; drop them so they are not used again.
      void removeUser().then(() => signinRedirect());
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [removeUser, signinRedirect]);

  return (
    <Page title="sessionExpired.title" intro="sessionExpired.text">
      <LoadingState />
    </Page>
  );
}
