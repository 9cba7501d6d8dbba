import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test-app.js';
import { loginAs } from './oidc-client.js';

const EchoSchema = z.strictObject({ name: z.string().min(1), seats: z.number().int().min(1).max(8) });

describe('API platform', () => {
  let t: TestApp;
  let webDist: string;
  let token: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="nl"><title>app</title></html>',
    );
    // The build's prerendered landing page (apps/web/scripts/prerender.mjs).
    fs.writeFileSync(
      path.join(webDist, 'landing.html'),
      '<!doctype html><html lang="nl"><title>app</title><h1>Achterhoek Mobiel</h1></html>',
    );
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build's compress step writes next to each file.
    fs.writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js.br'),
      zlib.brotliCompressSync(Buffer.from('console.log(1)')),
    );
    fs.writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js.gz'),
      zlib.gzipSync(Buffer.from('console.log(1)')),
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    // A route with a strict body schema, standing in for the JSON endpoints later modules add.
    t.app
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/test/echo', { schema: { body: EchoSchema } }, async (request) => {
        return request.body;
      });
    token = (await loginAs(t.app, t.config.oidcClientId, 'gerda@example.nl', DEMO_PASSWORD)).access_token;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('sends the compressed copy a browser accepts, cached for a year, and the file itself otherwise', async () => {
    // Regression: every file went out uncompressed.
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('Accept-Encoding');
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : zlib.gunzipSync(response.rawPayload);
      expect(body.toString()).toBe('console.log(1)');
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('reports health with the database reachable, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers the version without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/version' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { version: string; buildTime: string };
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Number.isNaN(Date.parse(body.buildTime))).toBe(false);
  });

  it('answers 401 JSON without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/profiles/me/status' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ status: 401, message: 'Authentication required' });
  });

  it('answers 401 for a token signed by a foreign key, even with the right claims', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ realm_access: { roles: ['admin'] }, azp: t.config.oidcClientId })
      .setProtectedHeader({ alg: 'RS256', kid: 'foreign' })
      .setSubject('someone')
      .setIssuer(t.config.oidcIssuer)
      .setAudience(t.config.oidcAudience!)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profiles/me/status',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401 });
  });

  it('answers 401 for a token with the right key id but a different key in the header', async () => {
    const { publicKey } = await generateKeyPair('RS256');
    const jwk = await exportJWK(publicKey);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/profiles/me/status',
      headers: { authorization: `Bearer ${Buffer.from(JSON.stringify(jwk)).toString('base64url')}.e30.c2ln` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the problem for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"name": "Gerda",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: 'Malformed JSON in request body' });
  });

  it('answers 400 naming the field for a wrong type and for an unknown field', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: auth(),
      payload: { name: 'Gerda', seats: 'twee' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ status: 400, fields: ['body.seats'] });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: auth(),
      payload: { name: 'Gerda', seats: 2, hacker: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 400, fields: ['body.hacker'] });
    expect((unknown.json() as { message: string }).message).toContain('body.hacker');
  });

  it('answers a JSON 404 for an unknown API path, never the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bestaat-niet', headers: auth() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ status: 404, message: 'No such route: GET /api/bestaat-niet' });
  });

  it('serves the web app for history-mode routes and its hashed assets with long caching', async () => {
    const atApp = { host: new URL(TEST_PUBLIC_URL).host };
    const page = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...atApp, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="nl">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const root = await t.app.inject({ method: 'GET', url: '/?code=abc&state=def', headers: atApp });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<html lang="nl">');

    const deep = await t.app.inject({ method: 'GET', url: '/bestaat-niet/ook-niet', headers: atApp });
    expect(deep.body).toContain('<html lang="nl">');

    // A plain / gets the landing page already in the HTML; the return from the login and every other page
    // get the app's splash, not the landing page's buttons.
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: atApp });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain('<h1>Achterhoek Mobiel</h1>');
    expect(root.body).not.toContain('<h1>');
    expect(page.body).not.toContain('<h1>');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends a page opened at another address to PUBLIC_URL first, where signing in works', async () => {
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/credits?tab=1',
      headers: { host: '127.0.0.1:8080', accept: 'text/html' },
    });
    expect(elsewhere.statusCode).toBe(308);
    expect(elsewhere.headers.location).toBe(`${TEST_PUBLIC_URL}/credits?tab=1`);
    // Only the app's pages move; the API and the built files answer at any address.
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(api.statusCode).toBe(200);
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(asset.statusCode).toBe(200);
  });

  it('sends security headers and no CORS headers to a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/profile/version', '/api/profile/profiles/me/status']),
    );
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('tells the web app where to log in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.json()).toEqual({
      oidcIssuer: t.config.oidcIssuer,
      oidcClientId: 'achterhoek-web',
      creditsEnabled: true,
      bankSimulated: true,
      links: {
        website: 'https://www.achterhoekmobiel.nl/',
        faq: 'https://www.achterhoekmobiel.nl/veelgestelde-vragen',
        privacy: 'https://www.achterhoekmobiel.nl/privacy',
      },
      // No snapshot in the test's data directory: the demo region, which says so.
      region: {
        name: 'Achterhoek (demo)',
        demo: true,
        sources: expect.arrayContaining([expect.objectContaining({ licence: 'CC0' })]),
        roads: 'estimated',
      },
      // The maps' background: the government's free tiles unless configured otherwise.
      mapTileUrl: expect.stringMatching(/^https:\/\/service\.pdok\.nl\/.*\{z\}\/\{x\}\/\{y\}\.png$/),
      // The regional taxi's number: a made-up demo number unless REGIOTAXI_PHONE is set.
      regionalTaxiPhone: '0800-1234567',
    });
  });
});

describe('an internal error', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/test/boom', { config: { public: true } }, async () => {
      throw new Error('database password is hunter2');
    });
  });
  afterAll(async () => t.close());

  it('answers 500 with a request id and no stack trace or internal message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      message: 'Internal server error',
      code: 'INTERNAL',
      requestId: 'req-42',
    });
    expect(response.body).not.toContain('hunter2');
  });
});
