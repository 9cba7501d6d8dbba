import { APP_CONFIG_PATH, type AppConfig } from '@achterhoek/contracts';
import { request } from './http';

/**
 * Settings the server hands to the app at start (GET /app-config.json), so one build runs against any
 * identity provider and with credits or bank simulation switched on or off. The server and the web app
 * are deployed together, so the app reads exactly the contract's configuration.
 */
export type { AppConfig };

/**
 * Reads the configuration. This runs before the first page can be shown, so it does not load the contract
 * schemas (the validation library alone is a sixth of the first page's JavaScript): the server built this
 * answer from the same contract, and only what sign-in cannot do without is checked here.
 */
export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const config = await request<AppConfig>(APP_CONFIG_PATH, { auth: false, signal });
  if (!isAbsoluteUrl(config?.oidcIssuer) || typeof config.oidcClientId !== 'string' || !config.oidcClientId) {
    throw new Error(`${APP_CONFIG_PATH} names no usable identity provider`);
  }
  return config;
}

// Not URL.canParse: phones a few years old (Safari before 17) do not have it.
function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

interface EarlyRead {
  promise: Promise<AppConfig>;
  config?: AppConfig;
}

let early: EarlyRead | undefined;

/**
 * Starts reading the configuration before the app first renders (main.tsx), so that its first screen is
 * the page itself rather than a loader. index.html preloads the same address, so on most starts the answer
 * is already there. Called once; later calls return the same request.
 */
export function prefetchAppConfig(): Promise<AppConfig> {
  if (!early) {
    const read: EarlyRead = { promise: fetchAppConfig() };
    read.promise.then(
      (config) => {
        read.config = config;
      },
      () => undefined,
    );
    early = read;
  }
  return early.promise;
}

/** The configuration read by prefetchAppConfig, once it has arrived (undefined before, or if it failed). */
export function prefetchedAppConfig(): AppConfig | undefined {
  return early?.config;
}
