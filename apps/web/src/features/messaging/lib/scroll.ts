import { useEffect, useRef } from 'react';
import { SCROLL_THROTTLE_MS, throttled } from '../../../lib/infinite-scroll';

/** Runs `check` (throttled) whenever the window scrolls, and once when it changes. */
export function useWindowScroll(check: () => void) {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const handler = throttled(() => latest.current(), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', handler.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', handler.run);
      handler.cancel();
    };
  }, []);
}
