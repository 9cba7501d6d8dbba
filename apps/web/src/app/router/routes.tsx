import type { RouteObject } from 'react-router';
import { AboutPage } from '../../features/about/pages/AboutPage';
import { TermsPage } from '../../features/about/pages/TermsPage';
import { LandingPage, LogoutPage, SessionExpiredPage } from '../../features/auth';
import { NotFoundPage } from '../../features/errors/pages/NotFoundPage';
import { HomePage } from '../../features/home/pages/HomePage';
import { paths } from '../../lib/paths';
import { RequireAuth } from '../guard/RequireAuth';
import { ShellLayout } from '../shell/ShellLayout';
import { PlainLayout } from './PlainLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';

const withBack: RouteHandle = { back: true };

/**
 * The route table. Only /, /logout and /session-expired are open without a session (spec 001 §2.2);
 * everything else, the not-found page included, sits behind the login guard and inside the shell.
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
            element: <ShellLayout />,
            children: [
              { path: paths.home, element: <HomePage /> },
              { path: paths.about, element: <AboutPage />, handle: withBack },
              { path: paths.terms, element: <TermsPage />, handle: withBack },
              { path: '*', element: <NotFoundPage />, handle: withBack },
            ],
          },
        ],
      },
    ],
  },
];
