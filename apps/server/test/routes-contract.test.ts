import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, METRICS_PATH, type EndpointDefinition } from '@achterhoek/contracts';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * One contract per call: every API route is registered from an endpoint descriptor of the contracts
 * package, and every descriptor there is served, once. A route written by hand, or a descriptor nobody
 * registers, fails here by name.
 */

/** The OpenAPI document and its viewer describe the API; they are not calls of it. */
const DOCS = '/api/docs';

function isApiRoute(route: { method: string; url: string }): boolean {
  if (route.method === 'HEAD' || route.method === 'OPTIONS') return false;
  if (route.url === DOCS || route.url.startsWith(`${DOCS}/`)) return false;
  return route.url.startsWith('/api/') || route.url === '/app-config.json' || route.url === METRICS_PATH;
}

const nameOf = (route: { method: string; url?: string; path?: string }) =>
  `${route.method} ${route.url ?? route.path}`;

describe('routes and their endpoint descriptors', () => {
  let t: TestApp;
  let routes: TestApp['app']['registeredRoutes'];
  beforeAll(async () => {
    // Every optional part switched on, so that each of its routes is registered.
    t = await createTestApp({ env: { CREDITS_ENABLED: 'true', PAYMENT_PROVIDER: 'simulator' } });
    await t.app.ready();
    routes = t.app.registeredRoutes.filter(isApiRoute);
  });
  afterAll(async () => t.close());

  it('registers some API routes to check', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it('registers every API route from an endpoint descriptor', () => {
    const withoutDescriptor = routes.filter((route) => !route.hasEndpoint).map(nameOf);
    expect(withoutDescriptor, 'routes registered without route(app, endpoint, …)').toEqual([]);
  });

  it('registers only descriptors of ALL_ENDPOINTS', () => {
    const known = new Set<EndpointDefinition>(ALL_ENDPOINTS);
    const unknown = routes
      .filter((route) => route.endpoint && !known.has(route.endpoint))
      .map((route) => `${nameOf(route)} (from a descriptor outside ALL_ENDPOINTS)`);
    expect(unknown, 'routes registered from a descriptor the contracts do not list').toEqual([]);
  });

  it('serves every descriptor of ALL_ENDPOINTS exactly once', () => {
    const served = new Map<EndpointDefinition, number>();
    for (const { endpoint } of routes) {
      if (endpoint) served.set(endpoint, (served.get(endpoint) ?? 0) + 1);
    }
    const notOnce = ALL_ENDPOINTS.filter((endpoint) => served.get(endpoint) !== 1).map(
      (endpoint) => `${nameOf(endpoint)} (registered ${served.get(endpoint) ?? 0} times)`,
    );
    expect(notOnce, 'descriptors not registered exactly once').toEqual([]);
  });

  it('describes each call once in the contracts', () => {
    const seen = new Set<string>();
    const twice = ALL_ENDPOINTS.filter((endpoint) => seen.size === seen.add(nameOf(endpoint)).size).map(
      nameOf,
    );
    expect(twice, 'calls with more than one descriptor').toEqual([]);
  });

  it('lists 401 for every call that needs a token', () => {
    const missing = ALL_ENDPOINTS.filter(
      (endpoint: EndpointDefinition) => !endpoint.public && !endpoint.errors.includes(401),
    ).map(nameOf);
    expect(missing, 'non-public descriptors without 401 among their errors').toEqual([]);
  });
});
