import { Outlet, ScrollRestoration } from 'react-router';
import { RouteFocus } from './RouteFocus';

export function RootLayout() {
  return (
    <>
      <RouteFocus />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
