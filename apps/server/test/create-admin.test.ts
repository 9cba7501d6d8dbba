import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../src/create-admin.js';
import { loadConfig, type AppConfig } from '../src/platform/config.js';
import { createTestApp } from './test-app.js';
import { decodeJwtPayload, loginAs } from './oidc-client.js';

describe('create-admin: the first administrator of a deployment', () => {
  let config: AppConfig;
  let reuse: { dataDir: string; databaseUrl: string | undefined };
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const admin = ['--email', 'beheer@vereniging.nl', '--given-name', 'Bea', '--family-name', 'Heer'];

  beforeAll(async () => {
    // A deployment's empty database: no demo accounts.
    const first = await createTestApp({ keep: true, env: { SEED_DEMO: 'false' } });
    config = first.config;
    reuse = { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl };
    await first.close();
  });
  afterAll(async () => {
    // Removes what the kept app left behind.
    await (await createTestApp({ reuse })).close();
  });

  it('refuses incomplete arguments, a short password and an external identity provider, storing nothing', async () => {
    expect(await createAdmin(['--email', 'beheer@vereniging.nl'], { config, out })).toBe(64);
    expect(lines.join('\n')).toContain('Usage: create-admin');
    expect(await createAdmin(admin, { config, out, readPassword: async () => 'kort' })).toBe(65);
    expect(lines.join('\n')).toMatch(/password: Minimaal \d+ tekens/);
    const external = loadConfig({ OIDC_ISSUER: 'https://sso.example.nl/realms/a' });
    expect(await createAdmin(admin, { config: external, out, readPassword: async () => 'x' })).toBe(78);
    expect(lines.at(-1)).toContain('external identity provider');
  });

  it('creates an administrator who signs in with the chosen password and carries the admin role', async () => {
    const password = 'lange-zelfgekozen-zin';
    expect(await createAdmin(admin, { config, out, readPassword: async () => password })).toBe(0);
    expect(lines.at(-1)).toContain('Administrator beheer@vereniging.nl created');
    // Twice is refused: the address is taken.
    expect(await createAdmin(admin, { config, out, readPassword: async () => password })).toBe(65);

    const app = await createTestApp({ reuse, keep: true });
    try {
      const tokens = await loginAs(app.app, app.config.oidcClientId, 'beheer@vereniging.nl', password);
      const claims = decodeJwtPayload(tokens.access_token);
      expect((claims.realm_access as { roles: string[] }).roles).toContain('admin');
    } finally {
      await app.close();
    }
  }, 60_000);
});
