import { describe, expect, it } from 'vitest';
import type { AuthUser } from './token-verifier.js';
import { verifiedTokenMemory } from './verified-tokens.js';

const user = (id: string): AuthUser => ({
  id,
  givenName: 'Gerda',
  familyName: 'Wassink',
  fullName: 'Gerda Wassink',
  email: undefined,
  roles: ['delegate'],
});
const T = 1_800_000_000; // epoch seconds

describe('verified token memory', () => {
  it('answers a remembered token until its exp passes the tolerance, then forgets it', () => {
    const memory = verifiedTokenMemory({ clockToleranceSeconds: 30, maxEntries: 10 });
    memory.remember('a', { user: user('u1'), expiresAt: T + 600, notBefore: undefined });
    expect(memory.recall('a', T * 1000)).toEqual(user('u1'));
    expect(memory.recall('a', (T + 629) * 1000 + 999)).toEqual(user('u1'));
    expect(memory.recall('a', (T + 630) * 1000)).toBeUndefined();
    expect(memory.size()).toBe(0);
  });

  it('does not answer before nbf (with the tolerance), nor for a token without exp', () => {
    const memory = verifiedTokenMemory({ clockToleranceSeconds: 30, maxEntries: 10 });
    memory.remember('a', { user: user('u1'), expiresAt: T + 600, notBefore: T + 100 });
    expect(memory.recall('a', (T + 69) * 1000)).toBeUndefined();
    expect(memory.recall('a', (T + 70) * 1000)).toEqual(user('u1'));
    memory.remember('b', { user: user('u2'), expiresAt: undefined, notBefore: undefined });
    expect(memory.recall('b', T * 1000)).toBeUndefined();
  });

  it('answers only the very token it verified, and each time a caller of its own', () => {
    const memory = verifiedTokenMemory({ clockToleranceSeconds: 30, maxEntries: 10 });
    memory.remember('a', { user: user('u1'), expiresAt: T + 600, notBefore: undefined });
    expect(memory.recall('a2', T * 1000)).toBeUndefined();
    const first = memory.recall('a', T * 1000)!;
    first.roles.push('admin');
    expect(memory.recall('a', T * 1000)!.roles).toEqual(['delegate']);
  });

  it('keeps at most maxEntries, forgetting the oldest first', () => {
    const memory = verifiedTokenMemory({ clockToleranceSeconds: 30, maxEntries: 2 });
    for (const token of ['a', 'b', 'c'])
      memory.remember(token, { user: user(token), expiresAt: T + 600, notBefore: undefined });
    expect(memory.size()).toBe(2);
    expect(memory.recall('a', T * 1000)).toBeUndefined();
    expect(memory.recall('c', T * 1000)?.id).toBe('c');
  });
});
