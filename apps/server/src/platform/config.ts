import { isIP } from 'node:net';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import {
  DEFAULT_PREMIUM_LIMITS,
  DEMO_SURVEY_PATH,
  SYSTEM_MOVEMENT_MAX_CREDITS,
  type PremiumLimits,
} from '@achterhoek/contracts';
import { FCM_DEFAULT_API_URL, FCM_DEFAULT_TOKEN_URL, fcmConfigFrom, type FcmConfig } from './fcm-config.js';

/**
 * scrypt's cost for password hashes as a power of two (N = 2^factor; modules/identity/passwords.ts). 15 is
 * OWASP's scrypt baseline; 17 needs 128 MiB per hash; below 10 a hash is too cheap to guess against.
 */
export const PASSWORD_WORK_FACTORS = { min: 10, max: 17, default: 15 } as const;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A bound of the premium budget's pages: whole credits, at most one movement's hard ceiling. */
function premiumBound(fallback: number) {
  return z.coerce.number().int().min(1).max(SYSTEM_MOVEMENT_MAX_CREDITS).default(fallback);
}

/**
 * The server's environment, checked once at start-up. Every variable is listed in the README's
 * configuration table; keep the two in step.
 */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  IMAGES_DIR: z.string().min(1).optional(),
  REGION_SNAPSHOT: z.string().min(1).optional(),
  GEOCODER: z.enum(['local', 'pdok']).default('local'),
  PDOK_LOCATIESERVER_URL: z.url().default('https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
  DATABASE_URL: z
    .string()
    .refine((value) => value === 'memory://' || /^postgres(ql)?:\/\//.test(value), {
      message: 'must be memory:// or a postgres:// connection string',
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.url().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('achterhoek-web'),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  SEED_DEMO_TRIPS: booleanFromEnv.optional(),
  CREDITS_ENABLED: booleanFromEnv.default(true),
  CREDITS_EXCHANGE_RATE: z.coerce.number().int().min(1).max(10_000).default(19),
  PREMIUM_DEPOSIT_MIN: premiumBound(DEFAULT_PREMIUM_LIMITS.depositMin),
  PREMIUM_DEPOSIT_MAX: premiumBound(DEFAULT_PREMIUM_LIMITS.depositMax),
  PREMIUM_WITHDRAWAL_MIN: premiumBound(DEFAULT_PREMIUM_LIMITS.withdrawalMin),
  PREMIUM_WITHDRAWAL_MAX: premiumBound(DEFAULT_PREMIUM_LIMITS.withdrawalMax),
  PAYMENT_PROVIDER: z.enum(['simulator', 'mollie']).optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, 'must be a Mollie API key (test_… or live_…)')
    .optional(),
  MOLLIE_API_URL: z.url().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'messagebird']).default('outbox'),
  SMS_API_URL: z.url().default('https://rest.messagebird.com/messages'),
  SMS_ACCESS_KEY: z.string().min(1).optional(),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'at most 11 letters, digits or spaces')
    .default('AchterhoekM'),
  // Mails leave over SMTP when this is set (smtp://user:password@host:587, or smtps://…:465 for TLS).
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Achterhoek Mobiel <noreply@achterhoekmobiel.nl>'),
  DELEGATION_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  VEHICLE_REGISTRY: z.enum(['demo', 'rdw']).default('demo'),
  RDW_APP_TOKEN: z.string().min(1).optional(),
  // The bearer token Prometheus sends to read GET /metrics; unset, there is no /metrics.
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').max(512).optional(),
  RDW_BASE_URL: z.url().default('https://opendata.rdw.nl/resource'),
  // An XYZ tile URL with {z}/{x}/{y}; `none`: maps without a background (tests without internet).
  MAP_TILE_URL: z
    .string()
    .refine(
      (url) => url === 'none' || (/^https?:\/\//.test(url) && url.includes('{z}')),
      'must be an XYZ tile URL with {z}, {x} and {y}, or none',
    )
    .default('https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png'),
  // The regional taxi's booking number, shown with a call button (spec 000 §1, §2). The default is a
  // made-up demo number, toll-free so that a demo tap costs nobody anything; a deployment sets its own.
  REGIOTAXI_PHONE: z
    .string()
    .refine(
      (phone) =>
        /^\+?[0-9][0-9 -]{2,30}$/.test(phone) && parsePhoneNumberFromString(phone, 'NL')?.isValid() === true,
      'must be a Dutch phone number of digits, spaces and dashes, e.g. 0314-123456',
    )
    .default('0800-1234567'),
  WEB_DIST: z.string().min(1).optional(),
  WEBSITE_URL: z.url().default('https://www.achterhoekmobiel.nl/'),
  FAQ_URL: z.url().default('https://www.achterhoekmobiel.nl/veelgestelde-vragen'),
  PRIVACY_URL: z.url().default('https://www.achterhoekmobiel.nl/privacy'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: booleanFromEnv.default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  PASSWORD_WORK_FACTOR: z.coerce
    .number()
    .int()
    .min(PASSWORD_WORK_FACTORS.min)
    .max(PASSWORD_WORK_FACTORS.max)
    .default(PASSWORD_WORK_FACTORS.default),
  API_RATE_LIMITS: booleanFromEnv.default(true),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
  TIMER_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  // The live public-transport feed (GTFS-Realtime): addresses separated by commas, `simulator` for the
  // demo's own (the default), `none` for no live times.
  LIVE_TRANSIT_URL: z.string().trim().min(1).default('simulator'),
  LIVE_TRANSIT_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  LIVE_TRANSIT_STALE_AFTER_MS: z.coerce.number().int().min(1000).default(300_000),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .default('mailto:info@achterhoekmobiel.nl'),
  FCM_PROJECT_ID: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
  FCM_API_URL: z.url({ protocol: /^https?$/ }).default(FCM_DEFAULT_API_URL),
  FCM_TOKEN_URL: z.url({ protocol: /^https?$/ }).default(FCM_DEFAULT_TOKEN_URL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SURVEY_URL: z.url({ protocol: /^https?$/ }).optional(),
});
export type Env = z.input<typeof EnvSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where uploaded images (profile photos) are stored; `IMAGES_DIR`, default `DATA_DIR/images`. */
  imagesDir: string;
  /**
   * The region snapshot the planner loads at start-up (`REGION_SNAPSHOT`, default
   * `DATA_DIR/region/region.snapshot`); when the file is absent the planner runs on the demo region.
   */
  regionSnapshot: string;
  /**
   * Which geocoder answers place suggestions: `local` (the region's own index, default, works offline)
   * or `pdok` (the government's Locatieserver at `pdokLocatieserverUrl`, needs internet).
   */
  geocoder: 'local' | 'pdok';
  pdokLocatieserverUrl: string;
  /** `memory://`, a postgres:// URL, or undefined for PGlite under `dataDir/pg`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  /** Whether `PUBLIC_URL` was set: the app then has one address, and sends a page opened elsewhere there. */
  publicUrlConfigured: boolean;
  /** True when the server runs its own OpenID Connect provider under `/auth`. */
  embeddedIdentity: boolean;
  oidcIssuer: string;
  oidcClientId: string;
  /** Expected `aud` of access tokens; when undefined the token's `azp` must be the client id. */
  oidcAudience: string | undefined;
  /**
   * Whether the app is reached on this computer only (`PUBLIC_URL` unset or a loopback address): the
   * demo accounts and the bank simulator are defaults only then, never for a deployment.
   */
  runsLocally: boolean;
  /**
   * With the built-in login and no `PUBLIC_URL`, the app answers at every loopback and local-network
   * address it is opened at (see platform/app-origin.ts); with `PUBLIC_URL` only there, and a page opened
   * at another address is sent there first.
   */
  servesAnyLocalOrigin: boolean;
  /**
   * Demo accounts and data in an empty database: `SEED_DEMO`, by default on only with the built-in login
   * when the app runs locally (a deployment must not get public accounts with a known password).
   */
  seedDemo: boolean;
  /**
   * With the demo data, the trips Gerda made with Henk before the demo started (waiting for the
   * confirmations): `SEED_DEMO_TRIPS`, on by default; off, the demo users start without any history.
   */
  seedDemoTrips: boolean;
  creditsEnabled: boolean;
  /** Euro cents per credit (`CREDITS_EXCHANGE_RATE`, default 19). */
  exchangeRateCents: number;
  /**
   * The bounds of one raise and one lowering of the premium budget by the treasurer (spec 001 §2.19):
   * `PREMIUM_DEPOSIT_MIN/MAX` and `PREMIUM_WITHDRAWAL_MIN/MAX`; each minimum at most its maximum.
   */
  premiumLimits: PremiumLimits;
  /**
   * The page of the survey people are invited to (survey-0, rewarded with 40 premium credits):
   * `SURVEY_URL`; with the demo data by default the built-in demo survey (a path of this app, no internet
   * needed); otherwise none, and nobody is invited.
   */
  surveyUrl: string | undefined;
  /**
   * Who takes deposits: the bank simulator (the app says 'Banksimulatie is actief.') or Mollie (iDEAL),
   * which needs `MOLLIE_API_KEY`; `MOLLIE_API_URL` overrides its endpoint (tests). The simulator is the
   * default when the app runs locally; a deployment must choose one explicitly.
   */
  paymentProvider: 'simulator' | 'mollie';
  mollieApiKey: string | undefined;
  /** The bearer token of `GET /metrics` (Prometheus); undefined: no /metrics. */
  metricsToken: string | undefined;
  mollieApiUrl: string | undefined;
  /**
   * Where a car's details come from, by its licence plate: `demo` (a few made-up cars, default, works
   * offline) or `rdw` (the RDW's open data at `rdwBaseUrl`, needs internet). `RDW_APP_TOKEN` is sent as
   * the `X-App-Token` header, which lifts the RDW's limit on anonymous requests.
   */
  /**
   * How SMS messages leave (delegation codes): `outbox` (default: stored, listed for admins and logged,
   * nothing sent) or `messagebird` (its REST API at `smsApiUrl` with `SMS_ACCESS_KEY`), from `smsSender`.
   */
  sms: { provider: 'outbox' | 'messagebird'; apiUrl: string; accessKey: string | undefined; sender: string };
  /**
   * How e-mails leave (password-reset links): over SMTP at `smtpUrl` (`SMTP_URL`) from `from`
   * (`MAIL_FROM`), or, without `SMTP_URL`, kept in the app's outbox for admins ('E-mailberichten').
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** Seconds a delegation's activation code stays valid after it was sent (`DELEGATION_CODE_TTL_SECONDS`). */
  delegationCodeTtlSeconds: number;
  vehicleRegistry: 'demo' | 'rdw';
  rdwAppToken: string | undefined;
  rdwBaseUrl: string;
  /**
   * The background tiles of the app's maps (an XYZ URL); by default the government's free
   * BRT-Achtergrondkaart from PDOK; empty (`MAP_TILE_URL=none`) for maps with only the route.
   */
  mapTileUrl: string;
  /** The regional taxi's booking number as people read it (`REGIOTAXI_PHONE`), shown in the app. */
  regionalTaxiPhone: string;
  /** The association's pages the app links to. */
  links: { website: string; faq: string; privacy: string };
  webDist: string | undefined;
  corsOrigins: string[];
  trustProxy: boolean;
  authRateLimit: number;
  /** scrypt's cost for new password hashes, as a power of two (modules/identity/passwords.ts). */
  passwordWorkFactor: number;
  /**
   * Whether the API enforces the rates its contracts declare (429 beyond them). Off only for load
   * benchmarks, or behind a gateway that limits per account itself.
   */
  apiRateLimits: boolean;
  logLevel: string;
  /** Contact of the Web Push (VAPID) sender, a mailto: or https:// address. */
  vapidSubject: string;
  /**
   * Pushes to the native app through Firebase Cloud Messaging (decision 24): on when a service account is
   * given (`FCM_SERVICE_ACCOUNT_FILE` or `FCM_SERVICE_ACCOUNT_JSON`), else undefined and no FCM at all.
   */
  fcm: FcmConfig | undefined;
  /** How often this instance polls the outbox; 0 turns its worker off (tests, or instances that only serve). */
  outboxIntervalMs: number;
  /** How often this instance looks for due timers; 0 turns its worker off (tests drive timers themselves). */
  timerIntervalMs: number;
  /**
   * Where the live public-transport feed is read: the given addresses, the demo's simulator on this
   * server, or nowhere. `intervalMs` 0: only when asked (tests).
   */
  liveTransit: {
    source: 'simulator' | 'none' | { urls: string[] };
    intervalMs: number;
    staleAfterMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** True for `localhost` and the loopback addresses (127.0.0.0/8, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

export const SIMULATOR_NOT_CHOSEN =
  'PAYMENT_PROVIDER: choose mollie (real iDEAL payments) or simulator (a test installation) explicitly; ' +
  'the bank simulator credits deposits without any money and is the default only when PUBLIC_URL is a ' +
  'loopback address';

/** Reads the environment into a config, or throws a ConfigError listing every variable that is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'mollie' && !e.MOLLIE_API_KEY) {
    throw new ConfigError(['MOLLIE_API_KEY: required when PAYMENT_PROVIDER is mollie']);
  }
  if (e.SMS_PROVIDER === 'messagebird' && !e.SMS_ACCESS_KEY) {
    throw new ConfigError(['SMS_ACCESS_KEY: required when SMS_PROVIDER is messagebird']);
  }
  const premiumProblems = [
    ...(e.PREMIUM_DEPOSIT_MIN > e.PREMIUM_DEPOSIT_MAX
      ? ['PREMIUM_DEPOSIT_MIN: must not be more than PREMIUM_DEPOSIT_MAX']
      : []),
    ...(e.PREMIUM_WITHDRAWAL_MIN > e.PREMIUM_WITHDRAWAL_MAX
      ? ['PREMIUM_WITHDRAWAL_MIN: must not be more than PREMIUM_WITHDRAWAL_MAX']
      : []),
  ];
  if (premiumProblems.length > 0) throw new ConfigError(premiumProblems);
  const fcm = fcmConfigFrom(e);
  if (fcm.problems.length > 0) throw new ConfigError(fcm.problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const embeddedIssuer = `${publicUrl}/auth`;
  const oidcIssuer = (e.OIDC_ISSUER ?? embeddedIssuer).replace(/\/+$/, '');
  const embeddedIdentity = oidcIssuer === embeddedIssuer;
  const runsLocally = isLoopbackHost(new URL(publicUrl).hostname);
  const seedDemo = e.SEED_DEMO ?? (embeddedIdentity && runsLocally);
  if (!e.PAYMENT_PROVIDER && !runsLocally) throw new ConfigError([SIMULATOR_NOT_CHOSEN]);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    imagesDir: path.resolve(e.IMAGES_DIR ?? path.join(e.DATA_DIR, 'images')),
    regionSnapshot: path.resolve(e.REGION_SNAPSHOT ?? path.join(e.DATA_DIR, 'region', 'region.snapshot')),
    geocoder: e.GEOCODER,
    pdokLocatieserverUrl: e.PDOK_LOCATIESERVER_URL,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    embeddedIdentity,
    oidcIssuer,
    oidcClientId: e.OIDC_CLIENT_ID,
    oidcAudience: e.OIDC_AUDIENCE ?? (embeddedIdentity ? `${publicUrl}/api` : undefined),
    runsLocally,
    servesAnyLocalOrigin: embeddedIdentity && e.PUBLIC_URL === undefined,
    seedDemo,
    seedDemoTrips: e.SEED_DEMO_TRIPS ?? true,
    surveyUrl: e.SURVEY_URL ?? (seedDemo ? DEMO_SURVEY_PATH : undefined),
    creditsEnabled: e.CREDITS_ENABLED,
    exchangeRateCents: e.CREDITS_EXCHANGE_RATE,
    premiumLimits: {
      depositMin: e.PREMIUM_DEPOSIT_MIN,
      depositMax: e.PREMIUM_DEPOSIT_MAX,
      withdrawalMin: e.PREMIUM_WITHDRAWAL_MIN,
      withdrawalMax: e.PREMIUM_WITHDRAWAL_MAX,
    },
    paymentProvider: e.PAYMENT_PROVIDER ?? 'simulator',
    mollieApiKey: e.MOLLIE_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    mollieApiUrl: e.MOLLIE_API_URL,
    sms: {
      provider: e.SMS_PROVIDER,
      apiUrl: e.SMS_API_URL,
      accessKey: e.SMS_ACCESS_KEY,
      sender: e.SMS_SENDER,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    delegationCodeTtlSeconds: e.DELEGATION_CODE_TTL_SECONDS,
    vehicleRegistry: e.VEHICLE_REGISTRY,
    rdwAppToken: e.RDW_APP_TOKEN,
    rdwBaseUrl: e.RDW_BASE_URL.replace(/\/+$/, ''),
    mapTileUrl: e.MAP_TILE_URL === 'none' ? '' : e.MAP_TILE_URL,
    regionalTaxiPhone: e.REGIOTAXI_PHONE,
    links: { website: e.WEBSITE_URL, faq: e.FAQ_URL, privacy: e.PRIVACY_URL },
    webDist: e.WEB_DIST,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    passwordWorkFactor: e.PASSWORD_WORK_FACTOR,
    apiRateLimits: e.API_RATE_LIMITS,
    logLevel: e.LOG_LEVEL,
    vapidSubject: e.VAPID_SUBJECT,
    fcm: fcm.config,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    timerIntervalMs: e.TIMER_INTERVAL_MS,
    liveTransit: {
      source: liveTransitSource(e.LIVE_TRANSIT_URL),
      intervalMs: e.LIVE_TRANSIT_INTERVAL_MS,
      staleAfterMs: e.LIVE_TRANSIT_STALE_AFTER_MS,
    },
  };
}

/** LIVE_TRANSIT_URL: `simulator`, `none`, or http(s) addresses separated by commas. */
function liveTransitSource(value: string): AppConfig['liveTransit']['source'] {
  if (value === 'simulator' || value === 'none') return value;
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    let protocol: string;
    try {
      protocol = new URL(url).protocol;
    } catch {
      throw new ConfigError([`LIVE_TRANSIT_URL: ${url} is not an address (or use simulator or none)`]);
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new ConfigError([`LIVE_TRANSIT_URL: ${url} is not an http(s) address`]);
    }
  }
  return { urls };
}
