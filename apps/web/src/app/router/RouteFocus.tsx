import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageTitle } from '../../components/page-focus';

/**
 * After every client-side navigation, focus moves to the new page's h1 so screen-reader and keyboard
 * users start at the top of the new content. The first page load is left alone, as browsers do.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusPageTitle();
  }, [pathname]);

  return null;
}
