import { Outlet } from 'react-router';
import { PlainMain } from '../../components/PlainMain';

/** Pages shown without the top bar and bottom navigation: landing, logout and session expired. */
export function PlainLayout() {
  return (
    <PlainMain>
      <Outlet />
    </PlainMain>
  );
}
