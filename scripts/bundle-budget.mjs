#!/usr/bin/env node
// `npm run budget`, and a step of `npm test` after the build: how many bytes a phone downloads before each
// first page works, read from the build's manifest (which chunk imports which), and the sizes the server
// really sends: the .gz copies that apps/web/scripts/compress.mjs wrote (files under 1 kB go as they are).
// Fails when the landing page's JavaScript or the render-blocking CSS is over its budget; Home and Search
// (signed in) are measured against the goal of issue 31, the same 150 KB, and fail it only once the app
// has reached it (SIGNED_IN_GOAL_ENFORCED), so that CI stays green on the way there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { recordPhase } from './phases.mjs';

const started = Date.now();
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const KB = 1024;
// A signed-out visitor's first page on a slow phone connection (the goal of issue 13: at most 150 KB of
// JavaScript, gzip), and the CSS that holds back the first paint.
const BUDGETS = { landingJavaScript: 150 * KB, renderBlockingCss: 10 * KB };
// A returning user's Home and Search: the same 150 KB (issue 31). Not yet reached, so it is printed as a
// goal and does not fail the check; set to true once both are within it.
const SIGNED_IN_GOAL = 150 * KB;
const SIGNED_IN_GOAL_ENFORCED = false;

const ENTRY = Object.keys(manifest).find((key) => manifest[key].isEntry);
const module = (source) => {
  if (!manifest[source]) {
    console.error(`The build has no chunk for ${source}: update scripts/bundle-budget.mjs after a rename.`);
    process.exit(1);
  }
  return source;
};

// The texts of the signed-in pages, which the router loads beside each signed-in frame and page
// (src/i18n/intl.ts): those of the frames and Home (nl-home), those of Search (nl-search), and those of
// every other page (nl-pages).
// Only dynamic imports name them, so their chunks are found by name.
const textsChunk = (name) => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === name);
  if (!key) {
    console.error(`The build has no ${name} chunk: update scripts/bundle-budget.mjs after a rename.`);
    process.exit(1);
  }
  return key;
};
const homeTexts = textsChunk('nl-home');
const searchTexts = textsChunk('nl-search');

// What each page needs before it works. A returning user's pages also need the sign-in session, the
// signed-in frames (start-up sequence with all styles, the shell) and their texts, which the router loads
// side by side. Home and Search wait for their own texts only (the rest loads once they have painted).
const signedInFrames = [
  'src/features/auth/oidc/OidcSession.tsx',
  'src/app/startup/StartupProvider.tsx',
  'src/app/styles/all-styles.ts',
  'src/app/shell/ShellLayout.tsx',
  homeTexts,
];
const pages = [
  { name: 'landing (signed out)', modules: ['src/features/auth/pages/LandingPage.tsx'] },
  { name: 'home (signed in)', modules: [...signedInFrames, 'src/features/home/pages/HomePage.tsx'] },
  {
    name: 'search (signed in)',
    modules: [...signedInFrames, searchTexts, 'src/features/search/pages/SearchPage.tsx'],
  },
];

/** The chunks a module needs: itself and everything it imports statically, transitively. */
function closure(sources) {
  const seen = new Set();
  const visit = (source) => {
    if (seen.has(source)) return;
    seen.add(source);
    for (const imported of manifest[source].imports ?? []) visit(imported);
  };
  for (const source of sources) visit(module(source));
  return seen;
}

/** Bytes the server sends for a file: its gzip copy when the build made one, else the file itself. */
function sentBytes(file, encoding) {
  const full = path.join(dist, file);
  const copy = `${full}.${encoding === 'gzip' ? 'gz' : 'br'}`;
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  const size = fs.statSync(full).size;
  // Not built by compress.mjs (npm run build always runs it): measure as the server would send it.
  if (size >= KB) {
    const content = fs.readFileSync(full);
    return encoding === 'gzip' ? zlib.gzipSync(content).length : zlib.brotliCompressSync(content).length;
  }
  return size;
}

function measure(sources) {
  const chunks = closure([ENTRY, ...sources]);
  // A module of styles only (src/app/styles/all-styles.ts) is a CSS file itself.
  const files = [...chunks].map((source) => manifest[source].file);
  const js = files.filter((file) => !file.endsWith('.css'));
  const css = [
    ...new Set([
      ...files.filter((file) => file.endsWith('.css')),
      ...[...chunks].flatMap((source) => manifest[source].css ?? []),
    ]),
  ];
  const total = (files, encoding) => files.reduce((sum, file) => sum + sentBytes(file, encoding), 0);
  return {
    files: js.length + css.length,
    jsGzip: total(js, 'gzip'),
    jsBrotli: total(js, 'brotli'),
    cssGzip: total(css, 'gzip'),
  };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const rows = pages.map((page) => ({ page: page.name, ...measure(page.modules) }));
// The entry's styles hold back the first paint; the build puts them into the HTML itself
// (apps/web/build/inline-first-styles.ts), so they travel with every page instead of as a request.
const renderBlocking = (manifest[ENTRY].css ?? []).reduce((sum, file) => sum + sentBytes(file, 'gzip'), 0);

console.log('What a phone downloads before the page works (gzip as sent; brotli for browsers that take it):');
console.table(
  Object.fromEntries(
    rows.map((row) => [
      row.page,
      {
        'JavaScript gzip': kb(row.jsGzip),
        'JavaScript brotli': kb(row.jsBrotli),
        'CSS gzip': kb(row.cssGzip),
        files: row.files,
      },
    ]),
  ),
);

const checks = [
  ['landing page JavaScript (gzip)', rows[0].jsGzip, BUDGETS.landingJavaScript],
  ['first-paint CSS inlined in the HTML (gzip)', renderBlocking, BUDGETS.renderBlockingCss],
];
const signedInChecks = [
  ['Home (signed in) JavaScript (gzip)', rows[1].jsGzip, SIGNED_IN_GOAL],
  ['Search (signed in) JavaScript (gzip)', rows[2].jsGzip, SIGNED_IN_GOAL],
];
let over = 0;
for (const [name, bytes, budget] of checks) {
  const ok = bytes <= budget;
  if (!ok) over += 1;
  console.log(`${ok ? 'within' : 'OVER'} budget: ${name} ${kb(bytes)} of ${kb(budget)}`);
}
for (const [name, bytes, budget] of signedInChecks) {
  const ok = bytes <= budget;
  if (!ok && SIGNED_IN_GOAL_ENFORCED) over += 1;
  const verdict = ok ? 'within' : SIGNED_IN_GOAL_ENFORCED ? 'OVER' : 'over';
  console.log(
    `${verdict} ${SIGNED_IN_GOAL_ENFORCED ? 'budget' : 'goal (not enforced yet)'}: ${name} ${kb(bytes)} of ${kb(budget)}`,
  );
}
recordPhase('bundle budget', Date.now() - started);
process.exit(over ? 1 : 0);
