import { beforeAll } from 'vitest';
import { demoUser, type Caller } from '../profile-helpers.js';
import type { TestApp } from '../test-app.js';

/** A caller that passes every call on to the caller `current` answers at the time of the call. */
function standIn(current: () => Caller): Caller {
  return {
    get token() {
      return current().token;
    },
    get sub() {
      return current().sub;
    },
    call: (options) => current().call(options),
    get: (url) => current().get(url),
    post: (url, payload) => current().post(url, payload),
    put: (url, payload) => current().put(url, payload),
    del: (url) => current().del(url),
  };
}

/**
 * The callers of the enclosing describe's tests, made once by `make` before its first test (after the
 * app of an earlier `useTestApp` is built). Answers at once one stand-in per caller, in `make`'s order,
 * so a file names its people with `const` instead of a `let` and an assignment in its own `beforeAll`;
 * a stand-in used before `make` ran throws.
 */
export function useCallers<const T extends readonly Caller[]>(count: number, make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  const nth = (index: number) => (): Caller => {
    if (!made) throw new Error('The callers exist only inside the tests and hooks of their describe.');
    return made[index]!;
  };
  return Array.from({ length: count }, (_, index) => standIn(nth(index))) as unknown as T;
}

/** A demo account, by the part of its e-mail address before '@example.nl' ('beheer' is Bart, the admin). */
export type DemoAccount = 'gerda' | 'henk' | 'marieke' | 'jan' | 'ingrid' | 'beheer';

/** The demo users of these accounts, signed in before the describe's tests, in this order. */
export function useDemoUsers<const A extends readonly DemoAccount[]>(
  t: TestApp,
  ...accounts: A
): { [I in keyof A]: Caller } {
  return useCallers(
    accounts.length,
    () =>
      Promise.all(accounts.map((account) => demoUser(t, `${account}@example.nl`))) as Promise<{
        [I in keyof A]: Caller;
      }>,
  );
}
