import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from '../../features/auth/pages/LandingPage';
import { paths } from '../../lib/paths';
import { AuthContext, type AppAuth } from '../../lib/auth';
import { PlainMain } from '../../components/PlainMain';
import { AppProviders } from '../providers/AppProviders';

// A visitor who is not signed in, as the landing page sees one before the sign-in library is loaded.
const signedOut: AppAuth = {
  isLoading: false,
  isAuthenticated: false,
  user: undefined,
  error: undefined,
  signinRedirect: async () => undefined,
  signoutRedirect: async () => undefined,
  removeUser: async () => undefined,
};

/**
 * The landing page as a signed-out visitor first sees it, as HTML, for the build to put into the page the
 * server sends for `/` (scripts/prerender.mjs). A phone then shows the real page (texts, buttons, look) as
 * soon as the HTML has arrived instead of after the app's JavaScript has loaded and run, which on a slow
 * connection is a second or more later. The app then renders the same page over it; the buttons work from
 * that moment (until then they are disabled). Same providers, layout and texts as the app's route for `/`, so nothing moves when it does.
 */
export function renderLandingPage(): string {
  const html = renderToString(
    <AppProviders>
      <AuthContext value={signedOut}>
        <MemoryRouter initialEntries={[paths.landing]}>
          <PlainMain>
            <LandingPage />
          </PlainMain>
        </MemoryRouter>
      </AuthContext>
    </AppProviders>,
  );
  // Until the app has started nothing answers a tap, so the buttons are shown disabled (Mantine's look for
  // it, and what a screen reader announces); the app's own, working buttons replace them.
  return html.replaceAll('<button ', '<button disabled="" data-disabled="true" ');
}
