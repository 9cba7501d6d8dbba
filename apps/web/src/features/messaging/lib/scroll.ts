import { useEffect, useRef } from 'react';

/** Spec 000 §9: lists load more at 66 % scrolled; the scroll handler is throttled to 500 ms. */
export const LOAD_MORE_AT = 0.66;
export const SCROLL_THROTTLE_MS = 500;

/** Whether a list scrolled this far should load its next page. */
export function scrolledPast(scrollTop: number, viewport: number, total: number, fraction = LOAD_MORE_AT) {
  if (total <= viewport) return true;
  return (scrollTop + viewport) / total >= fraction;
}

/** Calls `handler` at most once per `wait` ms (the first call at once, the last one at the end). */
export function throttle(handler: () => void, wait: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      handler();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        handler();
      }, remaining);
    }
  };
  return { run, cancel: () => timer !== undefined && clearTimeout(timer) };
}

/** Runs `check` (throttled) whenever the window scrolls, and once when it changes. */
export function useWindowScroll(check: () => void) {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const throttled = throttle(() => latest.current(), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', throttled.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', throttled.run);
      throttled.cancel();
    };
  }, []);
}
