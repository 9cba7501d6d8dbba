import { describe, expect, it } from 'vitest';
import { testCaller } from './test-caller.js';
import { ownProfileId } from './shared.js';

const caller = testCaller;

describe('ownership', () => {
  it('lets only the owner use their own paths', () => {
    expect(ownProfileId(caller, 'me')).toBe('user-1');
    expect(ownProfileId(caller, 'urn:nb:pf:user:user-1')).toBe('user-1');
    expect(() => ownProfileId({ ...caller, roles: ['admin'] }, 'user-2')).toThrow('Only the owner');
  });
});
