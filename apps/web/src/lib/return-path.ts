import { paths } from './paths';
import { readStorage, sessionStorageKeys, writeStorage } from './storage-keys';

// Pages that are no destination to come back to: they are about signing in or out.
const NOT_RETURNED_TO: readonly string[] = [paths.landing, paths.sessionExpired, paths.logout];

function sessionStorageOrNothing(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/**
 * Remembers the page the user is on when their session turns out to be over, so that signing in again
 * returns there instead of to Home (the requested page used to be lost). Kept for the browser tab.
 */
export function rememberReturnPath(location: { pathname: string; search: string }): void {
  if (NOT_RETURNED_TO.includes(location.pathname)) return;
  writeStorage(sessionStorageOrNothing(), sessionStorageKeys.returnPath, location.pathname + location.search);
}

/** The remembered page, once: reading it forgets it. Only a path inside the app is ever answered. */
export function takeReturnPath(): string | undefined {
  const storage = sessionStorageOrNothing();
  const path = readStorage(storage, sessionStorageKeys.returnPath);
  writeStorage(storage, sessionStorageKeys.returnPath, null);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
