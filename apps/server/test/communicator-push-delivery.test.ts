import { performance } from 'node:perf_hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { PUSH_SUBSCRIPTIONS_MAX_PER_USER } from '@achterhoek/contracts';
import { processOutboxOnce } from '../src/platform/outbox.js';
import { createPushHandler, webPushSender, type PushSender } from '../src/modules/communicator/push.js';
import { isPublicEndpoint } from '../src/modules/communicator/push-endpoint.js';
import { PUSH_TOPIC } from '../src/modules/communicator/push-delivery-job.js';
import { useSilentServers } from '../src/platform/http/fake-remote-service.js';
import type { Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { rows } from './ledger-helpers.js';
import { C, pushKeys, send } from './communicator-helpers.js';

// Issue 26: one person's slow push services held up everybody's pushes (a push to Henk waited 41 minutes
// behind someone with 300 subscriptions on a service that never answered).
describe('communicator: push delivery that nobody can slow down', () => {
  // The app's own worker is off: the tests drive the outbox with fake push services.
  const { t, clock, db } = useAppAt('2026-03-02T10:00:00Z', { env: { OUTBOX_INTERVAL_MS: '0' } });
  const [gerda, henk, marieke] = useDemoUsers(t, 'gerda', 'henk', 'marieke');
  const subscribe = (caller: Caller, endpoint: string) =>
    caller.put(`${C}/users/me/push-subscription`, { endpoint, keys: pushKeys() });
  const process = (handler: ReturnType<typeof createPushHandler>) =>
    processOutboxOnce(db, { [PUSH_TOPIC]: handler }, { clock });
  const subscriptionsOf = (caller: Caller) =>
    rows<{ endpoint: string; failures: number; paused_until: Date | string | null }>(
      db,
      sql`select endpoint, failures, paused_until from communicator.push_subscriptions
           where user_id = ${caller.sub} order by id`,
    );

  /** A push service on 127.0.0.1 that accepts connections and never answers. */
  const silent = useSilentServers();
  const silentService = async () => `https://127.0.0.1:${await silent.start()}/push/silent`;

  beforeEach(async () => {
    await db.execute(sql`delete from platform.outbox`);
    await db.execute(sql`delete from communicator.push_subscriptions`);
  });

  it("does not let a push service that never answers delay another person's push beyond the timeout", async () => {
    const timeoutMs = 500;
    const slowEndpoint = await silentService();
    // Stored directly: the API refuses a loopback endpoint, and this one stands for a slow public service.
    await db.execute(sql`
      insert into communicator.push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
      values (${marieke.sub}, ${slowEndpoint}, ${pushKeys().p256dh}, ${pushKeys().auth}, ${clock.now().toISOString()})`);
    expect((await subscribe(henk, 'https://push.example.net/send/henk')).statusCode).toBe(204);
    for (let index = 0; index < 4; index += 1) await send(gerda, marieke.sub, `Bericht ${index}`);
    await send(gerda, henk.sub, 'Ben je thuis?');

    const real = webPushSender(webpush.generateVAPIDKeys(), 'mailto:beheer@example.nl', timeoutMs);
    let henkPushedAt: number | undefined;
    const sender: PushSender = async (target, payload) => {
      if (target.endpoint === slowEndpoint) return real(target, payload);
      henkPushedAt = performance.now();
    };
    const handler = createPushHandler(sender, clock, { timeoutMs, publicEndpoint: async () => true });
    const started = performance.now();
    expect(await process(handler)).toBe(1);

    // Henk's push went out within about one timeout; the silent service was tried once, then passed by.
    expect(henkPushedAt).toBeDefined();
    expect(henkPushedAt! - started).toBeLessThan(timeoutMs * 3);
    expect(silent.sockets).toHaveLength(1);
    expect(await subscriptionsOf(marieke)).toMatchObject([{ failures: 1 }]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX_PER_USER} devices a person: a new one replaces the oldest`, async () => {
    const endpoints = Array.from(
      { length: PUSH_SUBSCRIPTIONS_MAX_PER_USER + 1 },
      (_each, index) => `https://push.example.net/send/device-${index}`,
    );
    for (const endpoint of endpoints.slice(0, PUSH_SUBSCRIPTIONS_MAX_PER_USER)) {
      expect((await subscribe(gerda, endpoint)).statusCode).toBe(204);
      clock.advance(1_000);
    }
    // Registering a known device again changes nothing in the count.
    expect((await subscribe(gerda, endpoints[3]!)).statusCode).toBe(204);
    expect(await subscriptionsOf(gerda)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX_PER_USER);

    expect((await subscribe(gerda, endpoints.at(-1)!)).statusCode).toBe(204);
    const kept = (await subscriptionsOf(gerda)).map((row) => row.endpoint);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_MAX_PER_USER);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toEqual(expect.arrayContaining(endpoints.slice(1)));
  });

  it('skips a failing endpoint for longer after each failure, and uses it again once it works', async () => {
    expect((await subscribe(henk, 'https://push.example.net/send/henk')).statusCode).toBe(204);
    let calls = 0;
    const failing = createPushHandler(
      async () => {
        calls += 1;
        throw Object.assign(new Error('push service down'), { statusCode: 503 });
      },
      clock,
      { publicEndpoint: async () => true },
    );
    await send(gerda, henk.sub, 'Eerste');
    expect(await process(failing)).toBe(0);
    expect(calls).toBe(1);
    // A second message while the endpoint is paused (a minute) does not try it.
    await send(gerda, henk.sub, 'Tweede');
    expect(await process(failing)).toBe(0);
    expect(calls).toBe(1);

    // A minute on it is tried once more, fails again, and is paused for two minutes.
    clock.advance(60_000);
    expect(await process(failing)).toBe(0);
    expect(calls).toBe(2);
    const [paused] = await subscriptionsOf(henk);
    expect(paused!.failures).toBe(2);
    expect(new Date(paused!.paused_until!).getTime()).toBe(clock.nowMs() + 120_000);

    const sent: string[] = [];
    const working = createPushHandler(
      async (_target, payload) => {
        sent.push((JSON.parse(payload) as { body: string }).body);
      },
      clock,
      { publicEndpoint: async () => true },
    );
    // Still paused a minute later; the outbox's own next try (its backoff grows too) finds it working.
    clock.advance(60_000);
    expect(await process(working)).toBe(0);
    expect(sent).toEqual([]);
    clock.advance(80_000);
    expect(await process(working)).toBe(2);
    expect(sent.sort()).toEqual(['Eerste', 'Tweede']);
    expect(await subscriptionsOf(henk)).toMatchObject([{ failures: 0, paused_until: null }]);
  });

  it('checks a stored endpoint before each send and drops one that is, or now resolves, inside the network', async () => {
    expect((await subscribe(henk, 'https://push.example.net/send/henk')).statusCode).toBe(204);
    expect((await subscribe(henk, 'https://push.example.org/send/henk')).statusCode).toBe(204);
    // Stored before the host rule was strict: 127.1 is 127.0.0.1.
    await db.execute(sql`
      insert into communicator.push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
      values (${henk.sub}, 'https://127.1/send/old', ${pushKeys().p256dh}, ${pushKeys().auth}, ${clock.now().toISOString()})`);
    const asked: string[] = [];
    // push.example.net has been pointed at a private address since it was registered.
    const lookup = async (hostname: string) => {
      asked.push(hostname);
      return hostname === 'push.example.net' ? ['93.184.215.14', '10.0.0.5'] : ['93.184.215.14'];
    };
    const sent: string[] = [];
    const handler = createPushHandler(
      async (target) => {
        sent.push(target.endpoint);
      },
      clock,
      { publicEndpoint: (endpoint) => isPublicEndpoint(endpoint, lookup) },
    );
    await send(gerda, henk.sub, 'Ben je thuis?');
    expect(await process(handler)).toBe(1);

    expect(sent).toEqual(['https://push.example.org/send/henk']);
    expect(asked.sort()).toEqual(['push.example.net', 'push.example.org']);
    expect((await subscriptionsOf(henk)).map((row) => row.endpoint)).toEqual([
      'https://push.example.org/send/henk',
    ]);
  });
});
