#!/usr/bin/env node
// Measures the built web app's mobile performance with Lighthouse: the landing page for an anonymous
// visitor, and Home and Search for a signed-in demo user. `npm run bench:lighthouse` builds first; this
// script only starts the built server, so run the build yourself when calling it directly.
//
// It is a measurement, not a test: it exits 0 whatever the scores are (and non-zero only when it could
// not measure), and prints per page whether the goal of a performance score of at least 95 is met.
//
//   node scripts/lighthouse.mjs             a plain-text table
//   node scripts/lighthouse.mjs --markdown  the same as Markdown, for docs/performance.md
//   node scripts/lighthouse.mjs --page /home   only that page (repeatable), to try a change quickly
//   node scripts/lighthouse.mjs --web-dist DIR a web build kept in DIR instead of apps/web/dist
//
// Progress goes to stderr, the results to stdout, so `--markdown > table.md` gives just the results.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const markdown = process.argv.includes('--markdown');
// `--reports DIR`: also keep every run's full Lighthouse report (JSON) there, to see where the time goes.
const reportsDir = process.argv.includes('--reports')
  ? process.argv[process.argv.indexOf('--reports') + 1]
  : undefined;

// Debian's Chromium, as the browser journeys use: the project never downloads a browser.
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

// Lighthouse's scores vary from run to run (more so on a small shared machine), so every page is measured
// a few times and the run with the median performance score is reported, as Lighthouse's docs advise.
const RUNS = 3;
const GOAL = 95;

// The demo passenger that the browser journeys sign in as (apps/web/e2e/helpers.ts).
const DEMO_USER = { email: 'gerda@example.nl', password: 'demo1234' };

const ALL_PAGES = [
  { path: '/', label: 'landing `/` (anonymous)', signedIn: false },
  { path: '/home', label: '`/home` (signed in)', signedIn: true },
  { path: '/search', label: '`/search` (signed in)', signedIn: true },
];
// `--web-dist DIR`: measure a build kept elsewhere (a copy of apps/web/dist from before a change), to
// compare before and after in the same conditions without building twice.
const webDistOption = process.argv.includes('--web-dist')
  ? path.resolve(process.argv[process.argv.indexOf('--web-dist') + 1])
  : undefined;
const chosenPaths = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
const PAGES = chosenPaths.length ? ALL_PAGES.filter((page) => chosenPaths.includes(page.path)) : ALL_PAGES;
if (PAGES.length === 0) {
  console.error(`--page: choose from ${ALL_PAGES.map((page) => page.path).join(', ')}`);
  process.exit(2);
}

// Accessibility, best practices and SEO read the page Lighthouse has loaded anyway, so they add little to
// a run and are measured too.
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Everything else is Lighthouse 12's default: mobile form factor and screen, simulated throttling (slow
// 4G, 4× CPU slowdown). What is cleared before each run differs per page, see storageOptions.
const LH_FLAGS = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };

const log = (message) => console.error(`[lighthouse] ${message}`);
const started = Date.now();

/** A port that is free now: the OS picks one, we release it and hand it on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Copies the built web app to `target`. The server makes its routes for the app's files when it starts, so
 * a build that rewrites apps/web/dist during the measurement (someone working in the same checkout) would
 * turn the app's scripts into 404s and the runs into blank pages; the copy keeps the measured app as it
 * was built. A copy taken halfway through a build (index.html's files missing, or their .br/.gz copies
 * not written yet, which would measure an uncompressed app) is taken again a little later.
 */
async function snapshotWebDist(target) {
  const dist = webDistOption ?? path.join(root, 'apps/web/dist');
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(dist, target, { recursive: true });
    const html = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    // Like apps/web/scripts/compress.mjs: only text files of 1 kB or more get compressed copies.
    const missing = files.flatMap((file) => {
      const full = path.join(target, file);
      if (!fs.existsSync(full)) return [file];
      if (fs.statSync(full).size < 1024) return [];
      return [`${file}.br`, `${file}.gz`].filter((copy) => !fs.existsSync(path.join(target, copy)));
    });
    if (missing.length === 0) return;
    if (attempt === 3) {
      throw new Error(`apps/web/dist is incomplete (is a build running?): ${missing.slice(0, 5).join(', ')}`);
    }
    log(`apps/web/dist is incomplete (is a build running?); trying again in 15 s`);
    await sleep(15_000);
  }
}

/** Starts the built server with a fresh in-memory database and the demo accounts (as e2e-server.mjs does). */
async function startServer(port, dataDir, webDist) {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    // The server's own output goes to stderr, so that stdout holds only the results.
    stdio: ['ignore', 2, 2],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DATABASE_URL: 'memory://',
      SEED_DEMO: 'true',
      // Measured offline: the maps show the route without background tiles.
      MAP_TILE_URL: 'none',
      LOG_LEVEL: 'warn',
      // Signing in goes through the login form; keep the rate limit out of the way as the journeys do.
      AUTH_RATE_LIMIT: '1000',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const result = await Promise.race([exited, sleep(250).then(() => undefined)]);
    if (result) throw new Error(`the server exited before it was ready (${result.signal ?? result.code})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) return { server, exited };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 120 s');
  }
}

/**
 * Checks that the server on the port is ours and serves the copy we made: the port was only free when we
 * asked, and a server started elsewhere in that moment (another run of this script, say) would answer the
 * health check too, and we would measure its app.
 */
async function expectOurApp(baseUrl, webDist) {
  // The server sends the prerendered landing page for `/` (index.html for a build without one).
  const landing = ['landing.html', 'index.html'].find((file) => fs.existsSync(path.join(webDist, file)));
  const served = await fetch(`${baseUrl}/`).then((response) => response.text());
  if (server.exitCode !== null || served !== fs.readFileSync(path.join(webDist, landing), 'utf8')) {
    throw new Error(`${baseUrl} is not the server this script started (port taken by another process?)`);
  }
}

/**
 * Signs in through the real login page, as the journeys' `login` does. The browser is the one Lighthouse
 * measures in (same default profile), so the OIDC user in local storage and the provider's session cookies
 * are there for the signed-in pages.
 */
async function signIn(context, baseUrl) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.waitForURL(/\/auth\/interaction\//);
  await page.getByLabel('E-mailadres').fill(DEMO_USER.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.waitForURL(/\/home$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Leave the app: an open Home would keep its event stream and timers running while Lighthouse measures.
  await page.goto('about:blank');
}

/**
 * What Lighthouse clears before (and after) a run. Lighthouse 12 always empties the HTTP cache and, by
 * default, the origin's service workers, Cache Storage and file systems, but keeps local storage and
 * cookies. The landing page is measured before signing in and with everything cleared, so it is an
 * anonymous first visit. The signed-in pages keep local storage and cookies (the OIDC user and the provider
 * session) but still lose the caches and the service worker, so they measure a cold load of the app's
 * code like the landing page, not a load from the precache. `disableStorageReset: true` would keep the
 * login too, but also the HTTP cache and the service worker: a warm load that hides the bundle's size.
 */
function storageOptions(signedIn) {
  return signedIn
    ? { clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] }
    : { clearStorageTypes: ['all'] };
}

/**
 * Signed in, the app keeps a live event stream open (a fetch that never ends, by design). Lighthouse waits
 * for the page's important requests to end and cannot tell this one apart, so every run would wait for its
 * 45-second limit and warn that the results may be incomplete. Blocking the stream lets Lighthouse see the
 * end of the load; the app retries the stream later and the first load does not wait for it.
 */
const LIVE_STREAM = '*/api/communicator/users/me/events*';

async function measure(url, debuggingPort, signedIn) {
  const result = await lighthouse(url, {
    ...LH_FLAGS,
    port: debuggingPort,
    ...storageOptions(signedIn),
    blockedUrlPatterns: signedIn ? [LIVE_STREAM] : [],
  });
  const lhr = result?.lhr;
  if (reportsDir && lhr) {
    fs.mkdirSync(reportsDir, { recursive: true });
    const page = new URL(url).pathname.replace(/\W+/g, '') || 'landing';
    fs.writeFileSync(path.join(reportsDir, `${page}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // Such as 'The page loaded too slowly to finish within the time limit': the figures may be off.
  for (const warning of lhr.runWarnings) log(`warning on ${url}: ${warning}`);
  // A signed-in page that sent us to the login or landing page would be measured as the wrong page.
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (landedOn !== new URL(url).pathname) throw new Error(`${url} ended on ${landedOn}: not signed in?`);
  return lhr;
}

// Lighthouse sometimes loses the trace of a load on a busy machine ('NO_NAVSTART', 'Please run Lighthouse
// again'): such a run measured nothing, so it is run again, a few times at most; any other failure stops.
const RETRIES = 2;

async function measureRetrying(url, debuggingPort, signedIn) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await measure(url, debuggingPort, signedIn);
    } catch (error) {
      if (attempt >= RETRIES || !/run Lighthouse again/i.test(String(error?.message))) throw error;
      log(`${error.message}: running it again`);
    }
  }
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : undefined);
  const transfer = (type) =>
    audit('resource-summary')?.details?.items?.find((item) => item.resourceType === type)?.transferSize;
  return {
    performance: score('performance'),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    jsBytes: transfer('script') ?? 0,
    totalBytes: transfer('total') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

/** Opportunities as Lighthouse's report lists them: audits with estimated savings that did not pass. */
function opportunities(lhr) {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 1)
    .filter((a) => (a.details.overallSavingsMs ?? 0) > 0 || (a.details.overallSavingsBytes ?? 0) > 0)
    .sort(
      (a, b) =>
        (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0) ||
        (b.details.overallSavingsBytes ?? 0) - (a.details.overallSavingsBytes ?? 0),
    );
}

/**
 * Diagnostics that cost time without being opportunities, such as 'Reduce JavaScript execution time':
 * on a page that loads one large script they say more about Total Blocking Time than the opportunities.
 */
function diagnostics(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.details?.type !== 'opportunity' && a.score !== null && a.score < 1)
    .filter((a) => Object.values(a.metricSavings ?? {}).some((ms) => ms > 0));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

function printResults(results, environment) {
  const headings = [
    'page',
    'performance',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
    'JS transferred',
    'all transferred',
    'accessibility',
    'best practices',
    'SEO',
  ];
  const rows = results.map(({ page, median, scores }) => [
    page.label,
    // The median and the spread of the runs: one figure alone hides how noisy the measurement was.
    `${median.performance} (${Math.min(...scores)}–${Math.max(...scores)})`,
    seconds(median.fcp),
    seconds(median.lcp),
    `${Math.round(median.tbt)} ms`,
    median.cls.toFixed(3),
    seconds(median.si),
    kib(median.jsBytes),
    kib(median.totalBytes),
    String(median.accessibility ?? '–'),
    String(median.bestPractices ?? '–'),
    String(median.seo ?? '–'),
  ]);

  const out = [];
  if (markdown) {
    // Columns padded as Prettier would pad them, so the table can be pasted into the docs as it is.
    const widths = headings.map((h, i) => Math.max(3, h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    out.push(line(headings), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line));
  } else {
    const plain = rows.map((r) => r.map((c) => c.replaceAll('`', '')));
    const widths = headings.map((h, i) => Math.max(h.length, ...plain.map((r) => r[i].length)));
    const line = (cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    out.push(line(headings), line(widths.map((w) => '-'.repeat(w))), ...plain.map(line));
  }
  out.push('');
  for (const { page, median } of results) {
    const met = median.performance >= GOAL ? 'met' : 'not met';
    const name = markdown ? page.label : page.label.replaceAll('`', '');
    out.push(`${markdown ? '- ' : ''}${name}: goal ≥ ${GOAL}: ${met} (${median.performance})`);
  }
  out.push('');
  out.push(
    `Median of ${RUNS} runs by performance score (range in brackets); ` +
      `Lighthouse ${environment.lighthouseVersion}, ${environment.browser}, ` +
      `mobile, simulated throttling (slow 4G, 4× CPU); ` +
      `benchmark index ${environment.benchmarkIndex}; ${environment.date}.`,
  );

  const landing = results.find((r) => !r.page.signedIn);
  if (landing) {
    out.push('');
    out.push(`Opportunities on the landing page (its median run), with Lighthouse's estimated savings:`);
    const found = opportunities(landing.lhr);
    if (found.length === 0) out.push(markdown ? '- none' : '  none');
    for (const a of found) {
      const savings = [
        a.details.overallSavingsMs ? `${Math.round(a.details.overallSavingsMs)} ms` : undefined,
        a.details.overallSavingsBytes ? kib(a.details.overallSavingsBytes) : undefined,
      ].filter(Boolean);
      out.push(`${markdown ? '-' : ' '} ${a.title}: ${savings.join(', ')}`);
    }
    out.push('');
    out.push('Diagnostics on the landing page (its median run), with the metric they cost:');
    const costly = diagnostics(landing.lhr);
    if (costly.length === 0) out.push(markdown ? '- none' : '  none');
    for (const a of costly) {
      const cost = Object.entries(a.metricSavings)
        .filter(([, ms]) => ms > 0)
        .map(([metric, ms]) => `${metric} ${Math.round(ms)} ms`);
      out.push(`${markdown ? '-' : ' '} ${a.title}: ${a.displayValue ?? ''} (${cost.join(', ')})`);
    }
  }
  console.log(out.join('\n'));
}

const tempDirs = [];
let server;
let serverExited;
let context;

async function cleanUp() {
  // Each step on its own: a failure in one must not leave the others behind.
  if (context) await context.close().catch((error) => log(`closing the browser: ${error.message}`));
  context = undefined;
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await serverExited;
    clearTimeout(timer);
  }
  server = undefined;
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')) || !fs.existsSync(CHROMIUM)) {
    throw new Error(`needs the built app and ${CHROMIUM}: run \`npm run bench:lighthouse\``);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-lighthouse-data-'));
  tempDirs.push(dataDir);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-lighthouse-profile-'));
  tempDirs.push(profileDir);
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-lighthouse-web-'));
  tempDirs.push(webDist);
  await snapshotWebDist(webDist);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the server on ${baseUrl}`);
  ({ server, exited: serverExited } = await startServer(port, dataDir, webDist));
  await expectOurApp(baseUrl, webDist);

  // One browser for Playwright (to sign in) and Lighthouse (to measure), sharing the default profile:
  // Playwright drives it over its pipe, Lighthouse attaches over the debugging port.
  const debuggingPort = await freePort();
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
    // No viewport of Playwright's: it would emulate its own screen on the pages Lighthouse opens, on top
    // of Lighthouse's mobile screen.
    viewport: null,
  });

  // The full version: the user agent Lighthouse records is reduced to the major one (156.0.0.0).
  const version = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`).then((r) => r.json());
  const results = [];
  const environment = { date: new Date().toISOString().slice(0, 10), browser: version.Browser };
  // The anonymous page first: signing in leaves cookies and local storage in the shared profile.
  for (const page of [...PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
    if (page.signedIn && !results.some((r) => r.page.signedIn)) {
      log(`signing in as ${DEMO_USER.email}`);
      await signIn(context, baseUrl);
    }
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const t0 = Date.now();
      const lhr = await measureRetrying(`${baseUrl}${page.path}`, debuggingPort, page.signedIn);
      const summary = summarize(lhr);
      log(`${page.path} run ${i}/${RUNS}: performance ${summary.performance} (${seconds(Date.now() - t0)})`);
      runs.push({ lhr, summary });
      environment.lighthouseVersion = lhr.lighthouseVersion;
      environment.benchmarkIndex = lhr.environment.benchmarkIndex;
    }
    const sorted = [...runs].sort((a, b) => a.summary.performance - b.summary.performance);
    const middle = sorted[Math.floor(sorted.length / 2)];
    results.push({
      page,
      median: middle.summary,
      lhr: middle.lhr,
      scores: runs.map((r) => r.summary.performance),
    });
  }
  // Back in the order of PAGES for the table.
  results.sort((a, b) => PAGES.indexOf(a.page) - PAGES.indexOf(b.page));
  // The server must have stayed up throughout; otherwise the later runs measured something else.
  await expectOurApp(baseUrl, webDist);

  await cleanUp();
  printResults(results, environment);
  log(`done in ${seconds(Date.now() - started)}`);
} catch (error) {
  log(`failed: ${error.stack ?? error}`);
  await cleanUp();
  process.exitCode = 1;
}
