// Keys of what the app keeps in the browser's localStorage (spec 000 §9: the push token and the
// delegator id; whether someone was signed in here; the lists last seen, for offline), in one place so the features that write and read them agree.
export const storageKeys = {
  /** The native wrapper's push (FCM) token, from the `fcm` start-up parameter; sent by messaging. */
  fcmToken: 'achterhoek.fcmToken',
  /** The delegator the user last acted for; dropped at start-up when the user lacks the delegate role. */
  delegatorId: 'achterhoek.delegatorId',
  /** Set once someone signed in on this device, cleared on signing out: decides the session message. */
  hadSession: 'achterhoek.hadSession',
  /** The trips and rides last seen by the signed-in user, shown while offline; cleared on signing out. */
  lastSeen: 'achterhoek.lastSeen',
} as const;

// sessionStorage: lives as long as the tab, which survives the round trip to the identity provider.
export const sessionStorageKeys = {
  /** The `msgId` the landing page was opened with; the messaging feature opens that conversation. */
  pendingMessageId: 'achterhoek.pendingMessageId',
  /** Capabilities the native wrapper announced with start-up parameters. */
  wrapperCapabilities: 'achterhoek.wrapperCapabilities',
  /** The planner's search criteria (from and to) of the signed-in user, kept for the browser session. */
  searchCriteria: 'achterhoek.searchCriteria',
  /** The page the user was on when the session ended; signing in again returns there. */
  returnPath: 'achterhoek.returnPath',
} as const;

/** localStorage or sessionStorage access that never throws (private mode, storage disabled). */
export function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

/** The browser's localStorage, or undefined where even asking for it throws (storage disabled). */
export function safeLocalStorage(): Storage | undefined {
  return safeStorage('localStorage');
}

/** The tab's sessionStorage, or undefined where even asking for it throws (storage disabled). */
export function safeSessionStorage(): Storage | undefined {
  return safeStorage('sessionStorage');
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
