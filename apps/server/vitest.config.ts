import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Each database test file builds its own app on its own database; hashing and WASM start-up take a moment.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// A test that builds the app or opens a database: everything under test/, and a `*.db.test.ts` next to
// its source. These run on both databases; CI's PostgreSQL pass runs only them (and the journeys).
const databaseTests = ['test/**/*.test.ts', 'src/**/*.db.test.ts'];
// The fault and load tests (a server killed with SIGKILL, two instances, the soak) take a minute or more of
// a machine: they are their own project, `server-faults`, which only CI's `.ci/run` runs (decision 61).
const faultTests = ['test/faults/**/*.test.ts'];
// Tests that answer the same on any database: whose subject is not the database — the login against an
// outside issuer, the compose file's settings, and the generated checks over every call (bad input,
// authorisation, declared limits: one request at a time, through the same SQL on either) — and those
// that open PGlite whatever DATABASE_URL says (its files, a server process on it). CI's PostgreSQL pass
// (`npm test -- --db-only`, which sets SERVER_DATABASE_ONLY) leaves them to the first pass (decision 64).
const sameOnEveryDatabase = [
  'test/external-issuer.test.ts',
  'test/compose-config.test.ts',
  'test/every-call.test.ts',
  'test/endpoint-limits.test.ts',
  'test/pglite-files.test.ts',
  'test/shutdown.test.ts',
];

/**
 * The server's tests as two Vitest projects, split by what they touch:
 * - `server-unit`: pure functions next to their source. A guard makes opening PGlite or PostgreSQL throw,
 *   so a test that needs a database cannot hide here and skip the PostgreSQL pass.
 * - `server-db`: the tests above that need a database.
 */
export const serverProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      name: 'server-unit',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.db.test.ts'],
      setupFiles: ['vitest.no-database.ts'],
      // Pure functions: the files share one module registry instead of loading the modules for every file.
      isolate: false,
      ...timeouts,
    },
  },
  {
    root,
    test: {
      name: 'server-db',
      environment: 'node',
      include: databaseTests,
      exclude: [
        ...configDefaults.exclude,
        ...faultTests,
        ...(process.env.SERVER_DATABASE_ONLY ? sameOnEveryDatabase : []),
      ],
      ...timeouts,
      // A file here waits on its database, timers and password hashing much of the time, so one file per
      // core (two on CI's two cores, instead of Vitest's default of cores - 1) finishes in about half the
      // time for the same CPU. A different worker count needs its own group, run after the unit tests.
      maxWorkers: '100%',
      // Every file builds its own app on its own database, so the files of one worker can share a module
      // registry: the server's modules load once per worker instead of once per file (about 30 s of CI),
      // and in-memory databases start from the worker's one migrated image (see openPglite).
      isolate: false,
      sequence: { groupOrder: 1 },
    },
  },
];

/**
 * `server-faults`: the tests under test/faults (decision 61), on PGlite or on the PostgreSQL server of
 * DATABASE_URL. Not among the projects `npm test` runs: `.ci/run` runs them with vitest.faults.config.ts.
 * One file at a time: each loads the machine (a server process, a thousand operations) on its own.
 */
export const faultProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      name: 'server-faults',
      environment: 'node',
      include: faultTests,
      testTimeout: 240_000,
      hookTimeout: 120_000,
      maxWorkers: 1,
    },
  },
];

// `npx vitest` inside apps/server runs both; the root config lists the same two projects.
export default defineConfig({ test: { projects: serverProjects } });
