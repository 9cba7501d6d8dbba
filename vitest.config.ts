import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';
import { webProjects } from './apps/web/vitest.config.ts';

// Every workspace brings its own projects; the server's are split by whether a test touches a database
// (`server-unit`, `server-db`), so that `npm test -- --db-only` runs just the second. `npm run test:unit`
// runs them all.
// One test file per core: Vitest's default of cores - 1 leaves one of CI's two cores idle, and the web
// tests alone took 138 s on one worker against 85 s on two. The server's database tests, which wait on
// their database much of the time, ask the same in their own project (a later group, see its config).
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: ['packages/contracts', 'packages/routing', ...serverProjects, ...webProjects],
  },
});
