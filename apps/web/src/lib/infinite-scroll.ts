import type { Paged } from '@achterhoek/contracts';
/** Spec 000 §9 and 001 §2.4: lists load their next page at 66 % scrolled; the scroll handler runs at most every 500 ms. */
export const LOAD_MORE_AT = 0.66;
export const SCROLL_THROTTLE_MS = 500;

/**
 * Whether the page is scrolled far enough to ask for more: the bottom of the viewport has passed
 * `fraction` of the document. A document that fits the viewport has nothing to scroll, so it always
 * counts as far enough.
 */
export function scrolledFarEnough(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
  fraction: number = LOAD_MORE_AT,
): boolean {
  if (documentHeight <= viewportHeight) return true;
  return (scrollTop + viewportHeight) / documentHeight >= fraction;
}

export interface Throttled {
  run: () => void;
  cancel: () => void;
}

/**
 * Runs `action` at most once per `interval` ms: a call in a quiet period runs at once; calls during the
 * interval are folded into one run at its end, so the last scroll position is always looked at.
 */
export function throttled(action: () => void, interval: number): Throttled {
  let lastRun = -Infinity;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    lastRun = Date.now();
    action();
  };
  return {
    run: () => {
      const wait = lastRun + interval - Date.now();
      if (wait <= 0 && pending === null) {
        fire();
      } else if (pending === null) {
        pending = setTimeout(
          () => {
            pending = null;
            fire();
          },
          Math.max(0, wait),
        );
      }
    },
    cancel: () => {
      if (pending !== null) clearTimeout(pending);
      pending = null;
    },
  };
}

/**
 * The offset of the page after `page`, or undefined when there is none: the page came back empty, or
 * the lines so far reach the total.
 */
export function nextOffset<T>(page: Paged<T>): number | undefined {
  const next = page.offset + page.data.length;
  return page.data.length > 0 && next < page.totalCount ? next : undefined;
}
