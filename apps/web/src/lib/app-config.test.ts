import { afterEach, describe, expect, it, vi } from 'vitest';
import { minimalAppConfig } from '../test/fakeAppConfig';
import { fetchAppConfig } from './app-config';

describe('fetchAppConfig', () => {
  const config = minimalAppConfig;
  afterEach(() => vi.restoreAllMocks());

  it('reads the configuration from /app-config.json without a token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(config));
    await expect(fetchAppConfig()).resolves.toEqual(config);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/app-config.json');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('refuses a configuration without a usable issuer or client', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const broken of [{ oidcIssuer: 'auth' }, { oidcClientId: '' }]) {
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ ...config, ...broken }));
      await expect(fetchAppConfig()).rejects.toThrow();
    }
  });
});
