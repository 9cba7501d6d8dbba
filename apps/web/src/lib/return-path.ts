import { paths } from './paths';
import { readStorage, sessionStorageKeys, writeStorage } from './storage-keys';

// Pages that are no destination to come back to: they are about signing in or out.
const NOT_RETURNED_TO: readonly string[] = [paths.landing, paths.sessionExpired, paths.logout];

function sessionStorageOrNothing(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/**
 * A page of this app to return to: a path on this origin ('/…', not '//host' nor '/\host', which browsers
 * read as another site), and not a page about signing in or out.
 */
function isReturnablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return !NOT_RETURNED_TO.includes(pathname);
}

/**
 * Remembers the page the user asked for when they turn out not to be signed in (the login guard) or
 * their session is over (a 401), so that signing in returns there instead of to Home (the requested page
 * used to be lost). Kept for the browser tab.
 */
export function rememberReturnPath(location: { pathname: string; search: string }): void {
  const path = location.pathname + location.search;
  if (!isReturnablePath(path)) return;
  writeStorage(sessionStorageOrNothing(), sessionStorageKeys.returnPath, path);
}

/** The remembered page, once: reading it forgets it. Only a path inside the app is ever answered. */
export function takeReturnPath(): string | undefined {
  const storage = sessionStorageOrNothing();
  const path = readStorage(storage, sessionStorageKeys.returnPath);
  writeStorage(storage, sessionStorageKeys.returnPath, null);
  return path && isReturnablePath(path) ? path : undefined;
}
