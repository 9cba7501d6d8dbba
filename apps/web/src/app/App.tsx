import { useCallback, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AuthRoot } from '../features/auth';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config-context';
import { configureHttp } from '../lib/http';
import { paths } from '../lib/paths';
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

  // After signing in: the landing page (without the used code in the address) checks the profile status
  // first, then goes on to the page asked for before signing in, or Home, or registration for a new user.
  const continueAfterSignIn = useCallback(() => router.navigate(paths.landing, { replace: true }), [router]);
  const tidyLogoutAddress = useCallback(() => router.navigate(paths.logout, { replace: true }), [router]);

  return (
    <AppConfigContext value={config}>
      <AuthRoot config={config} onSignedIn={continueAfterSignIn} onSignedOut={tidyLogoutAddress}>
        <RouterProvider router={router} />
      </AuthRoot>
    </AppConfigContext>
  );
}
