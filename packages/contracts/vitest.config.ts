import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    passWithNoTests: false,
    // Pure functions: the files share one module registry instead of loading zod again for every file.
    isolate: false,
  },
});
