import { useCallback, useEffect, useRef } from 'react';
import { SCROLL_THROTTLE_MS, scrolledFarEnough, throttled } from './infinite-scroll';

/**
 * Calls `loadMore` when the window is scrolled past 66 % while `canLoad` holds (a next page exists and
 * none is on its way). The scroll handler is throttled to 500 ms. After each page the check runs once
 * more by itself, so a list that does not yet fill the screen keeps loading without a scroll.
 */
export function useLoadMoreOnScroll(canLoad: boolean, loadMore: () => void): void {
  const latest = useRef({ canLoad, loadMore });
  useEffect(() => {
    latest.current = { canLoad, loadMore };
  });

  const check = useCallback(() => {
    if (!latest.current.canLoad) return;
    const root = document.documentElement;
    if (scrolledFarEnough(window.scrollY, window.innerHeight, root.scrollHeight)) latest.current.loadMore();
  }, []);

  useEffect(() => {
    const handler = throttled(check, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', handler.run, { passive: true });
    window.addEventListener('resize', handler.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', handler.run);
      window.removeEventListener('resize', handler.run);
      handler.cancel();
    };
  }, [check]);

  useEffect(() => {
    if (canLoad) check();
  }, [canLoad, check]);
}
