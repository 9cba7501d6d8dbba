import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { useTestApp } from './support/app.js';
import { loginAs } from './oidc-client.js';

// Acting for someone goes through one seam: the auth plugin turns the token and `X-Delegator` into the
// request's actor and subject. Until delegations exist nobody may act for anybody, and the header is
// refused instead of being ignored.

const testApp = useTestApp();
let gerdaToken: string;
let janToken: string;
let gerdaId: string;

beforeAll(async () => {
  const { oidcClientId } = testApp.config;
  gerdaToken = (await loginAs(testApp.app, oidcClientId, 'gerda@example.nl', DEMO_PASSWORD)).access_token;
  janToken = (await loginAs(testApp.app, oidcClientId, 'jan@example.nl', DEMO_PASSWORD)).access_token;
  const me = await testApp.app.inject({
    method: 'GET',
    url: '/api/profile/profiles/me',
    headers: { authorization: `Bearer ${gerdaToken}` },
  });
  gerdaId = (me.json() as { id: string }).id;
});

function getOwnProfile(token: string, delegator?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/profile/profiles/me',
    headers: { authorization: `Bearer ${token}`, ...(delegator ? { 'x-delegator': delegator } : {}) },
  });
}

describe('the identity of a request', () => {
  it('is the caller themself without X-Delegator', async () => {
    const response = await getOwnProfile(janToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Jan', lastName: 'Bomers' });
  });

  it('refuses a caregiver acting for someone while no delegation exists, with nothing of theirs shown', async () => {
    const response = await getOwnProfile(janToken, gerdaId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403 });
    expect(response.body).not.toContain('Gerda');
    expect(response.body).not.toContain('Jan');
  });

  it('refuses the header from a caller without the delegate role', async () => {
    const response = await getOwnProfile(gerdaToken, gerdaId);
    expect(response.statusCode).toBe(403);
  });

  it('refuses an empty header rather than ignoring it', async () => {
    const response = await getOwnProfile(janToken, ' ');
    expect(response.statusCode).toBe(403);
  });

  it('still answers 401 first when the token is missing', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/profiles/me',
      headers: { 'x-delegator': gerdaId },
    });
    expect(response.statusCode).toBe(401);
  });
});
