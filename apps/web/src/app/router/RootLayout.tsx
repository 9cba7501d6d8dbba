import { Outlet, ScrollRestoration } from 'react-router';
import { SessionLogRecorder } from '../session/SessionLogRecorder';
import { RouteFocus } from './RouteFocus';

export function RootLayout() {
  return (
    <>
      <RouteFocus />
      <SessionLogRecorder />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
