import {
  readStorage,
  safeLocalStorage,
  safeSessionStorage,
  sessionStorageKeys,
  storageKeys,
  writeStorage,
} from './storage-keys';

/**
 * The native app wrapper (spec 000 §1). The app can run inside a native shell that supplies a push token
 * and tells what the embedded browser can do. Two ways are supported, so either kind of wrapper works:
 *
 * 1. A JavaScript bridge the wrapper injects before the app starts:
 *    `window.AchterhoekApp = { canUpload: false, canOpenExternalLinks: false }`.
 *    A property that is present wins.
 * 2. Start-up query parameters on the first URL the wrapper opens:
 *    `/?fcm=<token>&canUpload=false&canOpenExternalLinks=false`. They are remembered for the tab
 *    (sessionStorage), because the address changes after the first navigation and the login round trip.
 *
 * Without either, the app runs in an ordinary browser, which can do both.
 */
export interface WrapperCapabilities {
  /** The embedded browser can pick and upload files (a profile photo). */
  canUpload: boolean;
  /** Links to other websites can be opened. */
  canOpenExternalLinks: boolean;
}

declare global {
  interface Window {
    AchterhoekApp?: Partial<WrapperCapabilities>;
  }
}

const capabilityNames = ['canUpload', 'canOpenExternalLinks'] as const;

/**
 * Reads the start-up parameters once, when the page loads: the push token goes to localStorage for the
 * messaging feature, capability switches to sessionStorage.
 */
export function captureStartupParameters(search: string): void {
  const params = new URLSearchParams(search);
  const fcm = params.get('fcm');
  if (fcm) writeStorage(safeLocalStorage(), storageKeys.fcmToken, fcm);

  const announced: Partial<WrapperCapabilities> = {};
  for (const name of capabilityNames) {
    const value = params.get(name);
    if (value === 'true' || value === 'false') announced[name] = value === 'true';
  }
  if (Object.keys(announced).length > 0) {
    const previous = storedCapabilities();
    writeStorage(
      safeSessionStorage(),
      sessionStorageKeys.wrapperCapabilities,
      JSON.stringify({ ...previous, ...announced }),
    );
  }
}

function storedCapabilities(): Partial<WrapperCapabilities> {
  const raw = readStorage(safeSessionStorage(), sessionStorageKeys.wrapperCapabilities);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const result: Partial<WrapperCapabilities> = {};
    for (const name of capabilityNames) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'boolean') result[name] = value;
    }
    return result;
  } catch {
    return {};
  }
}

/** What the environment the app runs in allows; read when needed, so a late bridge is still seen. */
export function wrapperCapabilities(): WrapperCapabilities {
  const bridge = typeof window === 'undefined' ? undefined : window.AchterhoekApp;
  const stored = storedCapabilities();
  const pick = (name: (typeof capabilityNames)[number]) => {
    const fromBridge = bridge?.[name];
    if (typeof fromBridge === 'boolean') return fromBridge;
    return stored[name] ?? true;
  };
  return { canUpload: pick('canUpload'), canOpenExternalLinks: pick('canOpenExternalLinks') };
}

/** The push token the wrapper supplied, if any. */
export function storedPushToken(): string | null {
  return readStorage(safeLocalStorage(), storageKeys.fcmToken);
}
