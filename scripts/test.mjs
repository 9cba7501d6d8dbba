#!/usr/bin/env node
// `npm test`: every test. Unit and server integration tests (Vitest; on PGlite, or on the PostgreSQL
// server in DATABASE_URL when set), then the browser journeys in Debian's Chromium against the built app.
// Ends with one plain line 'Tests: N passed, N failed' over both runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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
  `Running the whole suite on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`,
);
fs.rmSync(vitestJson, { force: true });
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const unit = readJson(vitestJson);
passed += unit?.numPassedTests ?? 0;
failed += unit?.numFailedTests ?? 0;
if (unitStatus !== 0) finish(unitStatus);

if (run('npm', ['run', 'build']) !== 0) finish(1);
if (run('node', ['scripts/ensure-system-packages.mjs', 'chromium']) !== 0) finish(1);
fs.rmSync(playwrightJson, { force: true });
const e2eStatus = run(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
  },
);
const e2e = readJson(playwrightJson)?.stats;
passed += (e2e?.expected ?? 0) + (e2e?.flaky ?? 0);
failed += e2e?.unexpected ?? 0;
finish(e2eStatus);
