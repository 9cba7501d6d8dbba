import type { AppConfig } from './config.js';
import { isLoopbackHost } from './config.js';

/**
 * What the server says on start about a set-up that is open wider than its owner may think: the demo
 * accounts (an administrator among them, all with one known password) answer at every address of this
 * computer when `PUBLIC_URL` is unset and the server listens beyond loopback. One plain line, not a log
 * record, so it is read by whoever started it.
 */
export function startupNotices(config: AppConfig): string[] {
  const notices: string[] = [];
  if (config.seedDemo && config.servesAnyLocalOrigin && !isLoopbackHost(config.host)) {
    notices.push(
      `Note: PUBLIC_URL is not set, so the demo accounts, an administrator among them, with password ` +
        `'demo1234', can be signed in to from every computer that reaches this one on port ${config.port}. ` +
        `Set HOST=127.0.0.1 to keep them on this computer, or PUBLIC_URL for a real installation.`,
    );
  }
  return notices;
}
