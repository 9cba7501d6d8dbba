#!/usr/bin/env node
// Installs the Debian packages the tests need when they are missing: `chromium` (browser journeys),
// `postgresql` (the PostgreSQL run of the suite) and `libxml2-utils` (xmllint, which validates the SEPA
// payout files against their schema). Never downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const checks = {
  chromium: () => fs.existsSync('/usr/bin/chromium'),
  postgresql: () => findPostgresBin() !== undefined,
  'libxml2-utils': () => fs.existsSync('/usr/bin/xmllint'),
};

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(`${root}/${name}/bin/postgres`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${root}/${versions[0]}/bin` : undefined;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in checks));
if (unknown.length) {
  console.error(`unknown system package(s): ${unknown.join(', ')}`);
  process.exit(2);
}
const missing = wanted.filter((name) => !checks[name]());
if (missing.length === 0) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Missing Debian package(s): ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Installing Debian package(s): ${missing.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
const stillMissing = missing.filter((name) => !checks[name]());
if (stillMissing.length) {
  console.error(`Still missing after install: ${stillMissing.join(', ')}`);
  process.exit(1);
}
