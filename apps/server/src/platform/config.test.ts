import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREMIUM_LIMITS } from '@achterhoek/contracts';
import { ConfigError, loadConfig } from './config.js';
import { testServiceAccount } from './fcm-test-account.js';

describe('loadConfig', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      embeddedIdentity: true,
      oidcIssuer: 'http://localhost:8080/auth',
      oidcClientId: 'achterhoek-web',
      oidcAudience: 'http://localhost:8080/api',
      seedDemo: true,
      creditsEnabled: true,
      exchangeRateCents: 19,
      paymentProvider: 'simulator',
      corsOrigins: [],
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.imagesDir).toBe(path.join(config.dataDir, 'images'));
    expect(loadConfig({ DATA_DIR: '/srv/app', IMAGES_DIR: '/srv/foto' }).imagesDir).toBe('/srv/foto');
    expect(config.regionSnapshot).toBe(path.join(config.dataDir, 'region', 'region.snapshot'));
    expect(loadConfig({ REGION_SNAPSHOT: '/srv/nl.snapshot' }).regionSnapshot).toBe('/srv/nl.snapshot');
  });

  it("takes Mollie only with an API key of Mollie's shape, and an exchange rate in whole cents", () => {
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }),
    ).toMatchObject({
      paymentProvider: 'mollie',
      mollieApiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'geheim' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow('MOLLIE_API_KEY');
    expect(loadConfig({ CREDITS_EXCHANGE_RATE: '25' }).exchangeRateCents).toBe(25);
    expect(() => loadConfig({ CREDITS_EXCHANGE_RATE: '0.5' })).toThrow(ConfigError);
  });

  it('reads the metrics token, which must be long enough to guess at no rate', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
  });

  it('reads the premium budget bounds, defaulting to the contract, each minimum at most its maximum', () => {
    expect(loadConfig({}).premiumLimits).toEqual(DEFAULT_PREMIUM_LIMITS);
    expect(
      loadConfig({
        PREMIUM_DEPOSIT_MIN: '5',
        PREMIUM_DEPOSIT_MAX: '500',
        PREMIUM_WITHDRAWAL_MIN: '2',
        PREMIUM_WITHDRAWAL_MAX: '2',
      }).premiumLimits,
    ).toEqual({ depositMin: 5, depositMax: 500, withdrawalMin: 2, withdrawalMax: 2 });
    expect(() => loadConfig({ PREMIUM_DEPOSIT_MIN: '600', PREMIUM_DEPOSIT_MAX: '500' })).toThrow(
      'PREMIUM_DEPOSIT_MIN: must not be more than PREMIUM_DEPOSIT_MAX',
    );
    expect(() => loadConfig({ PREMIUM_WITHDRAWAL_MIN: '200000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PREMIUM_WITHDRAWAL_MIN: '20', PREMIUM_WITHDRAWAL_MAX: '10' })).toThrow(
      'PREMIUM_WITHDRAWAL_MIN',
    );
    expect(() => loadConfig({ PREMIUM_DEPOSIT_MAX: '0' })).toThrow(ConfigError);
  });

  it('looks cars up in the offline demo register unless the RDW is chosen', () => {
    expect(loadConfig({})).toMatchObject({
      vehicleRegistry: 'demo',
      rdwAppToken: undefined,
      rdwBaseUrl: 'https://opendata.rdw.nl/resource',
    });
    expect(
      loadConfig({
        VEHICLE_REGISTRY: 'rdw',
        RDW_APP_TOKEN: 'aPpToKeN123',
        RDW_BASE_URL: 'http://127.0.0.1:9000/resource/',
      }),
    ).toMatchObject({
      vehicleRegistry: 'rdw',
      rdwAppToken: 'aPpToKeN123',
      rdwBaseUrl: 'http://127.0.0.1:9000/resource',
    });
    expect(() => loadConfig({ VEHICLE_REGISTRY: 'kenteken.nl' })).toThrow('VEHICLE_REGISTRY');
    expect(() => loadConfig({ RDW_BASE_URL: 'opendata.rdw.nl' })).toThrow('RDW_BASE_URL');
  });

  it('shows maps on PDOK’s background tiles by default, on other tiles or none by configuration', () => {
    expect(loadConfig({}).mapTileUrl).toMatch(/^https:\/\/service\.pdok\.nl\/.*\{z\}\/\{x\}\/\{y\}\.png$/);
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBe('');
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles.example/kaart' })).toThrow('MAP_TILE_URL');
  });

  it('takes the regional taxi number from REGIOTAXI_PHONE, a made-up toll-free one by default', () => {
    expect(loadConfig({}).regionalTaxiPhone).toBe('0800-1234567');
    expect(loadConfig({ REGIOTAXI_PHONE: '0314-123456' }).regionalTaxiPhone).toBe('0314-123456');
    expect(loadConfig({ REGIOTAXI_PHONE: '+31 314 123 456' }).regionalTaxiPhone).toBe('+31 314 123 456');
    // Not a phone number, or one with too few digits, or a link instead of a number: the server stops.
    for (const wrong of ['bel ons', '0314-12', 'tel:0314123456', '0314 123456 <script>']) {
      expect(() => loadConfig({ REGIOTAXI_PHONE: wrong })).toThrow('REGIOTAXI_PHONE');
    }
  });

  it('seeds the demo and uses the bank simulator by default only when the app runs locally', () => {
    // Regression: every deployment with the built-in login got the demo admin with a known password.
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect(loadConfig({ PUBLIC_URL: url })).toMatchObject({
        runsLocally: true,
        seedDemo: true,
        paymentProvider: 'simulator',
      });
    }
    const deployed = { PUBLIC_URL: 'https://app.achterhoekmobiel.nl', PAYMENT_PROVIDER: 'simulator' };
    expect(loadConfig(deployed)).toMatchObject({ runsLocally: false, seedDemo: false });
    expect(loadConfig({ ...deployed, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(
      loadConfig({ PUBLIC_URL: 'http://192.168.1.20:8080', PAYMENT_PROVIDER: 'simulator' }).seedDemo,
    ).toBe(false);
  });

  it('refuses to start a deployment on the bank simulator unless it is chosen, and says why', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://app.achterhoekmobiel.nl' })).toThrow(
      /PAYMENT_PROVIDER: choose mollie .* or simulator .* explicitly/,
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://app.achterhoekmobiel.nl', PAYMENT_PROVIDER: 'simulator' })
        .paymentProvider,
    ).toBe('simulator');
  });

  it('uses an external issuer without seeding or a default audience', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://sso.example.nl/realms/achterhoek/',
      OIDC_CLIENT_ID: 'app',
    });
    expect(config).toMatchObject({
      embeddedIdentity: false,
      oidcIssuer: 'https://sso.example.nl/realms/achterhoek',
      oidcClientId: 'app',
      oidcAudience: undefined,
      seedDemo: false,
    });
  });

  it('lists every wrong variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'acht',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'geen url',
        SEED_DEMO: 'misschien',
        REGIOTAXI_PHONE: 'geen nummer',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'PORT', 'PUBLIC_URL', 'REGIOTAXI_PHONE', 'SEED_DEMO']);
    expect((caught as ConfigError).message).toContain('Invalid configuration');
  });

  it('accepts memory:// and postgres URLs and splits CORS origins', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/app' }).databaseUrl).toContain(
      'postgres://',
    );
    expect(loadConfig({ CORS_ORIGINS: 'https://a.nl, https://b.nl' }).corsOrigins).toEqual([
      'https://a.nl',
      'https://b.nl',
    ]);
  });
});

describe('loadConfig: Firebase Cloud Messaging', () => {
  const { account, privateKey } = testServiceAccount('achterhoek-prod');

  it('is off unless a service account is given, and then sends to the project on Google by default', () => {
    expect(loadConfig({}).fcm).toBeUndefined();
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(account) }).fcm).toEqual({
      projectId: 'achterhoek-prod',
      clientEmail: account.client_email,
      privateKey,
      apiUrl: 'https://fcm.googleapis.com/v1/projects/achterhoek-prod/messages:send',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fcm-config-'));
    try {
      const file = path.join(directory, 'account.json');
      fs.writeFileSync(file, JSON.stringify(account));
      const config = loadConfig({ FCM_SERVICE_ACCOUNT_FILE: file, FCM_PROJECT_ID: 'ander-project' });
      expect(config.fcm?.apiUrl).toBe('https://fcm.googleapis.com/v1/projects/ander-project/messages:send');
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses to start with a wrong FCM setting, and says which', () => {
    const json = JSON.stringify(account);
    expect(() => loadConfig({ FCM_PROJECT_ID: 'achterhoek-prod' })).toThrow('FCM_SERVICE_ACCOUNT_FILE');
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_FILE: '/nergens/account.json' })).toThrow(
      'FCM_SERVICE_ACCOUNT_FILE: not a readable service-account JSON',
    );
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_JSON: '{niet json' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, private_key: 'geheim' }) }),
    ).toThrow('private_key');
    expect(() =>
      loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, client_email: undefined }) }),
    ).toThrow('client_email');
    expect(() =>
      loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...account, project_id: undefined }) }),
    ).toThrow('FCM_PROJECT_ID');
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_JSON: json, FCM_API_URL: 'ftp://fcm.example' })).toThrow(
      'FCM_API_URL',
    );
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_JSON: json, FCM_TOKEN_URL: 'geen url' })).toThrow(
      'FCM_TOKEN_URL',
    );
  });
});
