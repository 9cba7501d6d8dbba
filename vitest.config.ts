import { defineConfig } from 'vitest/config';

// Every workspace brings its own project; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/routing', 'apps/server', 'apps/web'],
  },
});
