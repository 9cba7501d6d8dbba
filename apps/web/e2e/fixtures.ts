import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Everything else of Playwright is used as it is; `test` below replaces its `test` (a local export wins).
export * from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The first worker's port; worker n listens on FIRST_PORT + n. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
const START_TIMEOUT_MS = 120_000;

/**
 * Every Playwright worker gets an app of its own: the built server on its own port with a fresh database
 * and the demo accounts (scripts/e2e-server.mjs). The journeys change the demo data as a person would
 * (book Henk's ride, cancel it, settle a trip); with one shared server, two workers would see each other's
 * changes, so the journeys could only run one at a time. With a server each they run side by side, and a
 * worker that Playwright replaces after a failure starts on fresh data again.
 *
 * E2E_BASE_URL points the journeys at a server that already runs (one worker then, see the config).
 */
export const test = base.extend<object, { appUrl: string }>({
  appUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      if (process.env.E2E_BASE_URL) {
        await provide(process.env.E2E_BASE_URL);
        return;
      }
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        cwd: repoRoot,
        env: { ...process.env, E2E_PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilHealthy(url, server);
        await provide(url);
      } finally {
        await stopServer(server);
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  baseURL: async ({ appUrl }, provide) => {
    await provide(appUrl);
  },
});

async function waitUntilHealthy(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The journeys' server stopped at start (exit ${server.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The journeys' server at ${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** Stops the server the way Playwright stopped its web server: SIGTERM, which drops its database. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
