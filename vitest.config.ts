import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';
import { webProjects } from './apps/web/vitest.config.ts';

// Every workspace brings its own projects; the server's are split by whether a test touches a database
// (`server-unit`, `server-db`), so that `npm test -- --db-only` runs just the second. `npm run test:unit`
// runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/routing', ...serverProjects, ...webProjects],
  },
});
