import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../../lib/paths';
import { notify } from '../../lib/notify';

/**
 * The login guard (spec 001 §2.2): every page below it needs a signed-in user. While the session is
 * still being restored nothing is decided; without a session the user is told so and sent to the landing
 * page.
 */
export function RequireAuth() {
  const auth = useAuth();
  if (auth.isLoading) return <LoadingState fullPage />;
  if (!auth.isAuthenticated) return <RedirectToLanding />;
  return <Outlet />;
}

function RedirectToLanding() {
  const navigate = useNavigate();
  useEffect(() => {
    notify.info('auth.sessionInvalid');
    // Replace, so the browser's back button does not return to the page that was refused.
    void navigate(paths.landing, { replace: true });
  }, [navigate]);
  return <LoadingState fullPage />;
}
