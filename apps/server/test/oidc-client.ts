import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_PUBLIC_URL } from './test-app.js';

/** A tiny cookie jar: enough to carry the provider's session and interaction cookies between requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps the cookies an answer sets (light-my-request's, or a real one's `set-cookie` lines). */
  store(response: Pick<LightMyRequestResponse, 'headers'>): void {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of lines) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

function pathOf(location: string): string {
  const url = new URL(location, TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

/** The Host a browser sends when it opened the app at `origin`. */
function hostOf(origin: string): { host: string } {
  return { host: new URL(origin).host };
}

/** Follows redirects inside the app until one leaves it (to the web app's redirect URI) or a page answers. */
async function follow(
  app: FastifyInstance,
  jar: CookieJar,
  response: LightMyRequestResponse,
  origin: string,
): Promise<LightMyRequestResponse> {
  let current = response;
  for (let hop = 0; hop < 10; hop += 1) {
    jar.store(current);
    const location = current.headers.location;
    if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return current;
    if (!pathOf(location).startsWith('/auth/')) return current;
    current = await app.inject({
      method: 'GET',
      url: pathOf(location),
      headers: { ...hostOf(origin), cookie: jar.header() },
    });
  }
  throw new Error('too many redirects');
}

export interface LoginStart {
  jar: CookieJar;
  verifier: string;
  state: string;
  /** Where the app was opened: the browser's requests go there and the login returns there. */
  origin: string;
  /** The login (or sign-up) page's interaction path, e.g. `/auth/interaction/abc`. */
  interactionPath: string;
  page: LightMyRequestResponse;
}

/** Starts an authorisation code flow with PKCE, as the web app does, and lands on the provider's page. */
export async function startLogin(
  app: FastifyInstance,
  clientId: string,
  extra: Record<string, string> = {},
  origin = TEST_PUBLIC_URL,
): Promise<LoginStart> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  const first = await app.inject({ method: 'GET', url: `/auth/auth?${query}`, headers: hostOf(origin) });
  jar.store(first);
  const location = first.headers.location;
  if (typeof location !== 'string')
    throw new Error(`authorisation did not redirect: ${first.statusCode} ${first.body}`);
  const interactionPath = new URL(location, origin).pathname;
  const page = await app.inject({
    method: 'GET',
    url: interactionPath,
    headers: { ...hostOf(origin), cookie: jar.header() },
  });
  jar.store(page);
  return { jar, verifier, state, origin, interactionPath, page };
}

/** Posts a form on the provider's page; on success follows the redirects and answers the code. */
export async function submitForm(
  app: FastifyInstance,
  start: LoginStart,
  action: 'login' | 'signup',
  fields: Record<string, string>,
  /** The client's address (default: light-my-request's 127.0.0.1). */
  remoteAddress?: string,
): Promise<{ response: LightMyRequestResponse; code?: string }> {
  const posted = await app.inject({
    method: 'POST',
    url: `${start.interactionPath}/${action}`,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      ...hostOf(start.origin),
      cookie: start.jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
  const final = await follow(app, start.jar, posted, start.origin);
  const location = final.headers.location;
  if (typeof location !== 'string' || pathOf(location).startsWith('/auth/')) return { response: posted };
  const redirect = new URL(location, start.origin);
  // The login returns to the address the app was opened at, never to another one.
  if (redirect.origin !== start.origin) throw new Error(`login returned to ${redirect.origin}`);
  const code = redirect.searchParams.get('code') ?? undefined;
  if (redirect.searchParams.get('state') !== start.state) throw new Error('state mismatch');
  return { response: posted, code };
}

export async function exchangeCode(
  app: FastifyInstance,
  clientId: string,
  code: string,
  verifier: string,
  origin = TEST_PUBLIC_URL,
): Promise<TokenSet> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: { ...hostOf(origin), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/`,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (response.statusCode !== 200)
    throw new Error(`token exchange failed: ${response.statusCode} ${response.body}`);
  return response.json() as TokenSet;
}

/** Logs in through the real login page and answers the tokens the web app would get. */
export async function loginAs(
  app: FastifyInstance,
  clientId: string,
  email: string,
  password: string,
  origin = TEST_PUBLIC_URL,
): Promise<TokenSet> {
  const start = await startLogin(app, clientId, {}, origin);
  const { code, response } = await submitForm(app, start, 'login', { email, password });
  if (!code) throw new Error(`login failed: ${response.statusCode}`);
  return exchangeCode(app, clientId, code, start.verifier, origin);
}

/** Trades a refresh token for new tokens at the token endpoint, as the web app does in the background. */
export function refreshTokens(app: FastifyInstance, clientId: string, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The login's page answered with `status` and says `text` (a heading, a rule broken, a link spent). */
export function expectPageSaying(
  response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>,
  status: number,
  text: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.body).toContain(text);
}
