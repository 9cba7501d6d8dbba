import { readStorage, storageKeys, writeStorage } from './storage-keys';

function localStorageOrNothing(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/**
 * Notes that someone was signed in on this device, so that a later visit without a valid session can say
 * the session ended (spec 001 §2.2); a first-time visitor is never told that. Kept until signing out.
 */
export function rememberHadSession(): void {
  writeStorage(localStorageOrNothing(), storageKeys.hadSession, '1');
}

/** Whether someone was signed in on this device and has not signed out since. */
export function hadSession(): boolean {
  return readStorage(localStorageOrNothing(), storageKeys.hadSession) !== null;
}

/** Signing out (/logout) ends it: the next visit without a session is a quiet one. */
export function forgetHadSession(): void {
  writeStorage(localStorageOrNothing(), storageKeys.hadSession, null);
}
