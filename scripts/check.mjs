#!/usr/bin/env node
// `npm run check`: ESLint, the TypeScript check of every workspace and Prettier, side by side (one tool
// uses one core; together they keep every core busy), each tool's output printed in one block when it
// ends. Fails when any of them fails. `node scripts/check.mjs typecheck` runs only the type checks
// (`npm run typecheck`).
import { runParallel } from './parallel.mjs';

const bin = (tool) => `node_modules/.bin/${tool}`;

// Each workspace is checked by its own `tsc -p` (a workspace's program includes the sources of the
// packages it imports, so no build order is needed, and a type error anywhere fails its workspace).
const tsc = (workspace) => ({ name: `tsc ${workspace}`, command: bin('tsc'), args: ['-p', workspace] });
const lint = { name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] };
const format = { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] };

// The longest first, so that the cores finish at about the same time.
const only = process.argv[2];
const jobs =
  only === 'typecheck'
    ? [tsc('apps/server'), tsc('apps/web'), tsc('packages/routing'), tsc('packages/contracts')]
    : [lint, tsc('apps/server'), tsc('apps/web'), format, tsc('packages/routing'), tsc('packages/contracts')];
if (only && only !== 'typecheck') {
  console.error(`Unknown check ${only}; known: typecheck`);
  process.exit(2);
}

const started = Date.now();
const failures = await runParallel(jobs, { phases: true });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')} (${seconds} s)`);
  process.exit(1);
}
console.log(`\nAll ${jobs.length} checks passed in ${seconds} s`);
