import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppServices } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/platform/config.js';
import { openDatabase, type Db } from '../src/platform/db/database.js';
import { migrationsFolder } from '../src/platform/db/migrations-folder.js';

export const TEST_PUBLIC_URL = 'http://app.test';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app and removes its database and data directory. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a data directory and database, to test what survives a restart. */
  reuse?: { dataDir: string; databaseUrl: string | undefined };
  /** Keep the data directory and database when closing (for a later `reuse`). */
  keep?: boolean;
  /** Test doubles for parts other modules will provide. */
  services?: AppServices;
}

/**
 * Builds the real app for a test. On PGlite (default) each app gets an in-memory or on-disk database;
 * when DATABASE_URL points at a PostgreSQL server each app gets a fresh database on it, so the same
 * suite runs against both.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-test-'));
  const databaseUrl = options.reuse
    ? options.reuse.databaseUrl
    : await freshDatabaseUrl(options.keep ? dataDir : undefined);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    // The tests' public address is no loopback one, so the simulator has to be chosen, as in a deployment.
    PAYMENT_PROVIDER: 'simulator',
    // Tests drive the durable timers themselves (move the clock, then `app.timers.runDue()`), so a
    // background run never races an assertion.
    TIMER_INTERVAL_MS: '0',
    // The live transit feed is read when a test polls it (app.liveTransit.poll()), never in the background.
    LIVE_TRANSIT_INTERVAL_MS: '0',
    // The demo users start without the trips they made before the demo (messages, reservations), so a
    // test's counts are its own; the tests of the demo trips turn them on.
    SEED_DEMO_TRIPS: 'false',
    // A test makes in one instant of its clock what a person makes in weeks; the declared rates are
    // tested where they are the subject (endpoint-limits.test.ts, and the tests that turn them on).
    API_RATE_LIMITS: 'false',
    // scrypt at its lowest allowed cost: the suite signs in thousands of times, and a hash at the default
    // factor takes a fifth of a second of a core. Hashing itself is tested at the default
    // (modules/identity/passwords.test.ts); every hash records its own parameters.
    PASSWORD_WORK_FACTOR: '10',
    ...options.env,
  });
  const app = await buildApp(config, options.services);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (options.keep) return;
      await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database URL for one test app: a new database on PostgreSQL, or PGlite (in memory, or on disk to keep). */
async function freshDatabaseUrl(diskDir: string | undefined): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || serverUrl === 'memory://') return diskDir ? undefined : 'memory://';
  const template = await migratedTemplate(serverUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return databaseUrlOf(serverUrl, name);
}

let templateName: Promise<string> | undefined;

/**
 * Every test database on PostgreSQL is a copy of one database that has every migration: copying takes
 * about a third of what migrating a new database does (~0.45 s, ~85 apps a run). The template's name holds
 * a hash of the migrations, so a changed migration makes a new one; it is migrated under a new name and
 * renamed when complete, so a worker never copies a half-migrated one, and an advisory lock lets one
 * worker make it while the others wait.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  templateName ??= (async () => {
    const name = `test_template_${migrationsHash()}`;
    await asAdmin(serverUrl, async (admin) => {
      await admin.query('select pg_advisory_lock(4242)');
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const database = await openDatabase({
          databaseUrl: databaseUrlOf(serverUrl, building),
          dataDir: os.tmpdir(),
          poolSize: 1,
        });
        await database.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      } finally {
        await admin.query('select pg_advisory_unlock(4242)');
      }
    });
    return name;
  })();
  templateName.catch(() => (templateName = undefined));
  return templateName;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const file of fs
    .readdirSync(folder)
    .filter((entry) => entry.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Runs `work` with a connection of its own to the PostgreSQL server (or database) at `serverUrl`. */
export async function asAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the PostgreSQL server at `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(databaseUrl: string | undefined): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!databaseUrl || databaseUrl === 'memory://' || !serverUrl) return;
  const name = new URL(databaseUrl).pathname.slice(1);
  await asAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/**
 * The app's database as a second server instance would open it: on PostgreSQL a pool of its own, as a
 * second server would have (`close` closes it); PGlite is one in-process database, so both share it.
 */
export async function secondInstanceDatabase(t: TestApp): Promise<{ db: Db; close(): Promise<void> }> {
  const { databaseUrl, dataDir } = t.config;
  if (!databaseUrl || databaseUrl === 'memory://') return { db: t.app.database.db, close: async () => {} };
  const second = await openDatabase({ databaseUrl, dataDir, poolSize: 5 });
  return { db: second.db, close: () => second.close() };
}

/**
 * A second server instance on the app's database and data directory, as a second server of one
 * deployment runs (`options` add to it); closing it leaves both to the first app, which removes them.
 */
export function secondInstanceApp(
  t: TestApp,
  options: Omit<TestAppOptions, 'reuse' | 'keep'> = {},
): Promise<TestApp> {
  return createTestApp({
    ...options,
    reuse: { dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl },
    keep: true,
  });
}
