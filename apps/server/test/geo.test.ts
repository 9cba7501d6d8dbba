import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { demoToken } from './profile-helpers.js';
import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';

describe('GET /api/geo/suggestions', () => {
  const t = useTestApp();
  const [gerda] = useDemoUsers(t, 'gerda');

  const get = (query: string, auth = true) =>
    t.app.inject({
      method: 'GET',
      url: `/api/geo/suggestions?${query}`,
      headers: auth ? { authorization: `Bearer ${gerda.token}` } : {},
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
      address: { label: 'Zelhem, Gelderland', locality: 'Zelhem', countryCode: 'NL', stateCode: 'GE' },
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

  it("suggests the region's stations and stops from the planner's timetable", async () => {
    const response = await get(`query=${encodeURIComponent('doetinchem stat')}&center=52.0,6.4`);
    expect((response.json() as { data: unknown[] }).data[0]).toMatchObject({
      title: 'Station Doetinchem',
      category: 'station',
      address: { locality: 'Doetinchem' },
    });
  });

  it('needs a token', async () => {
    expect((await get('query=aalten', false)).statusCode).toBe(401);
  });
});

describe('GET /api/geo/suggestions with GEOCODER=pdok', () => {
  // A stand-in for the Locatieserver on this machine, answering its documented "free" format.
  const asked: URL[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let server: Server;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://pdok.test'));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bzk/locatieserver/search/v3_1`;
    t = await createTestApp({ env: { GEOCODER: 'pdok', PDOK_LOCATIESERVER_URL: base } });
    token = await demoToken(t, 'gerda@example.nl');
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  const get = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/geo/suggestions?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it("asks the free endpoint around the centre and answers in the app's shape, within the radius", async () => {
    answer = {
      status: 200,
      body: {
        response: {
          numFound: 3,
          start: 0,
          maxScore: 9.1,
          numFoundExact: true,
          docs: [
            {
              type: 'adres',
              weergavenaam: 'Kerkstraat 12, 7101BN Winterswijk',
              id: 'adr-1',
              straatnaam: 'Kerkstraat',
              huis_nlt: '12',
              postcode: '7101BN',
              woonplaatsnaam: 'Winterswijk',
              provinciecode: 'PV25',
              centroide_ll: 'POINT(6.72195 51.97125)',
              score: 9.1,
            },
            {
              type: 'woonplaats',
              weergavenaam: 'Winterswijk, Winterswijk, Gelderland',
              id: 'wpl-1',
              woonplaatsnaam: 'Winterswijk',
              provinciecode: 'PV25',
              centroide_ll: 'POINT(6.7219 51.9722)',
              score: 5,
            },
            {
              type: 'woonplaats',
              weergavenaam: 'Kerkrade, Kerkrade, Limburg',
              id: 'wpl-2',
              woonplaatsnaam: 'Kerkrade',
              provinciecode: 'PV31',
              centroide_ll: 'POINT(6.0613 50.8658)',
              score: 2,
            },
          ],
        },
      },
    };
    const response = await get(
      `query=${encodeURIComponent('kerkstraat 12 winters')}&center=52.0,6.4&radius=60000`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Record<string, unknown>[] };
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      id: 'pdok:adr-1',
      title: 'Kerkstraat 12, 7101BN Winterswijk',
      titleHighlights: [
        { start: 0, end: 10 },
        { start: 11, end: 13 },
        { start: 22, end: 29 },
      ],
      category: 'address',
      address: {
        street: 'Kerkstraat',
        houseNumber: '12',
        postalCode: '7101 BN',
        locality: 'Winterswijk',
        countryCode: 'NL',
        stateCode: 'GE',
      },
      location: { type: 'Point', coordinates: [6.72195, 51.97125] },
    });
    expect(body.data[1]).toMatchObject({ category: 'locality', address: { locality: 'Winterswijk' } });
    const url = asked.at(-1)!;
    expect(url.pathname).toBe('/bzk/locatieserver/search/v3_1/free');
    expect(url.searchParams.get('q')).toBe('kerkstraat 12 winters');
    expect(url.searchParams.get('lat')).toBe('52');
    expect(url.searchParams.get('lon')).toBe('6.4');
    expect(url.searchParams.get('fq')).toBe('type:(woonplaats OR weg OR postcode OR adres)');
    expect(url.searchParams.get('fl')).toContain('centroide_ll');
  });

  it('answers 503 when the Locatieserver fails or answers something else', async () => {
    answer = { status: 500, body: { error: 'kapot' } };
    const failed = await get('query=winterswijk');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ status: 503, code: 'GEOCODER_UNAVAILABLE' });
    answer = { status: 200, body: { unexpected: true } };
    expect((await get('query=winterswijk')).statusCode).toBe(503);
  });

  it('still refuses bad input before asking', async () => {
    const before = asked.length;
    expect((await get('query=%20')).statusCode).toBe(400);
    expect(asked.length).toBe(before);
  });
});
