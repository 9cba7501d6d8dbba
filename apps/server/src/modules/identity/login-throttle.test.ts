import { describe, expect, it } from 'vitest';
import { accountPauseMs, loginPauseMs } from './login-throttle.js';

const now = new Date('2026-11-21T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('login throttling', () => {
  it('lets the first four failures through without a pause', () => {
    expect(loginPauseMs(undefined, now)).toBe(0);
    expect(loginPauseMs({ count: 4, lastFailedAt: now }, now)).toBe(0);
  });

  it('pauses 30 s after the fifth failure and doubles per further failure', () => {
    expect(loginPauseMs({ count: 5, lastFailedAt: now }, now)).toBe(30_000);
    expect(loginPauseMs({ count: 6, lastFailedAt: now }, now)).toBe(60_000);
    expect(loginPauseMs({ count: 5, lastFailedAt: secondsAgo(20) }, now)).toBe(10_000);
    expect(loginPauseMs({ count: 5, lastFailedAt: secondsAgo(31) }, now)).toBe(0);
  });

  it('never pauses longer than 15 minutes, and forgets failures older than the window', () => {
    expect(loginPauseMs({ count: 30, lastFailedAt: now }, now)).toBe(15 * 60_000);
    expect(loginPauseMs({ count: 30, lastFailedAt: secondsAgo(15 * 60) }, now)).toBe(0);
  });

  it('refuses unknown devices after 20 failures for an account from all addresses within an hour', () => {
    const fromTen = Array.from({ length: 10 }, (_, index) => ({
      count: 2,
      lastFailedAt: secondsAgo(600 - index),
    }));
    expect(accountPauseMs(fromTen.slice(0, 9), now)).toBe(0);
    // Open again once the oldest address's failures are an hour old.
    expect(accountPauseMs(fromTen, now)).toBe(3000_000);
    expect(accountPauseMs([{ count: 25, lastFailedAt: secondsAgo(3600) }], now)).toBe(0);
  });
});
