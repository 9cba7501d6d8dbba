import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file builds its own app on its own database; hashing and WASM start-up take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
