import type { RouteObject } from 'react-router';
import { AboutPage } from '../../features/about/pages/AboutPage';
import { TermsPage } from '../../features/about/pages/TermsPage';
import { LandingPage, LogoutPage, SessionExpiredPage } from '../../features/auth';
import { CommunityPage } from '../../features/community';
import {
  AddCreditsPage,
  CreditsGate,
  CreditsPage,
  WaitForDepositConfirmationPage,
} from '../../features/credits';
import { ConversationPage, InboxPage } from '../../features/messaging';
import { NotFoundPage } from '../../features/errors/pages/NotFoundPage';
import { HomePage, HowToPage, ModeSelectionPage } from '../../features/home';
import { LocationPage, SearchPage } from '../../features/planner';
import {
  NotificationOptionsPage,
  OnboardingCompletePage,
  OnboardingPage,
  ProfilePage,
  UserProfilePage,
} from '../../features/profile';
import { RegisterUserPage } from '../../features/registration';
import { paths } from '../../lib/paths';
import { registerRoutes } from '../../lib/route-registry';
import { RequireAuth } from '../guard/RequireAuth';
import { StartupProvider } from '../startup/StartupProvider';
import { ShellLayout } from '../shell/ShellLayout';
import { PlainLayout } from './PlainLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';

const withBack: RouteHandle = { back: true };

// Loaded on demand: the account page checks phone numbers and IBANs with libraries too large for start-up.
const loadAccountPage = async () => ({
  Component: (await import('../../features/profile/pages/AccountPage')).AccountPage,
});

/**
 * The route table. Only /, /logout and /session-expired are open without a session (spec 001 §2.2);
 * everything else, the not-found page included, sits behind the login guard and the start-up sequence
 * (profile status, profile). The registration wizard is shown without the shell: there is nothing to
 * navigate to before the profile exists.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PlainLayout />,
        children: [
          { path: paths.landing, element: <LandingPage /> },
          { path: paths.logout, element: <LogoutPage /> },
          { path: paths.sessionExpired, element: <SessionExpiredPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <StartupProvider />,
            children: [
              {
                element: <PlainLayout />,
                children: [{ path: paths.registerUser, element: <RegisterUserPage /> }],
              },
              {
                element: <ShellLayout />,
                children: [
                  { path: paths.home, element: <HomePage /> },
                  { path: paths.howTo, element: <HowToPage />, handle: withBack },
                  { path: paths.modeSelection, element: <ModeSelectionPage /> },
                  { path: paths.search, element: <SearchPage /> },
                  { path: paths.searchLocation, element: <LocationPage />, handle: withBack },
                  { path: paths.profile, element: <ProfilePage /> },
                  { path: paths.account, lazy: loadAccountPage, handle: withBack },
                  { path: paths.notificationOptions, element: <NotificationOptionsPage />, handle: withBack },
                  { path: paths.userProfile, element: <UserProfilePage />, handle: withBack },
                  { path: paths.onboarding, element: <OnboardingPage />, handle: withBack },
                  { path: paths.onboardingComplete, element: <OnboardingCompletePage /> },
                  { path: paths.community, element: <CommunityPage /> },
                  { path: paths.inbox, element: <InboxPage />, handle: withBack },
                  { path: paths.conversation, element: <ConversationPage />, handle: withBack },
                  { path: paths.about, element: <AboutPage />, handle: withBack },
                  { path: paths.terms, element: <TermsPage />, handle: withBack },
                  {
                    // With credits switched off these paths are unknown: the not-found page.
                    element: <CreditsGate fallback={<NotFoundPage />} />,
                    children: [
                      { path: paths.credits, element: <CreditsPage /> },
                      { path: paths.addCredits, element: <AddCreditsPage />, handle: withBack },
                      { path: paths.waitForDepositConfirmation, element: <WaitForDepositConfirmationPage /> },
                    ],
                  },
                  { path: '*', element: <NotFoundPage />, handle: withBack },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

registerRoutes(routes);
