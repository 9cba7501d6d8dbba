import { describe, expect, it } from 'vitest';
import { createSendLimiter, pushPauseMs, withDeadline } from './push-limits.js';

describe('push send limiter', () => {
  it('runs at most 8 sends at once, at most 2 to one host, and lets other hosts past a busy one', async () => {
    const limiter = createSendLimiter(8, 2);
    let active = 0;
    let most = 0;
    const activeByHost = new Map<string, number>();
    let mostForOneHost = 0;
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const task = (host: string) =>
      limiter.run(host, async () => {
        active += 1;
        activeByHost.set(host, (activeByHost.get(host) ?? 0) + 1);
        most = Math.max(most, active);
        mostForOneHost = Math.max(mostForOneHost, activeByHost.get(host)!);
        started.push(host);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
        activeByHost.set(host, activeByHost.get(host)! - 1);
      });
    // Ten sends to one slow host queue first, then one to each of ten other hosts.
    const all = [
      ...Array.from({ length: 10 }, () => task('slow.example')),
      ...Array.from({ length: 10 }, (_each, index) => task(`host-${index}.example`)),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.filter((host) => host === 'slow.example')).toHaveLength(2);
    expect(started).toHaveLength(8);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(started).toHaveLength(20);
    expect(most).toBe(8);
    expect(mostForOneHost).toBe(2);
  });

  it('frees the slot of a send that fails', async () => {
    const limiter = createSendLimiter(1, 1);
    await expect(limiter.run('a', async () => Promise.reject(new Error('kapot')))).rejects.toThrow('kapot');
    await expect(limiter.run('a', async () => 'verder')).resolves.toBe('verder');
  });

  it('gives up on a send at its deadline', async () => {
    await expect(withDeadline(new Promise(() => undefined), 20)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
  });

  it('pauses a failing endpoint 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 7, 50].map(pushPauseMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});
