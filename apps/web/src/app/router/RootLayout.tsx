import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteFocus } from './RouteFocus';

// The session log is kept for signed-in users only; a visitor's first page does not load its code (nor the
// API client it sends with).
const SessionLogRecorder = lazy(async () => ({
  default: (await import('../session/SessionLogRecorder')).SessionLogRecorder,
}));

export function RootLayout() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      <RouteFocus />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <SessionLogRecorder />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
