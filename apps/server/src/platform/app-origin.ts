import type { FastifyRequest } from 'fastify';
import { isNonPublicHost } from '@achterhoek/contracts';
import type { AppConfig } from './config.js';

/** The origin a request was addressed to (`http://192.168.1.20:8080`), as the browser sees it. */
export function requestOrigin(request: FastifyRequest): string {
  // Fastify's protocol and host follow X-Forwarded-Proto and -Host only when TRUST_PROXY is set.
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether an origin is on this computer or its local network (loopback, private and link-local addresses,
 * `localhost`, `*.local`). A browser only sends such a Host when it really connected to one: a web page
 * that makes a browser reach the server through its own domain name (DNS rebinding) sends that name.
 */
export function isLocalNetworkOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && isNonPublicHost(url.hostname);
}

/**
 * The app's address for a request. A deployment has one (`PUBLIC_URL`). Without it, with the built-in
 * login, the app is a try-out on someone's computer: it answers at whichever local address it was opened
 * (127.0.0.1, localhost, the computer's address on the home network for a phone), with the login, links and
 * payment pages at that same address, so signing in works from each of them.
 */
export function createAppOrigin(config: AppConfig): (request: FastifyRequest) => string {
  const fixed = new URL(config.publicUrl).origin;
  if (!config.servesAnyLocalOrigin) return () => fixed;
  return (request) => {
    const origin = requestOrigin(request);
    return isLocalNetworkOrigin(origin) ? origin : fixed;
  };
}

/** Whether an access token's issuer is the built-in login at one of the addresses createAppOrigin serves. */
export function createIssuerCheck(config: AppConfig): (issuer: string) => boolean {
  return (issuer) => {
    if (issuer === config.oidcIssuer) return true;
    if (!config.servesAnyLocalOrigin || !issuer.endsWith('/auth')) return false;
    const origin = issuer.slice(0, -'/auth'.length);
    return isLocalNetworkOrigin(origin) && new URL(origin).origin === origin;
  };
}
