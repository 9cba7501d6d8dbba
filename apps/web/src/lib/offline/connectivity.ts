import { useSyncExternalStore } from 'react';

// Whether the app can reach the server. The browser's own word (navigator.onLine, with its online and
// offline events) is not enough: a phone on a dead network often still says it is online. So a call that
// got no answer at all also counts as offline, until a call gets an answer again or the browser reports
// that the connection is back.

let unanswered = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Called by the API client after every call: `answered` is false when no answer came at all. */
export function noteServerAnswered(answered: boolean): void {
  if (unanswered === !answered) return;
  unanswered = !answered;
  notify();
}

/** True while the browser says it is offline, or the last call got no answer from the server. */
export function isOffline(): boolean {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return browserOffline || unanswered;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The connection is back: give the server the benefit of the doubt; the next call will tell.
  const onOnline = () => {
    unanswered = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the app is offline (see `isOffline`); re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
