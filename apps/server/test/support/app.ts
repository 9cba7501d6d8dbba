import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app.js';

/**
 * One real app for the tests of the enclosing describe (or file): it is built before the first test and
 * closed, with its database, after the last. The returned handle reads the app built for this run, so a
 * test uses `t.app` and `t.config` as it would on the app itself.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('The test app exists only inside the tests and hooks of its describe.');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
