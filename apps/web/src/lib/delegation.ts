import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

// Acting for a delegator (spec 000 §2 Delegation screens, §6; DESIGN.md §4): a user with the realm role
// `delegate` chooses somebody whose delegation is active, and from then on every call to the API carries
// `X-Delegator: {their managed identity}`, so the server reads and writes that person's data. The choice is
// remembered on the device (spec 000 §9: localStorage keeps the delegator id). It is read from the
// storage on every call, so all parts of the app (and every tab) agree on it.

/** The header that names the person the user acts for. */
export const DELEGATOR_HEADER = 'X-Delegator';

/**
 * Calls that always go as the signed-in user themselves, never with the header:
 * - the delegation calls: the server answers them for whoever signed in (whom I act for, my requests),
 *   and a delegate making an account for somebody new (`/delegators`) does so as themselves;
 * - the push token and the web-push subscription: they belong to the device of the real user
 *   (reference §8: the FCM token is stored without the delegator header).
 * Plain paths, not the contracts' endpoints: every request passes here, the first page's too, which should
 * not load the validation library (delegation.test.ts checks them against the contracts).
 */
export const PATHS_WITHOUT_DELEGATOR: readonly string[] = [
  '/api/profile/delegations',
  '/api/profile/delegators',
  '/api/communicator/users/me/fcm-token',
  '/api/communicator/users/me/push-subscription',
];

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of [...listeners]) listener();
}

/** The managed identity of the person the user acts for, or null while they act for themselves. */
export function actingDelegatorId(): string | null {
  if (typeof window === 'undefined') return null;
  const id = readStorage(window.localStorage, storageKeys.delegatorId)?.trim();
  return id ? id : null;
}

/**
 * Starts acting for `id`, or stops acting with null. Everything that listens (the app's switch, which
 * empties the data cache and goes to Home; the avatar badge) hears of it.
 */
export function setActingDelegator(id: string | null): void {
  if (typeof window === 'undefined') return;
  const next = id?.trim() ? id.trim() : null;
  if (next === actingDelegatorId()) return;
  writeStorage(window.localStorage, storageKeys.delegatorId, next);
  notifyListeners();
}

/** Calls `listener` whenever the choice changes, in this tab or in another tab of the same app. */
export function subscribeActingDelegator(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.delegatorId || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The person the user acts for (their managed identity), or null; re-renders when it changes. */
export function useActingDelegatorId(): string | null {
  return useSyncExternalStore(subscribeActingDelegator, actingDelegatorId, () => null);
}

/** Whether a call to `path` goes as the signed-in user whatever the choice (see PATHS_WITHOUT_DELEGATOR). */
export function isOwnCall(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return PATHS_WITHOUT_DELEGATOR.some((own) => pathname === own || pathname.startsWith(`${own}/`));
}

/** The header a call to `path` carries while the user acts for somebody; none otherwise. */
export function delegatorHeaders(path: string): Record<string, string> {
  const id = actingDelegatorId();
  return id && !isOwnCall(path) ? { [DELEGATOR_HEADER]: id } : {};
}

/** The server's error code when it refuses the header: no active delegation (any more) for that person. */
export const DELEGATION_REFUSED_CODE = 'DELEGATION';

let refusedDelegator: string | null = null;

/**
 * The server refused to let the user act for `id` (the delegation was ended, perhaps by the delegator):
 * the user acts for themselves again, instead of every page failing. A refusal of a call made for
 * somebody the user no longer acts for changes nothing.
 */
export function stopActingAfterRefusal(id: string): void {
  if (actingDelegatorId() !== id) return;
  refusedDelegator = id;
  setActingDelegator(null);
}

/** Whether the last change of the choice was the server's refusal (asked once, by the app's switch). */
export function takeRefusal(): boolean {
  const refused = refusedDelegator !== null;
  refusedDelegator = null;
  return refused;
}
