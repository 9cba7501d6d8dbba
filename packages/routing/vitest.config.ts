import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'routing',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    // Pure functions over in-memory data: the files share one module registry instead of loading the
    // engine again for every file.
    isolate: false,
  },
});
