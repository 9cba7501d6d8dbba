#!/usr/bin/env node
// `npm test`: every test. Unit and server integration tests (Vitest; on PGlite, or on the PostgreSQL
// server in DATABASE_URL when set), then the browser journeys in Debian's Chromium against the built app.
// Ends with one plain line 'Tests: N passed, N failed' over both runners.
//
// Two switches, for CI's second pass on PostgreSQL (`npm test -- --db-only --skip-build`):
//   --db-only     only the tests whose answer can depend on the database: the `server-db` Vitest project
//                 (but for the few its config names) and the live-messages journey. The pure unit tests,
//                 the screens and the journeys give the same answer on any database, so one pass runs them
//                 (apps/web/playwright.config.ts and apps/server/vitest.config.ts say why; decision 64).
//   --skip-build  use the app the previous pass built instead of building it again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { recordPhase } from './phases.mjs';

const known = new Set(['--db-only', '--skip-build']);
const flags = new Set(process.argv.slice(2));
for (const flag of flags) {
  if (!known.has(flag)) {
    console.error(`Unknown option ${flag}; known: ${[...known].join(', ')}`);
    process.exit(2);
  }
}
const dbOnly = flags.has('--db-only');
const skipBuild = flags.has('--skip-build');
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const resultsDir = 'test-results';
fs.mkdirSync(resultsDir, { recursive: true });
const vitestJson = `${resultsDir}/vitest.json`;
const playwrightJson = `${resultsDir}/playwright.json`;
let passed = 0;
let failed = 0;

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

/** Runs one step and reports its wall time as a phase (see scripts/phases.mjs). */
function phase(name, step) {
  const started = Date.now();
  const status = step();
  recordPhase(name, Date.now() - started);
  return status;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(status) {
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  process.exit(status);
}

console.log(
  `Running ${dbOnly ? 'the tests that touch a database' : 'the whole suite'} on ${
    process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'
  }`,
);
// The payout-batch tests validate the SEPA file with xmllint (Debian's libxml2-utils).
if (run('node', ['scripts/ensure-system-packages.mjs', 'libxml2-utils']) !== 0) finish(1);
fs.rmSync(vitestJson, { force: true });
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
];
if (dbOnly) vitestArgs.push('--project', 'server-db');
const unitStatus = phase(`vitest ${database}`, () =>
  run('npx', vitestArgs, dbOnly ? { SERVER_DATABASE_ONLY: '1' } : {}),
);
const unit = readJson(vitestJson);
passed += unit?.numPassedTests ?? 0;
failed += unit?.numFailedTests ?? 0;
if (unitStatus !== 0) finish(unitStatus);

if (skipBuild) {
  const missing = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].filter((f) => !fs.existsSync(f));
  if (missing.length) {
    console.error(`--skip-build, but the built app is missing (${missing.join(', ')}); run npm run build`);
    finish(1);
  }
} else {
  if (phase('build', () => run('npm', ['run', 'build'])) !== 0) finish(1);
  // The size of the first page is a test too: it prints what each first page downloads and fails over budget.
  if (run('node', ['scripts/bundle-budget.mjs']) === 0) passed += 1;
  else {
    failed += 1;
    finish(1);
  }
}
if (run('node', ['scripts/ensure-system-packages.mjs', 'chromium']) !== 0) finish(1);
fs.rmSync(playwrightJson, { force: true });
const e2eStatus = phase(`journeys ${database}`, () =>
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
    ...(dbOnly ? { E2E_DATABASE_ONLY: '1' } : {}),
  }),
);
const e2e = readJson(playwrightJson)?.stats;
passed += (e2e?.expected ?? 0) + (e2e?.flaky ?? 0);
failed += e2e?.unexpected ?? 0;
finish(e2eStatus);
