import { defineConfig, devices } from '@playwright/test';

// Journeys run against the built server (which serves the built app) with a fresh database and the demo
// accounts, in Debian's Chromium: no browser is downloaded. Each worker starts a server of its own
// (e2e/fixtures.ts), so two workers run side by side on the machine's two cores; the journeys of one file
// stay in order on one worker. A server given by E2E_BASE_URL is shared, so then one worker.
const externalServer = Boolean(process.env.E2E_BASE_URL);

/**
 * CI's second pass on PostgreSQL (`npm test -- --db-only`, which sets E2E_DATABASE_ONLY) runs one journey:
 * live messages, whose events travel through LISTEN/NOTIFY between connections on PostgreSQL (in-process
 * on PGlite) to the browser's event stream, in the built server with its PostgreSQL driver. A journey is
 * one person clicking, one request at a time, so it cannot show what else differs between the databases
 * (row locks under concurrent requests): the `server-db` tests prove that on PostgreSQL in the same pass
 * (the last seat, both answers of a settlement at once, fifty withdrawals at once, payout batches against
 * cancellations), and so do `.ci/run`'s fault tests (two instances, kill -9, the soak). Decision 64.
 */
const onPostgresqlToo = ['**/messaging.spec.ts'];
const workers = externalServer ? 1 : Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  ...(process.env.E2E_DATABASE_ONLY ? { testMatch: onPostgresqlToo } : {}),
  outputDir: '../../test-results/web-e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Two workers share the two cores with their servers: the longest journey (delegation, ~25 s alone) gets room.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // The service worker would answer navigations from its cache; journeys must see the server's answers.
    serviceWorkers: 'block',
    // Recording a trace of every journey costs about a third of their time; CI retries a failed journey
    // once and records that retry, which is the trace worth reading.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-quic',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
