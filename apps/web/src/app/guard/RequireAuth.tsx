import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { LoadingState } from '../../components/LoadingState';
import { hadSession, rememberHadSession } from '../../lib/had-session';
import { paths } from '../../lib/paths';
import { notify } from '../../lib/notify';
import { rememberReturnPath } from '../../lib/return-path';

/**
 * The login guard (spec 001 §2.2): every page below it needs a signed-in user. While the session is
 * still being restored nothing is decided; without a session the user is sent to the landing page, and
 * signing in there opens the page they asked for.
 */
export function RequireAuth() {
  const auth = useAuth();
  if (auth.isLoading) return <LoadingState fullPage />;
  if (!auth.isAuthenticated) return <RedirectToLanding />;
  return <SignedInOutlet />;
}

function SignedInOutlet() {
  useEffect(() => rememberHadSession(), []);
  return <Outlet />;
}

function RedirectToLanding() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberReturnPath({ pathname, search });
    // Only someone who was signed in on this device is told their session ended; a first-time visitor
    // (a shared link, a bookmark) simply gets the landing page.
    if (hadSession()) notify.info('auth.sessionInvalid');
    // Replace, so the browser's back button does not return to the page that was refused.
    void navigate(paths.landing, { replace: true });
  }, [pathname, search, navigate]);
  return <LoadingState fullPage />;
}
