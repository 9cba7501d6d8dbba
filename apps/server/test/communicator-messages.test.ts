import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Message, Paged } from '@achterhoek/contracts';
import { sendSystemMessage, type SystemMessage } from '../src/modules/communicator/index.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import type { TestApp } from './test-app.js';

import { C, inbox, pushKeys, send, unread } from './communicator-helpers.js';

async function messageCount(t: TestApp): Promise<number> {
  const result = (await t.app.database.db.execute(
    sql`select count(*)::int as n from communicator.messages`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

const DAY_MS = 24 * 3600 * 1000;

describe('communicator: conversations and messages', () => {
  // The app's clock: messages and conversations are stamped with it and the archive job reads it.
  const { t, clock } = useAppAt('2026-03-02T10:00:00Z');

  const [gerda, henk, marieke] = useDemoUsers(t, 'gerda', 'henk', 'marieke');

  it('delivers a message through envelopes: the recipient has it unread, the sender not; ack clears', async () => {
    const sent = await send(gerda, henk.sub, '  Hoi Henk!  ');
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: number };
    expect(sent.headers.location).toBe(`${C}/messages/${id}`);

    const henkInbox = await inbox(henk);
    expect(henkInbox.totalCount).toBe(1);
    const conversation = henkInbox.data[0]!;
    expect(conversation.unreadCount).toBe(1);
    expect(conversation.owner.managedIdentity).toBe(henk.sub);
    expect(conversation.recentMessage?.body).toBe('Hoi Henk!');
    expect(conversation.recentMessage?.sender?.managedIdentity).toBe(gerda.sub);
    const sender = conversation.recentMessage!.sender!;
    expect(conversation.topic).toBe(`${sender.givenName} ${sender.familyName}`);
    expect(conversation.counterparts.map((person) => person.managedIdentity)).toEqual([gerda.sub]);
    expect(await unread(henk)).toBe(1);

    const gerdaInbox = await inbox(gerda);
    expect(gerdaInbox.totalCount).toBe(1);
    expect(gerdaInbox.data[0]!.unreadCount).toBe(0);
    expect(gerdaInbox.data[0]!.recentMessage?.senderConversationId).toBe(gerdaInbox.data[0]!.id);
    expect(await unread(gerda)).toBe(0);

    const message = (await henk.get(`${C}/messages/${id}`)).json() as Message;
    expect(message.envelopes).toHaveLength(1);
    expect(message.envelopes[0]!.conversationId).toBe(conversation.id);
    expect(message.envelopes[0]!.ackTime).toBeNull();

    const messages = (
      await henk.get(`${C}/conversations/${conversation.id}/messages?deliveryMode=MESSAGE`)
    ).json() as Paged<Message>;
    expect(messages.data.map((m) => m.id)).toEqual([id]);

    expect((await henk.put(`${C}/conversations/${conversation.id}/ack`)).statusCode).toBe(204);
    expect(await unread(henk)).toBe(0);
    expect((await inbox(henk)).data[0]!.unreadCount).toBe(0);
    expect(((await henk.get(`${C}/messages/${id}`)).json() as Message).envelopes[0]!.ackTime).not.toBeNull();

    // A reply lands in the same two conversations.
    expect((await send(henk, gerda.sub, 'Ja, om 9 uur.')).statusCode).toBe(201);
    expect((await inbox(gerda)).data[0]!.unreadCount).toBe(1);
    expect((await inbox(henk)).totalCount).toBe(1);
    expect((await inbox(gerda)).totalCount).toBe(1);
  });

  it('keeps other people out: 404 for their conversation, messages and ack; 403 for their inbox', async () => {
    const conversationId = (await inbox(gerda)).data[0]!.id;
    const messageId = (await inbox(gerda)).data[0]!.recentMessage!.id;
    expect((await marieke.get(`${C}/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await marieke.get(`${C}/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    expect((await marieke.put(`${C}/conversations/${conversationId}/ack`)).statusCode).toBe(404);
    expect((await marieke.get(`${C}/messages/${messageId}`)).statusCode).toBe(404);
    expect((await gerda.get(`${C}/conversations/${conversationId}`)).statusCode).toBe(200);
    expect((await marieke.get(`${C}/conversations/inbox?owner=${gerda.sub}`)).statusCode).toBe(403);
    expect(
      (await marieke.get(`${C}/conversations?context=urn:nb:cm:chat:1&owner=${gerda.sub}`)).statusCode,
    ).toBe(403);
    expect((await gerda.get(`${C}/conversations/inbox?owner=${gerda.sub}`)).statusCode).toBe(200);
  });

  it('rejects an empty or too long body and an unknown recipient, storing nothing', async () => {
    const before = await messageCount(t);
    const empty = await send(gerda, henk.sub, '   ');
    expect(empty.statusCode).toBe(400);
    const long = await send(gerda, henk.sub, 'x'.repeat(1025));
    expect(long.statusCode).toBe(400);
    const unknown = await send(gerda, 'no-such-user', 'Hallo?');
    expect(unknown.statusCode).toBe(404);
    expect(await messageCount(t)).toBe(before);
    expect((await send(gerda, henk.sub, 'x'.repeat(1024), 'urn:nb:cm:chat:99')).statusCode).toBe(201);
  });

  it('creates and finds own conversations by context', async () => {
    const request = { topic: 'Rit naar Aalten', initialContext: 'urn:nb:pn:trip:7', ownerRole: 'PASSENGER' };
    const created = await marieke.post(`${C}/conversations`, request);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(created.headers.location).toBe(`${C}/conversations/${id}`);
    const again = await marieke.post(`${C}/conversations`, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    const found = (
      await marieke.get(`${C}/conversations?context=urn:nb:pn:trip:7&owner=me&maxResults=1`)
    ).json() as Paged<{
      id: number;
      ownerRole: string;
    }>;
    expect(found.data.map((c) => [c.id, c.ownerRole])).toEqual([[id, 'PASSENGER']]);
    expect((await gerda.get(`${C}/conversations?context=urn:nb:pn:trip:7`)).json()).toMatchObject({
      totalCount: 0,
    });
  });

  const tripMessage = (recipient: string, topic: string): SystemMessage => ({
    body: 'Je rit is bevestigd.',
    context: 'urn:nb:rs:booking:3',
    recipients: [
      { managedIdentity: recipient, conversationContext: 'urn:nb:pn:trip:7', ownerRole: 'PASSENGER', topic },
    ],
  });

  it('sends system messages without a sender, counted unread, and updates the topic', async () => {
    const db = t.app.database.db;
    const before = await unread(marieke);
    // Another module's flow passes its open transaction; the message becomes part of it.
    const { id } = await db.transaction(async (tx) =>
      sendSystemMessage(
        { db: tx, clock: t.app.clock },
        tripMessage(marieke.sub, 'Rit naar Aalten op 3 juni'),
      ),
    );
    expect(await unread(marieke)).toBe(before + 1);
    const message = (await marieke.get(`${C}/messages/${id}`)).json() as Message;
    expect(message.sender).toBeNull();
    expect(message.senderConversationId).toBeNull();
    expect(message.createdTime).toBe(clock.now().toISOString());
    const conversation = (await inbox(marieke)).data.find((c) => c.initialContext === 'urn:nb:pn:trip:7')!;
    expect(conversation.topic).toBe('Rit naar Aalten op 3 juni');
    expect(conversation.unreadCount).toBe(1);
    expect(conversation.contexts).toEqual(['urn:nb:pn:trip:7']);
  });

  it('leaves no system message behind when the flow it joined fails later', async () => {
    const db = t.app.database.db;
    const before = { unread: await unread(henk), messages: await messageCount(t) };
    await expect(
      db.transaction(async (tx) => {
        await sendSystemMessage(
          { db: tx, clock: t.app.clock },
          tripMessage(henk.sub, 'Rit naar Lichtenvoorde'),
        );
        // What a booking flow does when the banker answers 402 after the message was sent.
        throw new Error('Not enough credits');
      }),
    ).rejects.toThrow('Not enough credits');
    expect(await unread(henk)).toBe(before.unread);
    expect(await messageCount(t)).toBe(before.messages);
    expect((await inbox(henk)).data.map((c) => c.initialContext)).not.toContain('urn:nb:pn:trip:7');
  });

  it('archives conversations whose newest message is old, on the nightly timer, and a new message brings them back', async () => {
    expect((await send(marieke, henk.sub, 'Oud bericht', 'urn:nb:cm:chat:old')).statusCode).toBe(201);
    clock.advance(31 * DAY_MS);
    expect((await send(gerda, henk.sub, 'Vers bericht', 'urn:nb:cm:chat:fresh')).statusCode).toBe(201);
    // The nightly job is due after a month (so may be other modules' periodic jobs).
    expect(await t.app.timers.runDue()).toBeGreaterThanOrEqual(1);

    const archived = await inbox(marieke, 'ARCHIVED');
    expect(archived.data.map((c) => c.initialContext)).toContain('urn:nb:cm:chat:old');
    expect(archived.data[0]!.archivedTime).toBe(clock.now().toISOString());
    expect((await inbox(marieke)).data.map((c) => c.initialContext)).not.toContain('urn:nb:cm:chat:old');
    // Recent conversations stay (beside what the month's other jobs said, such as Henk's reward for
    // his repeated rides).
    expect((await inbox(gerda)).data.map((c) => c.initialContext)).toContain('urn:nb:cm:chat:fresh');
    expect((await inbox(henk)).data.map((c) => c.initialContext)).toContain('urn:nb:cm:chat:fresh');
    expect((await inbox(henk)).data.map((c) => c.initialContext)).not.toContain('urn:nb:cm:chat:old');

    expect((await send(henk, marieke.sub, 'Nieuw bericht', 'urn:nb:cm:chat:old')).statusCode).toBe(201);
    expect((await inbox(marieke)).data.map((c) => c.initialContext)).toContain('urn:nb:cm:chat:old');
    expect((await inbox(henk)).data.map((c) => c.initialContext)).toContain('urn:nb:cm:chat:old');
  });

  it('stores the FCM token and push subscriptions', async () => {
    expect((await gerda.put(`${C}/users/me/fcm-token`, { token: 'fcm-abc' })).statusCode).toBe(204);
    const key = await t.app.inject({ method: 'GET', url: `${C}/push/public-key` });
    expect(key.statusCode).toBe(200);
    expect((key.json() as { publicKey: string }).publicKey.length).toBeGreaterThan(40);
    const endpoint = 'https://push.example.net/send/abc';
    const subscription = { endpoint, keys: pushKeys() };
    expect((await gerda.put(`${C}/users/me/push-subscription`, subscription)).statusCode).toBe(204);
    expect(
      (await gerda.del(`${C}/users/me/push-subscription?endpoint=${encodeURIComponent(endpoint)}`))
        .statusCode,
    ).toBe(204);
  });

  it.each([
    ['plain http', 'http://push.example.net/send/1'],
    ['loopback', 'https://127.0.0.1:8443/send/1'],
    ['a private network', 'https://10.1.2.3/send/1'],
    ['link-local', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]/send/1'],
    ['IPv4 written as IPv6', 'https://[::ffff:192.168.1.1]/send/1'],
    ['localhost', 'https://localhost/send/1'],
    ['a file', 'file:///etc/passwd'],
    ['javascript', 'javascript:alert(1)'],
    // Regression (issue 26): these answered 500, the host check reading an address the URL check refused.
    ['no URL at all', 'geen adres'],
    ['an empty string', ''],
    ['a broken URL', 'https://'],
    // Regression (issue 26): other spellings of internal addresses passed.
    ['IPv4 shorthand', 'https://127.1/send/1'],
    ['hex', 'https://0x7f000001/send/1'],
    ['a decimal integer', 'https://2130706433/send/1'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/send/1'],
    ['localhost with a dot', 'https://localhost./send/1'],
    ['LOCALHOST', 'https://LOCALHOST/send/1'],
    ['the unspecified address', 'https://0.0.0.0/send/1'],
    ['a name under .internal', 'https://metadata.google.internal/send/1'],
  ])(
    'refuses a push endpoint on %s, storing nothing (the server would connect to it)',
    async (_what, endpoint) => {
      // Regression: any URL was stored and the server connected to it when a message came.
      const response = await gerda.put(`${C}/users/me/push-subscription`, { endpoint, keys: pushKeys() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: ['body.endpoint'] });
      const rows = await t.app.database.db.execute(
        sql`select count(*)::int as n from communicator.push_subscriptions where endpoint = ${endpoint}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    },
  );

  it('refuses push keys that are not of their real sizes', async () => {
    const endpoint = 'https://push.example.net/send/keys';
    for (const keys of [
      { ...pushKeys(), p256dh: 'B' + 'A'.repeat(100_000) },
      { ...pushKeys(), auth: 'geheim' },
      { ...pushKeys(), p256dh: 'BExample' },
    ]) {
      const response = await gerda.put(`${C}/users/me/push-subscription`, { endpoint, keys });
      expect(response.statusCode).toBe(400);
    }
  });

  it("leaves someone else's push endpoint with them when it is registered again", async () => {
    // Regression: registering another user's endpoint moved it, and with it their pushes.
    const endpoint = 'https://push.example.net/send/gerda-telefoon';
    expect(
      (await gerda.put(`${C}/users/me/push-subscription`, { endpoint, keys: pushKeys() })).statusCode,
    ).toBe(204);
    expect(
      (await henk.put(`${C}/users/me/push-subscription`, { endpoint, keys: pushKeys() })).statusCode,
    ).toBe(204);
    const rows = await t.app.database.db.execute(
      sql`select user_id from communicator.push_subscriptions where endpoint = ${endpoint}`,
    );
    expect((rows as unknown as { rows: { user_id: string }[] }).rows).toEqual([{ user_id: gerda.sub }]);
  });

  it("refuses a message into someone's conversation the sender takes no part in, storing nothing", async () => {
    // Regression: the envelope's context picks the recipient's conversation, and contexts are guessable
    // URNs, so anyone could post into a conversation between two other people.
    const ride = 'urn:nb:cm:chat:4711';
    expect((await send(henk, gerda.sub, 'Ik rij morgen om 9 uur.', ride)).statusCode).toBe(201);
    expect((await send(gerda, henk.sub, 'Fijn, tot dan.', ride)).statusCode).toBe(201);
    const before = await messageCount(t);

    const intruder = await send(marieke, gerda.sub, 'De rit gaat niet door, kom maar naar mij.', ride);
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json()).toMatchObject({
      status: 403,
      message: 'You do not take part in this conversation',
    });
    expect(await messageCount(t)).toBe(before);
    expect(
      (await marieke.get(`${C}/conversations?context=${ride}&owner=me&maxResults=1`)).json(),
    ).toMatchObject({ totalCount: 0 });

    // Those who take part go on; the outsider may open a conversation of her own with Gerda.
    expect((await send(henk, gerda.sub, 'Ik sta voor de deur.', ride)).statusCode).toBe(201);
    expect((await send(marieke, gerda.sub, 'Zullen we samen gaan?', 'urn:nb:cm:chat:4712')).statusCode).toBe(
      201,
    );
  });
});
