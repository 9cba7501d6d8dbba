import { describe, expect, it } from 'vitest';
import { decide } from './settlement-rules.js';

describe('the decision on a reserved fare (reference §7.1 (5))', () => {
  it.each([
    // passenger, driver, final, decision
    [true, true, false, 'pay'],
    [true, false, false, 'release'],
    [false, true, false, 'dispute'],
    [false, false, false, 'release'],
    [true, null, false, 'wait'],
    [null, true, false, 'wait'],
    [null, null, false, 'wait'],
    [true, true, true, 'pay'],
    [true, false, true, 'release'],
    [true, null, true, 'release'],
    [false, true, true, 'dispute'],
    [false, false, true, 'release'],
    [false, null, true, 'release'],
    [null, true, true, 'pay'],
    [null, false, true, 'release'],
    [null, null, true, 'release'],
  ] as const)('passenger %s, driver %s, final %s: %s', (passenger, driver, final, decision) => {
    expect(decide(passenger, driver, final)).toBe(decision);
  });
});
