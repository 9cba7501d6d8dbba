import fs from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REALM_ROLES } from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';
import { EnvSchema, loadConfig } from '../src/platform/config.js';
import { registerSystemRoutes } from '../src/platform/system-routes.js';

/**
 * The deployment with existing engines (compose.yaml, Dockerfile, deploy/) read the way Docker Compose,
 * Caddy and Keycloak read them, and checked against what the server reads: nothing is built or started.
 */
const repositoryRoot = new URL('../../../', import.meta.url);
const readFile = (file: string) => fs.readFileSync(new URL(file, repositoryRoot), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: string[];
  healthcheck?: { test?: unknown };
  profiles?: string[];
}

/** `KEY=value` lines of an env file, as Compose reads `.env` (comments and blank lines skipped). */
function readEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const equals = trimmed.indexOf('=');
    const value = trimmed.slice(equals + 1).trim();
    values[trimmed.slice(0, equals).trim()] = value.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** Compose's interpolation: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `$$`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}/g,
    (match, name: string, operator: string | undefined, argument: string | undefined) => {
      if (match === '$$') return '$';
      const value = env[name];
      const unset = value === undefined;
      const empty = unset || value === '';
      if (operator === ':-') return empty ? argument! : value!;
      if (operator === '-') return unset ? argument! : value!;
      if ((operator === ':?' && empty) || (operator === '?' && unset)) {
        throw new Error(`compose.yaml needs ${name}: ${argument}`);
      }
      return value ?? '';
    },
  );
}

/** Every string of a parsed document interpolated, as Compose does after reading the YAML. */
function interpolateAll<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => interpolateAll(item, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env)]),
    ) as T;
  }
  return value;
}

/** A service's environment as the container gets it (a map, or a list of `KEY=value`). */
function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) return readEnvFile(environment.join('\n'));
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, String(value ?? '')]));
}

const envExample = readEnvFile(readFile('deploy/.env.example'));

/** The instructions of the Dockerfile's last stage (the image that runs), continuation lines joined. */
function runtimeInstructions(): string[] {
  const stages = readFile('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split(/^FROM /m);
  return stages.at(-1)!.split('\n');
}

/** The `ENV` of the image: what every container starts with, before compose's own. */
function imageEnvironment(): Record<string, string> {
  const lines = runtimeInstructions().filter((line) => line.startsWith('ENV '));
  return readEnvFile(lines.flatMap((line) => line.slice(4).trim().split(/\s+/)).join('\n'));
}

/** What a container of the app service runs with: the image's environment, then the service's. */
const containerEnvironment = (service: ComposeService) => ({
  ...imageEnvironment(),
  ...environmentOf(service),
});

/** compose.yaml with `.env` made from deploy/.env.example (`overrides` change single values). */
function composeWith(overrides: Record<string, string> = {}) {
  const document = parse(readFile('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes?: Record<string, unknown>;
  };
  const compose = interpolateAll(document, { ...envExample, ...overrides });
  // The app instances are built from the Dockerfile's last stage (`build: .`); the region import from its
  // build stage.
  const appServices = Object.entries(compose.services).filter(([, service]) => service.build === '.');
  return { compose, appServices };
}

/** The upstreams and the options of each `reverse_proxy` in the Caddyfile. */
function caddyProxies(): { upstreams: string[]; options: string[] }[] {
  const caddyfile = readFile('deploy/Caddyfile');
  const proxies: { upstreams: string[]; options: string[] }[] = [];
  for (const match of caddyfile.matchAll(/^\s*reverse_proxy\s+([^{\n]*?)\s*(\{([^}]*)\})?$/gm)) {
    proxies.push({
      upstreams: match[1]!.split(/\s+/),
      options: (match[3] ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    });
  }
  return proxies;
}

/** The one `reverse_proxy` whose upstreams are the app instances: the one with health checks. */
function appProxy() {
  const proxies = caddyProxies().filter((proxy) =>
    proxy.options.some((option) => /^health_uri\s/.test(option)),
  );
  expect(proxies).toHaveLength(1);
  const proxy = proxies[0]!;
  const option = (name: string) =>
    proxy.options
      .find((line) => line.split(/\s+/)[0] === name)
      ?.slice(name.length)
      .trim();
  return { upstreams: proxy.upstreams, option };
}

const keycloakRealm = JSON.parse(readFile('deploy/keycloak/realm-export.json')) as {
  realm: string;
  roles: { realm: { name: string }[] };
  clients: {
    clientId: string;
    publicClient?: boolean;
    standardFlowEnabled?: boolean;
    redirectUris?: string[];
  }[];
};

describe('compose.yaml against what the server reads', () => {
  it('runs two instances of the one app image', () => {
    const { appServices } = composeWith();
    expect(appServices.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    expect(new Set(appServices.map(([, service]) => service.image)).size).toBe(1);
  });

  it('gives the app instances only variables the server reads', () => {
    const known = Object.keys(EnvSchema.shape);
    for (const [, service] of composeWith().appServices) {
      const unknown = Object.keys(environmentOf(service)).filter((name) => !known.includes(name));
      expect(unknown).toEqual([]);
    }
  });

  it('configures each instance to start as a deployment at its public https address', () => {
    for (const [, service] of composeWith().appServices) {
      const config = loadConfig(containerEnvironment(service));
      expect(config.publicUrl).toBe(`https://${envExample.APP_DOMAIN}`);
      expect(config.runsLocally).toBe(false);
      expect(config.seedDemo).toBe(false);
      expect(config.trustProxy).toBe(true);
      expect(config.paymentProvider).toBe(envExample.PAYMENT_PROVIDER);
      expect(config.metricsToken).toBe(envExample.METRICS_TOKEN);
      expect(config.embeddedIdentity).toBe(true);
    }
  });

  it('configures each instance for Keycloak as the issuer, at the address Caddy gives it', () => {
    const { compose, appServices } = composeWith();
    const keycloak = environmentOf(compose.services.keycloak!);
    expect(compose.services.keycloak!.profiles).toEqual(['keycloak']);
    const issuer = `${keycloak.KC_HOSTNAME}/realms/${keycloakRealm.realm}`;
    expect(issuer).toBe(
      `https://${envExample.APP_DOMAIN}${keycloak.KC_HTTP_RELATIVE_PATH}/realms/achterhoek`,
    );
    const keycloakProxies = caddyProxies().filter((proxy) =>
      proxy.upstreams.some((up) => up.startsWith('keycloak:')),
    );
    expect(keycloakProxies).toHaveLength(1);
    expect(readFile('deploy/Caddyfile')).toContain(`handle ${keycloak.KC_HTTP_RELATIVE_PATH}/* {`);

    for (const [name] of appServices) {
      const service = composeWith({ OIDC_ISSUER: issuer }).compose.services[name]!;
      const config = loadConfig(containerEnvironment(service));
      expect(config.embeddedIdentity).toBe(false);
      expect(config.oidcIssuer).toBe(issuer);
      const client = keycloakRealm.clients.find((candidate) => candidate.clientId === config.oidcClientId);
      expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true });
      expect(client!.redirectUris).toContain('https://${APP_DOMAIN}/');
    }
  });

  it('points both instances at one database on the PostgreSQL 16 service, which keeps its data', () => {
    const { compose, appServices } = composeWith();
    const urls = appServices.map(([, service]) => environmentOf(service).DATABASE_URL);
    expect(new Set(urls).size).toBe(1);
    const url = new URL(urls[0]!);
    const postgres = compose.services[url.hostname];
    expect(postgres?.image).toMatch(/^postgres:16(\b|$)/);
    const database = environmentOf(postgres!);
    expect(decodeURIComponent(url.username)).toBe(database.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(database.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${database.POSTGRES_DB}`);
    expect(url.port).toBe('5432');
    const volume = postgres!.volumes?.find((mount) => mount.endsWith(':/var/lib/postgresql/data'));
    expect(Object.keys(compose.volumes ?? {})).toContain(volume?.split(':')[0]);
    expect(postgres!.healthcheck?.test).toBeDefined();
    for (const [, service] of appServices) {
      expect(service.depends_on).toMatchObject({ [url.hostname]: { condition: 'service_healthy' } });
    }
  });

  describe('health checks', () => {
    let app: ReturnType<typeof Fastify> | undefined;
    afterEach(async () => app?.close());

    /** The server's system routes on a bare app, with a database stand-in that is up or down. */
    function systemRoutes(config: ReturnType<typeof loadConfig>) {
      const database = {
        down: false,
        ping: async () => {
          if (database.down) throw new Error('connection refused');
        },
      };
      const made = Fastify({ logger: false });
      made.setValidatorCompiler(validatorCompiler);
      made.setSerializerCompiler(serializerCompiler);
      const region = { name: 'Test', demo: true, sources: [], roads: 'estimated' as const };
      registerSystemRoutes(made, config, database, { region }, manualClock('2026-03-02T08:00:00Z'));
      app = made;
      return { app: made, database };
    }

    it("probes the image's liveness and balances on readiness, at the instances' port", async () => {
      const healthcheck = runtimeInstructions().find((line) => line.startsWith('HEALTHCHECK ')) ?? '';
      const livePath = /http:\/\/127\.0\.0\.1:[^/]*(\/[\w/-]+)/.exec(healthcheck)?.[1];
      expect(livePath).toBeDefined();
      const { appServices } = composeWith();
      const config = loadConfig(containerEnvironment(appServices[0]![1]));
      const { app, database } = systemRoutes(config);
      const readyPath = appProxy().option('health_uri');

      // Liveness answers while the database is down (a restart would not help); readiness does not.
      database.down = true;
      expect((await app.inject({ method: 'GET', url: livePath! })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: readyPath! })).statusCode).toBe(503);
      database.down = false;
      expect((await app.inject({ method: 'GET', url: readyPath! })).statusCode).toBe(200);
      expect(appProxy().option('health_status')).toBe('200');

      expect(runtimeInstructions()).toContain(`EXPOSE ${config.port}`);
      for (const [, service] of appServices) expect(service.healthcheck).toBeUndefined();
    });
  });

  it("carries exactly the server's realm roles in the Keycloak realm", () => {
    const roles = keycloakRealm.roles.realm.map((role) => role.name);
    expect([...roles].sort()).toEqual([...REALM_ROLES].sort());
  });

  it('load-balances both app instances at their port, streams unbuffered', () => {
    const { appServices } = composeWith();
    const expected = appServices.map(
      ([name, service]) => `${name}:${loadConfig(containerEnvironment(service)).port}`,
    );
    const proxy = appProxy();
    expect([...proxy.upstreams].sort()).toEqual([...expected].sort());
    expect(proxy.option('flush_interval')).toBe('-1');
  });
});
