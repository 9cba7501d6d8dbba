import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { processOutboxOnce } from '../src/platform/outbox.js';
import { createPushHandler, type PushSender, type PushTarget } from '../src/modules/communicator/push.js';
import { PUSH_TOPIC } from '../src/modules/communicator/push-delivery-job.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { rows } from './ledger-helpers.js';
import { C, pushKeys, send } from './communicator-helpers.js';

describe('communicator: push through the outbox', () => {
  const endpoint = 'https://push.example.net/send/henk';
  // The app's own worker is off: the test drives the outbox with a fake push service.
  const { t, clock, db } = useAppAt('2026-03-02T10:00:00Z', { env: { OUTBOX_INTERVAL_MS: '0' } });
  /** The handler with a fake push service; the endpoint's name counts as public without asking DNS. */
  const handlerOf = (send: PushSender) =>
    createPushHandler(send, clock, { publicEndpoint: async () => true });

  const [gerda, henk] = useDemoUsers(t, 'gerda', 'henk');
  beforeAll(async () => {
    const subscription = { endpoint, keys: pushKeys() };
    expect((await henk.put(`${C}/users/me/push-subscription`, subscription)).statusCode).toBe(204);
  });

  it('retries a failed push later and keeps the message; pushes once when the service is back', async () => {
    const { id } = (await send(gerda, henk.sub, 'Ben je thuis?')).json() as { id: number };
    const failing = handlerOf(async () => {
      throw Object.assign(new Error('push service down'), { statusCode: 503 });
    });
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: failing }, { clock })).toBe(0);
    const [row] = await rows<{ attempts: number; done_at: string | null; due_later: boolean }>(
      db,
      sql`select attempts, done_at, next_attempt_at > ${clock.now().toISOString()}::timestamptz as due_later from platform.outbox`,
    );
    expect(row).toMatchObject({ attempts: 1, done_at: null, due_later: true });
    expect((await henk.get(`${C}/messages/${id}`)).statusCode).toBe(200);
    // Not due yet: nothing happens.
    const sent: { target: PushTarget; payload: string }[] = [];
    const working = handlerOf(async (target, payload) => {
      sent.push({ target, payload });
    });
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: working }, { clock })).toBe(0);

    // The outbox tries again after its backoff (5 s after the first failure) on the app's clock, but the
    // endpoint is paused for a minute after its first failure: that try passes it by at once.
    clock.advance(5_000);
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: working }, { clock })).toBe(0);
    expect(sent).toHaveLength(0);
    clock.advance(55_000);
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: working }, { clock })).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.target.endpoint).toBe(endpoint);
    expect(JSON.parse(sent[0]!.payload)).toMatchObject({ body: 'Ben je thuis?', messageId: id });
    // Handled once: the envelope is marked pushed (at the app clock's time) and the row is done.
    const [envelope] = await rows<{ push_at: Date | string }>(
      db,
      sql`select push_at from communicator.envelopes where message_id = ${id} and not is_sender`,
    );
    expect(new Date(envelope!.push_at).toISOString()).toBe(clock.now().toISOString());
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: working }, { clock })).toBe(0);
    await working({ messageId: id, recipientId: henk.sub }, db);
    expect(sent).toHaveLength(1);
  });

  it('skips the push when the recipient turned message notifications off, keeping the message', async () => {
    await db.execute(
      sql`update profile.profiles set notification_options = notification_options || '{"messages": false}'::jsonb where id = ${henk.sub}`,
    );
    const { id } = (await send(gerda, henk.sub, 'Stil bericht')).json() as { id: number };
    const sent: string[] = [];
    const handler = handlerOf(async (_target, payload) => {
      sent.push(payload);
    });
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: handler }, { clock })).toBe(1);
    expect(sent).toEqual([]);
    expect((await henk.get(`${C}/messages/${id}`)).statusCode).toBe(200);
    await db.execute(
      sql`update profile.profiles set notification_options = notification_options || '{"messages": true}'::jsonb where id = ${henk.sub}`,
    );
  });

  it('removes a subscription the push service reports gone', async () => {
    await send(gerda, henk.sub, 'Nog een bericht');
    const gone = handlerOf(async () => {
      throw Object.assign(new Error('gone'), { statusCode: 410 });
    });
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: gone }, { clock })).toBe(1);
    expect(await rows(db, sql`select id from communicator.push_subscriptions`)).toEqual([]);
  });

  it('keeps answering requests while an outbox handler is still waiting on the network', async () => {
    // Regression: the handler used to run inside the transaction that claimed its row, and PGlite runs one
    // transaction at a time, so a push service that never answered stalled every request, health included.
    await send(gerda, henk.sub, 'Ben je er nog?');
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const stuck = async () => {
      entered();
      await released;
    };
    const working = processOutboxOnce(db, { [PUSH_TOPIC]: stuck }, { clock });
    await handlerEntered;

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await henk.get(`${C}/users/me`)).statusCode).toBe(200);
    const reply = (await send(henk, gerda.sub, 'Ja hoor')).statusCode;
    expect(reply).toBe(201);

    release();
    expect(await working).toBeGreaterThanOrEqual(1);
  }, 10_000);
});
