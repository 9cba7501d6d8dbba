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

/**
 * The last thing the server says once everything has started: where the app is, in one plain line for
 * whoever started it (the log records before it are for machines). Without `PUBLIC_URL` the app also
 * answers at this computer's other addresses when it listens beyond loopback; the line says so.
 */
export function listeningLine(config: AppConfig, port: number = config.port): string {
  const elsewhere =
    config.servesAnyLocalOrigin && !isLoopbackHost(config.host)
      ? ` (en op de andere adressen van deze computer, poort ${port})`
      : '';
  // Without PUBLIC_URL the address is this computer at the port actually opened (PORT=0 takes any free one).
  const address = config.publicUrlConfigured ? config.publicUrl : `http://localhost:${port}`;
  return `Achterhoek Mobiel draait op ${address}${elsewhere}`;
}
