import { systemEndpoints, type AppConfig } from '@achterhoek/contracts';
import { call } from './call';

/**
 * Settings the server hands to the app at start (GET /app-config.json), so one build runs against any
 * identity provider and with credits or bank simulation switched on or off. The server and the web app
 * are deployed together, so the app reads exactly the contract's configuration.
 */
export type { AppConfig };

export function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return call(systemEndpoints.appConfig, {}, { signal });
}
