import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { demoUser, type Caller } from './profile-helpers.js';
import { C, send } from './communicator-helpers.js';

interface LiveEvent {
  event: string;
  data: unknown;
}

/**
 * Opens the event stream over a real socket and collects its events. `waitFor` resolves when an event
 * that matches has arrived (at once when one already has), and fails when the stream ends without one:
 * the test waits on the events themselves, never on the time.
 */
async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${C}/users/me/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  let finished = false;
  const waiters = new Set<{ predicate: (event: LiveEvent) => boolean; settle: (error?: Error) => void }>();
  const settleWaiters = () => {
    for (const waiter of waiters) {
      if (events.some(waiter.predicate)) waiter.settle();
      else if (finished)
        waiter.settle(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
    }
  };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
        }
        settleWaiters();
      }
    } catch {
      // aborted
    }
    finished = true;
    settleWaiters();
    return true;
  })();
  const waitFor = async (predicate: (event: LiveEvent) => boolean): Promise<LiveEvent> => {
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        predicate,
        settle: (error?: Error) => {
          waiters.delete(waiter);
          if (error) reject(error);
          else resolve();
        },
      };
      waiters.add(waiter);
      settleWaiters();
    });
    return events.find(predicate)!;
  };
  return { response, events, waitFor, ended, close: () => controller.abort() };
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('communicator: live events', () => {
  let t: TestApp;
  let baseUrl: string;
  let gerda: Caller;
  let henk: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t);
    [gerda, henk] = await Promise.all([demoUser(t, 'gerda@example.nl'), demoUser(t, 'henk@example.nl')]);
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('streams message-received and unread-count to the recipient', async () => {
    const stream = await openStream(baseUrl, henk.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await stream.waitFor((event) => event.event === 'unread-count');

    const sent = await send(gerda, henk.sub, 'Live hallo');
    const { id } = sent.json() as { id: number };
    const received = await stream.waitFor((event) => event.event === 'message-received');
    expect(received.data).toMatchObject({ messageId: id, body: 'Live hallo' });
    expect((received.data as { title: string }).title).not.toBe('Achterhoek Mobiel');
    await stream.waitFor(
      (event) =>
        event.event === 'unread-count' &&
        (event.data as { unreadMessageCount: number }).unreadMessageCount === 1,
    );

    const conversationId = (received.data as { conversationId: number }).conversationId;
    expect((await henk.put(`${C}/conversations/${conversationId}/ack`)).statusCode).toBe(204);
    await stream.waitFor(
      (event, index = stream.events.indexOf(event)) =>
        index > stream.events.indexOf(received) &&
        event.event === 'unread-count' &&
        (event.data as { unreadMessageCount: number }).unreadMessageCount === 0,
    );
    stream.close();
  });

  it('rejects the stream without a token', async () => {
    expect((await fetch(`${baseUrl}${C}/users/me/events`)).status).toBe(401);
  });

  it.runIf(process.env.DATABASE_URL)(
    'delivers a message posted to a second instance on the same database',
    async () => {
      const second = await createTestApp({
        reuse: { dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl },
        keep: true,
      });
      try {
        const gerdaThere = await demoUser(second, 'gerda@example.nl');
        const stream = await openStream(baseUrl, henk.token);
        await stream.waitFor((event) => event.event === 'unread-count');
        const sent = await send(gerdaThere, henk.sub, 'Via de andere server', 'urn:nb:rs:ride:2');
        expect(sent.statusCode).toBe(201);
        const { id } = sent.json() as { id: number };
        const received = await stream.waitFor(
          (event) =>
            event.event === 'message-received' && (event.data as { messageId: number }).messageId === id,
        );
        expect(received.data).toMatchObject({ body: 'Via de andere server' });
        stream.close();
      } finally {
        await second.app.close();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'tells open streams to fetch their state again when the server had lost its database connection',
    async () => {
      // Regression: events published while an instance reconnected to PostgreSQL were lost for good.
      const stream = await openStream(baseUrl, henk.token);
      await stream.waitFor((event) => event.event === 'unread-count');
      // Cut this instance's LISTEN connection, as a database restart or a network blip would.
      const database = t.config.databaseUrl!.split('/').pop()!;
      await t.app.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
             where datname = ${database} and query like 'listen %' and pid <> pg_backend_pid()`,
      );
      await stream.waitFor((event) => event.event === 'resync');
      stream.close();
    },
  );

  it('closes open streams when the app closes', async () => {
    const stream = await openStream(baseUrl, gerda.token);
    await stream.waitFor((event) => event.event === 'unread-count');
    closed = true;
    await t.close();
    expect(await stream.ended).toBe(true);
  });
});
