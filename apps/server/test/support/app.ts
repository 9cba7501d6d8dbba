import { afterAll, beforeAll } from 'vitest';
import { manualClock, type ManualClock } from '../../src/platform/clock.js';
import type { Db } from '../../src/platform/db/database.js';
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

/**
 * The database of the app `t` for the tests of the describe: a stand-in that passes every use on to the
 * database of the app built for this run, so a file names it with `const` instead of a `let` and an
 * assignment in its own `beforeAll`. Used before the app is built, it throws as `t` does.
 */
export function useDb(t: TestApp): Db {
  const current = (): Db => t.app.database.db;
  return new Proxy({} as Db, {
    get(_target, property) {
      const db = current();
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
    has: (_target, property) => Reflect.has(current(), property),
  });
}

/**
 * The app of the describe's tests on a manual clock that stands at `start` until a test moves it, with
 * its database (`useDb`): `options` add settings and other test doubles.
 */
export function useAppAt(
  start: string | number,
  options: TestAppOptions = {},
): { t: TestApp; clock: ManualClock; db: Db } {
  const clock = manualClock(start);
  const t = useTestApp({ ...options, services: { clock, ...options.services } });
  return { t, clock, db: useDb(t) };
}
