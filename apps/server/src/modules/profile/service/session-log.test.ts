import { describe, expect, it } from 'vitest';
import { testCaller } from './test-caller.js';
import { sessionKeyOf } from './session-log.js';

const caller = testCaller;

describe('sessions', () => {
  it('groups events by the token’s login session, else by browser and day', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(sessionKeyOf({ ...caller, sessionId: 'sid-1' }, 'UA', now)).toBe('sid-1');
    const fallback = sessionKeyOf(caller, 'UA', now);
    expect(fallback).toMatch(/^ua-[0-9a-f]{16}-2026-03-02$/);
    expect(sessionKeyOf(caller, 'UA', new Date('2026-03-02T22:00:00Z'))).toBe(fallback);
    expect(sessionKeyOf(caller, 'other', now)).not.toBe(fallback);
  });
});
