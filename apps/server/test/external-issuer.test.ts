import { describe, expect, it } from 'vitest';
import { generateKeyPair } from 'jose';
import { DELEGATOR_HEADER } from '../src/platform/auth/identity.js';
import { decodeJwtPayload } from './oidc-client.js';
import { callerFor, demoToken, registration, type Caller } from './profile-helpers.js';
import { useTestApp } from './support/app.js';
import { delegationByAdmin } from './support/delegations.js';
import {
  EXTERNAL_AUDIENCE,
  EXTERNAL_CLIENT_ID,
  EXTERNAL_USERS,
  useExternalIssuerApp,
  type ExternalUser,
} from './support/external-issuer.js';

// The login of a deployment with its own identity provider (Keycloak): a separate issuer process, the
// same library as the built-in login, with a realm path, Keycloak's endpoints and claims, and its own keys.
const WITHDRAWALS = '/api/banker/withdrawals';
const DISPUTES = '/api/planner/disputes';
const P = '/api/profile';

/** The registration the web app's wizard sends for a person new to the app: the names come from the token. */
function registrationWithoutNames() {
  const { firstName: _first, lastName: _last, email: _email, ...rest } = registration();
  return rest;
}

async function registered(caller: Caller): Promise<Caller> {
  expect((await caller.post(`${P}/profiles`, registrationWithoutNames())).statusCode).toBe(201);
  return caller;
}

describe('an external OpenID Connect issuer', () => {
  const { t, external } = useExternalIssuerApp();
  // The same app with its built-in login: the source of a token from the wrong provider.
  const embedded = useTestApp();

  describe('signing in', () => {
    it('advertises the external issuer to the web app, which finds every endpoint through its discovery', async () => {
      const config = await t.app.inject({ method: 'GET', url: '/app-config.json' });
      expect(config.json()).toMatchObject({ oidcIssuer: external.issuer, oidcClientId: EXTERNAL_CLIENT_ID });
      // The web app's pages may talk to the issuer (discovery, tokens, renewal in the background).
      const policy = String(config.headers['content-security-policy']);
      expect(policy).toContain(`connect-src 'self' ${new URL(external.issuer).origin}`);
      const discovery = await external.discovery();
      expect(discovery.issuer).toBe(external.issuer);
      expect(discovery.authorization_endpoint).toBe(`${external.issuer}/protocol/openid-connect/auth`);
      expect(discovery.end_session_endpoint).toBe(`${external.issuer}/protocol/openid-connect/logout`);
    });

    it('has no built-in login: its provider and login pages are not there', async () => {
      for (const url of ['/auth/.well-known/openid-configuration', '/auth/auth', '/auth/jwks']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it('lets a person of the realm in with the authorization code and PKCE: a new person registers a profile with the names of the token', async () => {
      const signedIn = await external.signIn(EXTERNAL_USERS.plain);
      expect(decodeJwtPayload(signedIn.access_token)).toMatchObject({
        iss: external.issuer,
        aud: EXTERNAL_AUDIENCE,
        azp: EXTERNAL_CLIENT_ID,
        sub: EXTERNAL_USERS.plain.id,
      });
      const wim = callerFor(t.app, signedIn.access_token);
      // The app has never seen this person: no profile yet, so the web app opens its registration.
      const before = await wim.get(`${P}/profiles/me/status`);
      expect(before.statusCode).toBe(404);
      await registered(wim);
      const profile = (await wim.get(`${P}/profiles/me`)).json() as Record<string, unknown>;
      expect(profile).toMatchObject({
        id: EXTERNAL_USERS.plain.id,
        firstName: 'Wim',
        lastName: 'te Lintelo',
        email: 'wim@extern.example.nl',
      });
      expect((await wim.get(`${P}/profiles/me/status`)).statusCode).toBe(200);
    });
  });

  describe('realm roles (realm_access.roles, Keycloak default roles beside them)', () => {
    it("opens the treasury's calls to a treasurer, and not the admin's", async () => {
      const truus = callerFor(t.app, (await external.signIn(EXTERNAL_USERS.treasurer)).access_token);
      expect((await truus.get(WITHDRAWALS)).statusCode).toBe(200);
      expect((await truus.get(DISPUTES)).statusCode).toBe(403);
    });

    it("opens the admin's calls to an admin", async () => {
      const arend = callerFor(t.app, (await external.signIn(EXTERNAL_USERS.admin)).access_token);
      expect((await arend.get(DISPUTES)).statusCode).toBe(200);
    });

    it('refuses both to a person without a role, and to a delegate', async () => {
      for (const user of [EXTERNAL_USERS.plain, EXTERNAL_USERS.delegate]) {
        const caller = callerFor(t.app, (await external.signIn(user)).access_token);
        expect((await caller.get(WITHDRAWALS)).statusCode, user.username).toBe(403);
        expect((await caller.get(DISPUTES)).statusCode, user.username).toBe(403);
      }
    });
  });

  describe('acting for somebody (the delegate realm role)', () => {
    it('lets a delegate act for a person who delegated to them, and not a person without the role', async () => {
      const signIn = async (user: ExternalUser) =>
        callerFor(t.app, (await external.signIn(user)).access_token);
      const dientje = await registered(await signIn(EXTERNAL_USERS.delegate));
      const riek = await registered(await signIn(EXTERNAL_USERS.delegator));
      await delegationByAdmin(await signIn(EXTERNAL_USERS.admin), dientje, riek);

      const asRiek = { [DELEGATOR_HEADER]: riek.sub };
      const forRiek = await dientje.call({ method: 'GET', url: `${P}/profiles/me`, headers: asRiek });
      expect(forRiek.statusCode).toBe(200);
      expect(forRiek.json()).toMatchObject({ id: EXTERNAL_USERS.delegator.id, firstName: 'Riek' });
      // The same delegation in the data, but the token of somebody without the role: refused.
      const withoutRole = await external.mint({
        sub: EXTERNAL_USERS.delegate.id,
        realm_access: { roles: [] },
      });
      const refused = await callerFor(t.app, withoutRole, asRiek).get(`${P}/profiles/me`);
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('signing out', () => {
    it('ends the session at the issuer, which returns to the app and revokes the refresh token', async () => {
      const signedIn = await external.signIn(EXTERNAL_USERS.plain);
      expect(signedIn.refresh_token).toBeDefined();
      const renewed = await external.refresh(signedIn.refresh_token!);
      expect(renewed.status).toBe(200);
      const session = { ...signedIn, ...((await renewed.json()) as { refresh_token: string }) };

      const back = await external.signOut(session);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('http://app.test/logout?state=uitgelogd');

      const afterwards = await external.refresh(session.refresh_token);
      expect(afterwards.status).toBe(400);
      expect(await afterwards.json()).toMatchObject({ error: 'invalid_grant' });
    });
  });

  describe('refusing tokens (401)', () => {
    it('accepts a token the issuer signed (the same minting the refusals change one thing of)', async () => {
      const token = await external.mint();
      expect((await callerFor(t.app, token).get(WITHDRAWALS)).statusCode).toBe(200);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = await external.mint({ iat: now - 900, exp: now - 600 });
      expect((await callerFor(t.app, token).get(WITHDRAWALS)).statusCode).toBe(401);
    });

    it("refuses a token signed by another key, under the issuer's key id and under an unknown one", async () => {
      const { privateKey } = await generateKeyPair('RS256');
      for (const kid of [undefined, 'another-key']) {
        const token = await external.mint({}, { key: privateKey, ...(kid ? { kid } : {}) });
        expect((await callerFor(t.app, token).get(WITHDRAWALS)).statusCode, kid).toBe(401);
      }
    });

    it('refuses a token of another issuer (another realm on the same server)', async () => {
      const token = await external.mint({ iss: external.issuer.replace('/achterhoek', '/elders') });
      expect((await callerFor(t.app, token).get(WITHDRAWALS)).statusCode).toBe(401);
    });

    it("refuses a token for another audience (Keycloak's default 'account')", async () => {
      const token = await external.mint({ aud: 'account' });
      expect((await callerFor(t.app, token).get(WITHDRAWALS)).statusCode).toBe(401);
    });

    it('refuses a token of the built-in login', async () => {
      const token = await demoToken(embedded, 'beheer@example.nl');
      expect((await callerFor(embedded.app, token).get(DISPUTES)).statusCode).toBe(200);
      expect((await callerFor(t.app, token).get(DISPUTES)).statusCode).toBe(401);
    });
  });
});

describe("an external issuer without OIDC_AUDIENCE: Keycloak's default tokens, the web client as azp", () => {
  const { t, external } = useExternalIssuerApp({ checksAudience: false });

  it('lets a person in whose token names the web client as azp, whatever its audience', async () => {
    const truus = callerFor(t.app, (await external.signIn(EXTERNAL_USERS.treasurer)).access_token);
    expect((await truus.get(WITHDRAWALS)).statusCode).toBe(200);
    const forAccount = await external.mint({ aud: 'account' });
    expect((await callerFor(t.app, forAccount).get(WITHDRAWALS)).statusCode).toBe(200);
  });

  it('refuses a token the realm issued to another of its clients', async () => {
    const token = await external.mint({ aud: 'account', azp: 'another-client' });
    expect((await callerFor(t.app, token).get(WITHDRAWALS)).statusCode).toBe(401);
  });
});
