import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondInstanceApp, type TestApp } from './test-app.js';
import { demoUser, type Caller } from './profile-helpers.js';
import { C, send } from './communicator-helpers.js';
import { listen, openStream } from './live-helpers.js';

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
      const second = await secondInstanceApp(t);
      try {
        const gerdaThere = await demoUser(second, 'gerda@example.nl');
        const stream = await openStream(baseUrl, henk.token);
        await stream.waitFor((event) => event.event === 'unread-count');
        const sent = await send(gerdaThere, henk.sub, 'Via de andere server', 'urn:nb:cm:chat:2');
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
