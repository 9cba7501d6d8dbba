#!/usr/bin/env node
// Starts the built server for the browser journeys on 127.0.0.1:8181 with a fresh database and the demo
// accounts: an in-memory PGlite by default, or a new database on the server in DATABASE_URL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-e2e-'));

let databaseUrl = 'memory://';
let databaseName;
if (process.env.DATABASE_URL) {
  databaseName = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    // No PUBLIC_URL, as after `npm start`: the journeys open the app at 127.0.0.1 (and one at localhost),
    // neither being the default address, so signing in at whatever local address is tested every run.
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    // No internet here: the maps show the route without background tiles.
    MAP_TILE_URL: 'none',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The journeys log in many times from one address.
    AUTH_RATE_LIMIT: '1000',
    // The demo's live feed is read every two seconds, so a delay the admin makes shows within seconds.
    LIVE_TRANSIT_INTERVAL_MS: '2000',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
server.on('exit', (code) => {
  if (!stopping) void stop(code ?? 1);
});
