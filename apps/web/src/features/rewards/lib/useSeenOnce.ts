import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onSeen` once, the first time the element comes into view (IntersectionObserver). Where the
 * browser has no IntersectionObserver the element counts as seen once it is shown.
 */
export function useSeenOnce(ref: RefObject<Element | null>, active: boolean, onSeen: () => void): void {
  const seen = useRef(false);
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  }, [onSeen]);
  useEffect(() => {
    const element = ref.current;
    if (!active || seen.current || !element) return;
    const fire = () => {
      if (seen.current) return;
      seen.current = true;
      callback.current();
    };
    if (typeof IntersectionObserver === 'undefined') {
      fire();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        fire();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active]);
}
