import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { profileToUpdateRequest, type CreateProfileRequest, type Profile } from '@achterhoek/contracts';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { exchangeCode, loginAs, startLogin, submitForm } from './oidc-client.js';
import type { TestApp } from './test-app.js';

/** A logged-in user of a test app: calls the API with their bearer token. */
export interface Caller {
  token: string;
  sub: string;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

function subOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return payload.sub;
}

function body(payload: unknown): Pick<InjectOptions, 'payload'> {
  return payload === undefined ? {} : { payload: payload as InjectOptions['payload'] };
}

/** A caller with this token; `headers` go with every call (X-Delegator for a delegate acting). */
export function callerFor(app: FastifyInstance, token: string, headers: Record<string, string> = {}): Caller {
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...headers, ...options.headers, authorization: `Bearer ${token}` } });
  return {
    token,
    sub: subOf(token),
    call,
    get: (url) => call({ method: 'GET', url }),
    post: (url, payload) => call({ method: 'POST', url, ...body(payload) }),
    put: (url, payload) => call({ method: 'PUT', url, ...body(payload) }),
    del: (url) => call({ method: 'DELETE', url }),
  };
}

/** The access token of one of the demo users, logged in through the login pages with the demo password. */
export async function demoToken(t: TestApp, email: string): Promise<string> {
  return (await loginAs(t.app, t.config.oidcClientId, email, DEMO_PASSWORD)).access_token;
}

/** Logs in as one of the demo users (who have a complete profile). */
export async function demoUser(t: TestApp, email: string): Promise<Caller> {
  return callerFor(t.app, await demoToken(t, email));
}

/** Signs up a new account through the login pages: a user without a profile yet. */
export async function newUser(
  t: TestApp,
  names: { givenName: string; familyName: string } = { givenName: 'Dinand', familyName: 'Klein Gunnewiek' },
  login: { email: string; password: string } = {
    email: `nieuw-${randomBytes(4).toString('hex')}@example.nl`,
    password: 'een-lang-wachtwoord',
  },
): Promise<Caller> {
  const start = await startLogin(t.app, t.config.oidcClientId, { prompt: 'create' });
  const { code, response } = await submitForm(t.app, start, 'signup', { ...names, ...login });
  if (!code) throw new Error(`sign-up failed: ${response.statusCode}`);
  const tokens = await exchangeCode(t.app, t.config.oidcClientId, code, start.verifier);
  return callerFor(t.app, tokens.access_token);
}

export const P = '/api/profile';

export function registration(overrides: Partial<CreateProfileRequest> = {}): CreateProfileRequest {
  return {
    address: {
      label: 'Markt 1, 7101 DA Winterswijk',
      street: 'Markt',
      houseNumber: '1',
      postalCode: '7101 DA',
      locality: 'Winterswijk',
      countryCode: 'NL',
      location: { type: 'Point', coordinates: [6.71944, 51.9725] },
    },
    userRole: 'passenger',
    consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    ...overrides,
  };
}

/** A new user with a fresh profile (passenger unless said otherwise). */
export async function userWithProfile(
  t: TestApp,
  overrides: Partial<CreateProfileRequest> = {},
  names?: { givenName: string; familyName: string },
): Promise<{ user: Caller; profile: Profile }> {
  const user = await newUser(t, names);
  const response = await user.post(`${P}/profiles`, registration(overrides));
  if (response.statusCode !== 201) throw new Error(`create profile: ${response.statusCode} ${response.body}`);
  return { user, profile: response.json() as Profile };
}

/** The profile as a PUT body: everything the owner may send back. */
export const asUpdate = profileToUpdateRequest;
