import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { oidcModels } from '../src/modules/identity/schema.js';
import { useAppAt, useTestApp } from './support/app.js';
import {
  decodeJwtPayload,
  exchangeCode,
  loginAs,
  refreshTokens,
  startLogin,
  submitForm,
  expectPageSaying,
} from './oidc-client.js';

describe('embedded OpenID Connect provider', () => {
  const { t, clock } = useAppAt('2026-11-24T09:00:00+01:00');

  it('shows the Dutch login page for an authorisation request', async () => {
    const start = await startLogin(t.app, t.config.oidcClientId);
    expect(start.page.statusCode).toBe(200);
    expect(start.page.body).toContain('<html lang="nl">');
    expect(start.page.body).toContain('<label for="email">E-mailadres</label>');
    expect(start.page.body).toContain('<label for="password">Wachtwoord</label>');
    expect(start.page.body).toContain('Nog geen account? Registreren');
  });

  it('issues JWT access tokens with sub, names, email and realm roles, accepted by the API', async () => {
    const tokens = await loginAs(t.app, t.config.oidcClientId, 'jan@example.nl', DEMO_PASSWORD);
    const claims = decodeJwtPayload(tokens.access_token);
    expect(claims).toMatchObject({
      iss: t.config.oidcIssuer,
      aud: t.config.oidcAudience,
      given_name: 'Jan',
      family_name: 'Bomers',
      name: 'Jan Bomers',
      email: 'jan@example.nl',
      realm_access: { roles: ['delegate'] },
    });
    expect(typeof claims.sub).toBe('string');
    const idClaims = decodeJwtPayload(tokens.id_token);
    expect(idClaims).toMatchObject({ name: 'Jan Bomers', given_name: 'Jan', family_name: 'Bomers' });

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profiles/me/status',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    // A valid token gets past authentication; the demo user's profile was seeded with the account.
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ id: claims.sub, complete: true });
  });

  it.each([
    ['ingrid@example.nl', ['treasurer']],
    ['beheer@example.nl', ['admin']],
    ['gerda@example.nl', []],
  ])('gives %s the realm roles %j', async (email, roles) => {
    const tokens = await loginAs(t.app, t.config.oidcClientId, email, DEMO_PASSWORD);
    expect(decodeJwtPayload(tokens.access_token).realm_access).toEqual({ roles });
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrongPassword = await submitForm(t.app, await startLogin(t.app, t.config.oidcClientId), 'login', {
      email: 'henk@example.nl',
      password: 'niet-goed',
    });
    const unknown = await submitForm(t.app, await startLogin(t.app, t.config.oidcClientId), 'login', {
      email: 'niemand@example.nl',
      password: 'niet-goed',
    });
    for (const { response, code } of [wrongPassword, unknown]) {
      expect(code).toBeUndefined();
      expectPageSaying(response, 401, 'Onbekend e-mailadres of onjuist wachtwoord.');
    }
  });

  it('pauses attempts for an address after repeated failures, even with the right password, for 30 s', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await submitForm(t.app, await startLogin(t.app, t.config.oidcClientId), 'login', {
        email: 'marieke@example.nl',
        password: `fout-${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const { response, code } = await submitForm(
      t.app,
      await startLogin(t.app, t.config.oidcClientId),
      'login',
      {
        email: 'marieke@example.nl',
        password: DEMO_PASSWORD,
      },
    );
    expect(code).toBeUndefined();
    expectPageSaying(response, 429, 'Te veel mislukte pogingen. Probeer het over 30 seconden opnieuw.');

    // The pause is counted on the app's clock: once it has passed, the right password gets in again.
    clock.advance(30_000);
    const later = await submitForm(t.app, await startLogin(t.app, t.config.oidcClientId), 'login', {
      email: 'marieke@example.nl',
      password: DEMO_PASSWORD,
    });
    expect(later.code).toBeDefined();
  });

  it('pauses only the address that typed wrong passwords: the owner on their own device still gets in', async () => {
    // Regression: five wrong passwords from anywhere locked the real user out for up to 15 minutes.
    const stranger = '203.0.113.66';
    const owner = '198.51.100.7';
    const tryHenk = async (password: string, address: string) =>
      submitForm(
        t.app,
        await startLogin(t.app, t.config.oidcClientId),
        'login',
        { email: 'henk@example.nl', password },
        address,
      );
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { response } = await tryHenk(`raden-${attempt}`, stranger);
      expect(response.statusCode).toBe(attempt < 5 ? 401 : 429);
    }
    const own = await tryHenk(DEMO_PASSWORD, owner);
    expect(own.code).toBeDefined();
    // The stranger stays paused, even with the right password.
    const again = await tryHenk(DEMO_PASSWORD, stranger);
    expect(again.response.statusCode).toBe(429);
  });

  it("refuses guessing from many addresses, but the owner's known device still signs in", async () => {
    // Regression: the throttle counted per account and address only, so ten addresses had 50 guesses.
    const login = async (password: string, address: string, deviceCookie?: string) => {
      const start = await startLogin(t.app, t.config.oidcClientId);
      if (deviceCookie) start.jar.store({ headers: { 'set-cookie': deviceCookie } } as never);
      return submitForm(t.app, start, 'login', { email: 'ingrid@example.nl', password }, address);
    };
    const signedIn = await login(DEMO_PASSWORD, '198.51.100.20');
    expect(signedIn.code).toBeDefined();
    const setCookie = [signedIn.response.headers['set-cookie'] ?? []].flat();
    const deviceCookie = setCookie.find((line) => line.startsWith('am_device='))!;
    expect(deviceCookie).toContain('HttpOnly');

    const statuses: number[] = [];
    for (let guess = 0; guess < 22; guess += 1) {
      // Two guesses an address: far below the per-address pause.
      const { response } = await login(`raden-${guess}`, `203.0.113.${Math.floor(guess / 2) + 1}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const stranger = await login(DEMO_PASSWORD, '203.0.113.99');
    expect(stranger.code).toBeUndefined();
    expectPageSaying(stranger.response, 429, 'Te veel pogingen, probeer het over 60 minuten opnieuw.');
    // A forged cookie is no known device.
    const forged = await login(
      DEMO_PASSWORD,
      '203.0.113.98',
      deviceCookie.replace(/\.[^.;~]+;/, '.vervalst;'),
    );
    expect(forged.response.statusCode).toBe(429);

    // The owner's own device gets in, even from another address (a café's wifi).
    const owner = await login(DEMO_PASSWORD, '192.0.2.50', deviceCookie);
    expect(owner.code).toBeDefined();
    // An hour later the guesses have aged out and other devices may try again.
    clock.advance(60 * 60_000 + 1000);
    expect((await login(DEMO_PASSWORD, '203.0.113.99')).code).toBeDefined();
  });

  it('ends the refresh token with the session at logout, also when offline_access was asked for', async () => {
    // Regression: with offline_access the refresh token kept working after logout.
    const clientId = t.config.oidcClientId;
    const start = await startLogin(t.app, clientId, {
      scope: 'openid profile email offline_access',
      prompt: 'consent',
    });
    const { code } = await submitForm(t.app, start, 'login', {
      email: 'gerda@example.nl',
      password: DEMO_PASSWORD,
    });
    const tokens = await exchangeCode(t.app, clientId, code!, start.verifier);
    const refresh = () => refreshTokens(t.app, clientId, tokens.refresh_token!);
    // The web client is never granted offline_access, whatever it asks for.
    expect((tokens as unknown as { scope: string }).scope.split(' ')).not.toContain('offline_access');

    const end = await t.app.inject({
      method: 'GET',
      url: `/auth/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${t.config.publicUrl}/logout`,
      })}`,
      headers: { cookie: start.jar.header() },
    });
    start.jar.store(end);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(end.body)?.[1];
    expect(xsrf).toBeDefined();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/session/end/confirm',
      headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);

    const afterLogout = await refresh();
    expect(afterLogout.statusCode).toBe(400);
    expect(afterLogout.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('explains in Dutch when the app was opened at an address the login does not know', async () => {
    // Regression: opening the app at http://127.0.0.1:8080 showed "redirect_uri did not match any of the
    // client's registered redirect_uris", in English.
    const query = new URLSearchParams({
      client_id: t.config.oidcClientId,
      redirect_uri: 'http://elders.example/',
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const page = await t.app.inject({ method: 'GET', url: `/auth/auth?${query}` });
    expectPageSaying(page, 400, '<h1>Er ging iets mis bij het aanmelden</h1>');
    expect(page.body).toContain(
      'De app is geopend via een ander adres dan waarvoor de aanmeldservice is ingesteld.',
    );
    expect(page.body).toContain('Foutcode: invalid_redirect_uri');
    expect(page.body).not.toContain('did not match');
  });

  it('signs up a new account through prompt=create and logs it in', async () => {
    const start = await startLogin(t.app, t.config.oidcClientId, { prompt: 'create' });
    expect(start.page.body).toContain('<h1>Registreren</h1>');
    const invalid = await submitForm(t.app, start, 'signup', {
      givenName: '',
      familyName: 'Klein Gunnewiek',
      email: 'geen-adres',
      password: 'kort',
    });
    expectPageSaying(invalid.response, 400, 'Veld is verplicht');
    expect(invalid.response.body).toContain('Ongeldig email adres');
    expect(invalid.response.body).toContain('Minimaal 8 tekens');

    const { code } = await submitForm(t.app, start, 'signup', {
      givenName: 'Dinand',
      familyName: 'Klein Gunnewiek',
      email: 'Dinand@Example.nl',
      password: 'lange-zin-als-wachtwoord',
    });
    expect(code).toBeDefined();
    const tokens = await exchangeCode(t.app, t.config.oidcClientId, code!, start.verifier);
    expect(decodeJwtPayload(tokens.access_token)).toMatchObject({
      name: 'Dinand Klein Gunnewiek',
      email: 'dinand@example.nl',
      realm_access: { roles: [] },
    });

    // The address is now taken, whatever its capitals.
    const again = await submitForm(
      t.app,
      await startLogin(t.app, t.config.oidcClientId, { prompt: 'create' }),
      'signup',
      {
        givenName: 'Ander',
        familyName: 'Persoon',
        email: 'DINAND@example.nl',
        password: 'nog-een-wachtwoord',
      },
    );
    expectPageSaying(again.response, 400, 'Er bestaat al een account met dit e-mailadres.');
  });

  it('refreshes tokens with the refresh token (silent renew)', async () => {
    const tokens = await loginAs(t.app, t.config.oidcClientId, 'gerda@example.nl', DEMO_PASSWORD);
    expect(tokens.refresh_token).toBeDefined();
    const refreshed = await refreshTokens(t.app, t.config.oidcClientId, tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json() as { access_token: string };
    expect(decodeJwtPayload(body.access_token)).toMatchObject({ name: 'Gerda Wassink' });
  });

  it("removes expired sign-in records every hour, by the app's clock", async () => {
    await loginAs(t.app, t.config.oidcClientId, 'henk@example.nl', DEMO_PASSWORD);
    const db = t.app.database.db;
    // Two hours on, the login's interaction (1 hour) and code (1 minute) have expired; its session has not.
    clock.advance(2 * 3_600_000);
    const expired = (rows: { expiresAt: Date | null }[]) =>
      rows.filter((row) => row.expiresAt && row.expiresAt <= clock.now());
    expect(expired(await db.select().from(oidcModels)).length).toBeGreaterThan(0);

    await t.app.timers.runDue();
    const left = await db.select().from(oidcModels);
    expect(expired(left)).toEqual([]);
    expect(left.some((row) => row.model === 'Session')).toBe(true);
  });
});

describe('login rate limiting', () => {
  const t = useTestApp({ env: { AUTH_RATE_LIMIT: '3' } });

  it('refuses more login posts per minute than allowed from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const { response } = await submitForm(t.app, await startLogin(t.app, t.config.oidcClientId), 'login', {
        email: `iemand${attempt}@example.nl`,
        password: 'verkeerd-wachtwoord',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
