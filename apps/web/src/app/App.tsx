import { useCallback, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AuthRoot } from '../features/auth';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config-context';
import { configureHttp } from '../lib/http';
import { paths } from '../lib/paths';
import { takeReturnPath } from '../lib/return-path';
import { AppConfigGate } from './config/AppConfigGate';
import { AppProviders } from './providers/AppProviders';
import { appRouter } from './router/appRouter';

export function App() {
  return (
    <AppProviders>
      <AppConfigGate>{(config) => <ConfiguredApp config={config} />}</AppConfigGate>
    </AppProviders>
  );
}

/** The app once its configuration is known: sign-in, then the pages. */
function ConfiguredApp({ config }: { config: AppConfig }) {
  const router = appRouter();

  // A 401 from any call navigates inside the app instead of reloading it.
  useEffect(() => configureHttp({ navigate: (path) => void router.navigate(path) }), [router]);

  // After signing in: back to the page where an earlier session ended, if there was one; otherwise the
  // landing page checks the profile status and goes on to Home, or registration for a new user.
  const continueAfterSignIn = useCallback(
    () => router.navigate(takeReturnPath() ?? paths.landing, { replace: true }),
    [router],
  );
  const tidyLogoutAddress = useCallback(() => router.navigate(paths.logout, { replace: true }), [router]);

  return (
    <AppConfigContext value={config}>
      <AuthRoot config={config} onSignedIn={continueAfterSignIn} onSignedOut={tidyLogoutAddress}>
        <RouterProvider router={router} />
      </AuthRoot>
    </AppConfigContext>
  );
}
