#!/usr/bin/env node
// `npm test`: every test. Unit and server integration tests (Vitest; on PGlite, or on the PostgreSQL
// server in DATABASE_URL when set), then the browser journeys in Debian's Chromium against the built app.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
console.log(`Running the whole suite on ${database}`);
run('npx', ['vitest', 'run']);
run('npm', ['run', 'test:e2e']);
