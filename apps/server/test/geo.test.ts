import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { createTestApp, type TestApp } from './test-app.js';
import { loginAs } from './oidc-client.js';

describe('GET /api/geo/suggestions', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, t.config.oidcClientId, 'gerda@example.nl', DEMO_PASSWORD)).access_token;
  });
  afterAll(async () => t.close());

  const get = (query: string, auth = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/geo/suggestions?${query}`,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });

  it('suggests localities with title highlights, address parts and a location', async () => {
    const response = await get(
      `query=${encodeURIComponent('zelh')}&center=52.0,6.4&maxResults=8&details=true`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as { count: number; data: { title: string }[] };
    expect(body.count).toBe(body.data.length);
    expect(body.data[0]).toMatchObject({
      title: 'Zelhem',
      titleHighlights: [{ start: 0, end: 4 }],
      category: 'locality',
      address: { label: 'Zelhem', locality: 'Zelhem', countryCode: 'NL' },
      location: { type: 'Point' },
    });
  });

  it('uses the default centre (52.25,5.35) and radius (175 km) of the spec', async () => {
    const response = await get('query=groningen');
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { title: string }[] }).data[0]?.title).toBe('Groningen');
  });

  it.each([
    ['an empty query', 'query=%20'],
    ['a missing query', 'maxResults=3'],
    ['a too long query', `query=${'a'.repeat(201)}`],
    ['a centre out of range', 'query=aalten&center=95,6.4'],
    ['a malformed centre', 'query=aalten&center=oost'],
    ['too many results', 'query=aalten&maxResults=1000'],
  ])('answers 400 for %s', async (_label, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });

  it('needs a token', async () => {
    expect((await get('query=aalten', false)).statusCode).toBe(401);
  });
});
