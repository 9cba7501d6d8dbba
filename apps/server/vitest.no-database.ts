// Setup of the `server-unit` Vitest project: unit tests run once, on no database, and CI's PostgreSQL pass
// skips them. So opening PGlite or a PostgreSQL connection here is a mistake: fail loudly and say where
// such a test belongs instead of letting it pass on PGlite only.
import { vi } from 'vitest';

function refuse(): never {
  throw new Error(
    'A server unit test opened a database. Tests that need one live in apps/server/test/ or are named ' +
      '*.db.test.ts, so that they also run on PostgreSQL (see apps/server/vitest.config.ts).',
  );
}

class NoDatabase {
  constructor() {
    refuse();
  }
  static create(): never {
    refuse();
  }
}

vi.mock('@electric-sql/pglite', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  PGlite: NoDatabase,
}));

vi.mock('pg', async (importOriginal) => {
  const original = await importOriginal<{ default: Record<string, unknown> }>();
  const pg = { ...original.default, Client: NoDatabase, Pool: NoDatabase };
  return { ...original, ...pg, default: pg };
});
