import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { decodeJwtPayload, loginAs } from './oidc-client.js';
import { useTestApp } from './support/app.js';

// Without PUBLIC_URL the app is a try-out on someone's computer: it is opened at 127.0.0.1, at localhost,
// or from a phone at the computer's address on the home network, and signing in must work at each.
// Regression: at any address but http://localhost:8080 the login said "redirect_uri did not match any of
// the client's registered redirect_uris".
const PHONE = 'http://192.168.1.20:8080';
const LOOPBACK = 'http://127.0.0.1:8080';

describe('the app without PUBLIC_URL, opened at local addresses', () => {
  const t = useTestApp({ env: { PUBLIC_URL: '', PORT: '8080' } });

  const api = (origin: string, url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: new URL(origin).host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('tells the web app to sign in at the address it was opened at', async () => {
    for (const origin of [PHONE, LOOPBACK, 'http://localhost:8080']) {
      const config = (await api(origin, '/app-config.json')).json() as { oidcIssuer: string };
      expect(config.oidcIssuer).toBe(`${origin}/auth`);
      const discovery = (await api(origin, '/auth/.well-known/openid-configuration')).json() as {
        issuer: string;
      };
      expect(discovery.issuer).toBe(`${origin}/auth`);
    }
  });

  it('signs a phone in at the network address, and the API accepts its token', async () => {
    const tokens = await loginAs(t.app, t.config.oidcClientId, 'gerda@example.nl', DEMO_PASSWORD, PHONE);
    expect(decodeJwtPayload(tokens.access_token).iss).toBe(`${PHONE}/auth`);
    const me = await api(PHONE, '/api/profile/profiles/me/status', tokens.access_token);
    expect(me.statusCode).toBe(200);
  });

  it('signs in at 127.0.0.1 too, each address with its own issuer', async () => {
    const tokens = await loginAs(t.app, t.config.oidcClientId, 'henk@example.nl', DEMO_PASSWORD, LOOPBACK);
    expect(decodeJwtPayload(tokens.access_token).iss).toBe(`${LOOPBACK}/auth`);
    // A token is a token of this app whichever local address the next call goes to.
    expect((await api(PHONE, '/api/profile/profiles/me/status', tokens.access_token)).statusCode).toBe(200);
  });

  it('gives an address on the internet no login of its own: it would have to be set as PUBLIC_URL', async () => {
    const config = (await api('http://mobiel.example.nl', '/app-config.json')).json() as {
      oidcIssuer: string;
    };
    expect(config.oidcIssuer).toBe('http://localhost:8080/auth');
    const query = new URLSearchParams({
      client_id: t.config.oidcClientId,
      redirect_uri: 'http://mobiel.example.nl/',
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const page = await api('http://mobiel.example.nl', `/auth/auth?${query}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Foutcode: invalid_redirect_uri');
  });

  it('sends the phone to the bank simulator and back at its own address', async () => {
    const tokens = await loginAs(t.app, t.config.oidcClientId, 'gerda@example.nl', DEMO_PASSWORD, PHONE);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/banker/users/me/deposits',
      headers: { host: new URL(PHONE).host, authorization: `Bearer ${tokens.access_token}` },
      payload: {
        amountCredits: 10,
        description: 'Credits kopen',
        returnUrl: `${PHONE}/wait-for-deposit-confirmation`,
      },
    });
    expect(response.statusCode).toBe(200);
    const { paymentUrl } = response.json() as { paymentUrl: string };
    expect(new URL(paymentUrl).origin).toBe(PHONE);
  });
});
