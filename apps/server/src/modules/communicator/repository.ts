import { pageOfTable, type Page } from '../../platform/db/page.js';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ConversationOwnerRole, DeliveryMode } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { conversations, envelopes, messages, pushSubscriptions, users } from './schema.js';
import type { DatabaseHandle } from '../../platform/db/database.js';

/**
 * The outer conversation's id inside correlated subqueries, always qualified: Drizzle leaves columns
 * unqualified in single-table queries, where `"id"` would mean the subquery's own table.
 */
const OUTER_ID = sql.raw('"communicator"."conversations"."id"');
const OUTER_CREATED = sql.raw('"communicator"."conversations"."created_at"');

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type EnvelopeRow = typeof envelopes.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export type { Page } from '../../platform/db/page.js';

// ---------------------------------------------------------------------------------------------------
// Conversations

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const rows = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return rows[0];
}

const hasContext = (context: string): SQL =>
  sql`(${conversations.initialContext} = ${context} or ${context} = any(${conversations.contexts}))`;

/** The owner's conversation about a context (its initial context or any added one). */
export async function findConversationByContext(
  db: Db,
  ownerId: string,
  context: string,
): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), hasContext(context)))
    .orderBy(asc(conversations.id))
    .limit(1);
  return rows[0];
}

export async function listConversationsByContext(
  db: Db,
  ownerId: string,
  context: string,
  offset: number,
  limit: number,
): Promise<Page<ConversationRow>> {
  const where = and(eq(conversations.ownerId, ownerId), hasContext(context));
  return pageOfTable(db, conversations, where, [asc(conversations.id)], { offset, maxResults: limit });
}

/** Inserts a conversation, or answers the existing one with the same (owner, initial context). */
export async function insertConversation(
  db: Db,
  values: {
    ownerId: string;
    ownerRole: ConversationOwnerRole;
    topic: string;
    initialContext: string;
    createdAt: Date;
  },
): Promise<{ row: ConversationRow; created: boolean }> {
  const inserted = await db
    .insert(conversations)
    .values({ ...values, contexts: [values.initialContext] })
    .onConflictDoNothing({ target: [conversations.ownerId, conversations.initialContext] })
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.ownerId, values.ownerId), eq(conversations.initialContext, values.initialContext)),
    )
    .limit(1);
  if (!existing[0]) throw new Error('conversation vanished');
  return { row: existing[0], created: false };
}

/** A new message: the conversation is about the context too, and it is no longer archived. */
export async function touchConversation(db: Db, id: number, context: string, topic?: string): Promise<void> {
  await db
    .update(conversations)
    .set({
      archivedAt: null,
      contexts: sql`case when ${context} = any(${conversations.contexts}) then ${conversations.contexts} else array_append(${conversations.contexts}, ${context}::text) end`,
      ...(topic !== undefined ? { topic } : {}),
    })
    .where(eq(conversations.id, id));
}

export interface InboxRow {
  conversation: ConversationRow;
  lastMessageId: number | null;
  unreadCount: number;
}

export async function listInbox(
  db: Db,
  ownerId: string,
  archived: boolean,
  offset: number,
  limit: number,
): Promise<Page<InboxRow>> {
  const where = and(
    eq(conversations.ownerId, ownerId),
    archived ? sql`${conversations.archivedAt} is not null` : isNull(conversations.archivedAt),
  );
  const lastMessageId = sql<
    number | null
  >`(select max(e.message_id) from ${envelopes} e where e.conversation_id = ${OUTER_ID})`;
  const unread = sql<number>`(select count(*) from ${envelopes} e where e.conversation_id = ${OUTER_ID} and not e.is_sender and e.ack_at is null)`;
  const lastTime = sql`(select max(m.created_at) from ${envelopes} e join ${messages} m on m.id = e.message_id where e.conversation_id = ${OUTER_ID})`;
  const [rows, total] = await Promise.all([
    db
      .select({ conversation: conversations, lastMessageId, unreadCount: unread })
      .from(conversations)
      .where(where)
      .orderBy(sql`${lastTime} desc nulls last`, desc(conversations.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(conversations).where(where),
  ]);
  return {
    totalCount: total[0]?.value ?? 0,
    rows: rows.map((row) => ({
      conversation: row.conversation,
      lastMessageId: row.lastMessageId === null ? null : Number(row.lastMessageId),
      unreadCount: Number(row.unreadCount),
    })),
  };
}

export async function unreadCountOfConversation(db: Db, conversationId: number): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(envelopes)
    .where(
      and(
        eq(envelopes.conversationId, conversationId),
        eq(envelopes.isSender, false),
        isNull(envelopes.ackAt),
      ),
    );
  return rows[0]?.value ?? 0;
}

/** The people in each conversation besides its owner (senders and recipients of its messages). */
export async function counterpartsOf(db: Db, conversationIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (conversationIds.length === 0) return result;
  const rows = (await db.execute(sql`
    select distinct e.conversation_id, other.recipient_id as person
      from ${envelopes} e
      join ${envelopes} other on other.message_id = e.message_id and other.recipient_id <> e.recipient_id
     where e.conversation_id in (${sql.join(
       conversationIds.map((id) => sql`${id}`),
       sql`, `,
     )})
     order by person`)) as unknown as { rows: { conversation_id: number; person: string }[] };
  // Both drivers answer raw queries with `{ rows }`.
  for (const row of rows.rows) {
    const id = Number(row.conversation_id);
    result.set(id, [...(result.get(id) ?? []), row.person]);
  }
  return result;
}

/**
 * Who may write into a conversation, as its messages between people show: `open` while no person has
 * written in it yet (system messages do not count), `participant` when the person sent a message that
 * landed in it or received one its owner sent from it, `outsider` otherwise.
 */
export async function personInConversation(
  db: Db,
  conversationId: number,
  personId: string,
): Promise<'open' | 'participant' | 'outsider'> {
  const rows = (await db.execute(sql`
    select count(*)::int as person_messages,
           coalesce(bool_or(m.sender_id = ${personId} or exists (
             select 1 from ${envelopes} other
              where other.message_id = m.id and other.recipient_id = ${personId})), false) as participant
      from ${envelopes} e
      join ${messages} m on m.id = e.message_id
     where e.conversation_id = ${conversationId} and m.sender_id is not null`)) as unknown as {
    rows: { person_messages: number; participant: boolean }[];
  };
  const row = rows.rows[0];
  if (!row || Number(row.person_messages) === 0) return 'open';
  return row.participant ? 'participant' : 'outsider';
}

/** Acknowledges every unread envelope in the conversation; answers how many. */
export async function ackConversation(db: Db, conversationId: number, at: Date): Promise<number> {
  const rows = await db
    .update(envelopes)
    .set({ ackAt: at })
    .where(and(eq(envelopes.conversationId, conversationId), isNull(envelopes.ackAt)))
    .returning({ id: envelopes.id });
  return rows.length;
}

/** Archives the conversations whose newest message (or creation, without messages) is older than `before`. */
export async function archiveConversationsBefore(db: Db, before: Date, at: Date): Promise<number> {
  const rows = await db
    .update(conversations)
    .set({ archivedAt: at })
    .where(
      and(
        isNull(conversations.archivedAt),
        sql`coalesce((select max(m.created_at) from ${envelopes} e join ${messages} m on m.id = e.message_id where e.conversation_id = ${OUTER_ID}), ${OUTER_CREATED}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: conversations.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------
// Messages and envelopes

export async function insertMessage(
  db: Db,
  values: {
    body: string;
    context: string;
    deliveryMode: DeliveryMode;
    senderId: string | null;
    senderContext: string | null;
    actedBy?: string | null;
    createdAt: Date;
  },
): Promise<MessageRow> {
  const rows = await db.insert(messages).values(values).returning();
  if (!rows[0]) throw new Error('message not stored');
  return rows[0];
}

export async function insertEnvelopes(db: Db, values: (typeof envelopes.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(envelopes).values(values);
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const rows = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return rows[0];
}

export async function findMessages(db: Db, ids: number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}

export async function envelopesOf(db: Db, messageIds: number[]): Promise<EnvelopeRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(envelopes)
    .where(inArray(envelopes.messageId, messageIds))
    .orderBy(asc(envelopes.id));
}

export async function findEnvelope(
  db: Db,
  messageId: number,
  recipientId: string,
): Promise<EnvelopeRow | undefined> {
  const rows = await db
    .select()
    .from(envelopes)
    .where(and(eq(envelopes.messageId, messageId), eq(envelopes.recipientId, recipientId)))
    .limit(1);
  return rows[0];
}

export async function markPushed(db: Db, envelopeId: number, at: Date): Promise<void> {
  await db.update(envelopes).set({ pushAt: at }).where(eq(envelopes.id, envelopeId));
}

/**
 * Messages in a conversation. The delivery mode filter selects what a view shows: MESSAGE gives
 * MESSAGE and ALL, NOTIFICATION gives NOTIFICATION and ALL, ALL gives everything.
 */
export async function listConversationMessages(
  db: Db,
  conversationId: number,
  deliveryMode: DeliveryMode | undefined,
  sortDir: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): Promise<Page<MessageRow>> {
  const modes = deliveryMode && deliveryMode !== 'ALL' ? [deliveryMode, 'ALL' as const] : undefined;
  const where = and(
    eq(envelopes.conversationId, conversationId),
    modes ? inArray(messages.deliveryMode, modes) : undefined,
  );
  const order =
    sortDir === 'ASC'
      ? [asc(messages.createdAt), asc(messages.id)]
      : [desc(messages.createdAt), desc(messages.id)];
  const [rows, total] = await Promise.all([
    db
      .select({ message: messages })
      .from(envelopes)
      .innerJoin(messages, eq(messages.id, envelopes.messageId))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db
      .select({ value: count() })
      .from(envelopes)
      .innerJoin(messages, eq(messages.id, envelopes.messageId))
      .where(where),
  ]);
  return { totalCount: total[0]?.value ?? 0, rows: rows.map((row) => row.message) };
}

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(envelopes)
    .where(and(eq(envelopes.recipientId, userId), eq(envelopes.isSender, false), isNull(envelopes.ackAt)));
  return rows[0]?.value ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Push data

export async function saveFcmToken(db: Db, userId: string, token: string, at: Date): Promise<void> {
  await db
    .insert(users)
    .values({ id: userId, fcmToken: token, fcmTokenAt: at })
    .onConflictDoUpdate({ target: users.id, set: { fcmToken: token, fcmTokenAt: at } });
}

/** The native app's FCM token of a user, or null when none is stored. */
export async function fcmTokenOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ token: users.fcmToken }).from(users).where(eq(users.id, userId));
  return rows[0]?.token ?? null;
}

/**
 * Forgets a token FCM reported dead, only while it is still the stored one: a new token the app stored in
 * the meantime stays.
 */
export async function forgetFcmToken(db: Db, userId: string, token: string): Promise<void> {
  await db
    .update(users)
    .set({ fcmToken: null, fcmTokenAt: null })
    .where(and(eq(users.id, userId), eq(users.fcmToken, token)));
}

/**
 * Stores a subscription (new keys for a known endpoint) and keeps at most `max` per user: beyond that the
 * ones registered longest ago go. Counted inside the caller's transaction under a lock on the user, so
 * two registrations at once (on two instances too) cannot both slip past the limit.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string; createdAt: Date },
  max: number,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`communicator-push:${userId}`}))`);
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      // New keys are a fresh start: a paused endpoint is tried again at the next message.
      set: { p256dh: subscription.p256dh, auth: subscription.auth, failures: 0, pausedUntil: null },
      // Someone else's endpoint stays theirs: registering it does not take their pushes away.
      setWhere: eq(pushSubscriptions.userId, userId),
    });
  await db.execute(sql`
    delete from ${pushSubscriptions}
     where ${pushSubscriptions.userId} = ${userId}
       and ${pushSubscriptions.id} not in (
         select id from ${pushSubscriptions} newest
          where newest.user_id = ${userId}
          order by newest.created_at desc, newest.id desc
          limit ${max})`);
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** A send was accepted: the endpoint is in good standing again. */
export async function markPushSubscriptionWorking(db: Db, id: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failures: 0, pausedUntil: null })
    .where(and(eq(pushSubscriptions.id, id), sql`${pushSubscriptions.failures} > 0`));
}

/** A send failed: one more failure in a row, and the endpoint skipped for `pauseMs(failures)` from `now`. */
export async function pausePushSubscription(
  db: Db,
  id: number,
  now: Date,
  pauseMs: (failures: number) => number,
): Promise<void> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.failures });
  if (!row) return;
  await db
    .update(pushSubscriptions)
    .set({ pausedUntil: new Date(now.getTime() + pauseMs(row.failures)) })
    .where(eq(pushSubscriptions.id, id));
}

export async function pushSubscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

// ---------------------------------------------------------------------------------------------------
// A person's own data (decision 0058)

/** A person's conversations, the messages in them (sent and received), and their push devices. */
export async function communicatorRecordsOf(db: Db, userId: string) {
  return {
    conversations: await db
      .select({
        id: conversations.id,
        ownerRole: conversations.ownerRole,
        topic: conversations.topic,
        contexts: conversations.contexts,
        createdAt: conversations.createdAt,
        archivedAt: conversations.archivedAt,
      })
      .from(conversations)
      .where(eq(conversations.ownerId, userId)),
    messages: await db
      .select({
        id: messages.id,
        conversationId: envelopes.conversationId,
        body: messages.body,
        context: messages.context,
        sentByMe: envelopes.isSender,
        senderId: messages.senderId,
        createdAt: messages.createdAt,
        readAt: envelopes.ackAt,
      })
      .from(envelopes)
      .innerJoin(messages, eq(messages.id, envelopes.messageId))
      .where(eq(envelopes.recipientId, userId))
      .orderBy(asc(messages.id)),
    pushDevices: await db
      .select({ createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    nativeAppToken: (await db.select({ at: users.fcmTokenAt }).from(users).where(eq(users.id, userId)))[0]
      ? 'registered'
      : null,
  };
}

/**
 * Removes a person's conversations (with their copies of every message), the messages nobody else holds
 * a copy of any more, and their push devices. What they wrote in other people's conversations stays
 * there, as the others received it.
 */
export async function deleteCommunicatorRecordsOf(db: Db, userId: string): Promise<void> {
  const theirs = db
    .select({ id: envelopes.messageId })
    .from(envelopes)
    .where(eq(envelopes.recipientId, userId));
  const messageIds = (await theirs).map((row) => row.id);
  await db.delete(conversations).where(eq(conversations.ownerId, userId));
  if (messageIds.length > 0) {
    await db
      .delete(messages)
      .where(
        and(
          inArray(messages.id, messageIds),
          sql`not exists (select 1 from ${envelopes} where ${envelopes.messageId} = ${messages.id})`,
        ),
      );
  }
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * Subscribes this instance to the live events every instance publishes on `channel`: `onPayload` gets
 * each one's text, `onGap` is called when the subscription resumed after the connection was lost.
 * Answers the function that ends the subscription.
 */
export function listenForLiveEvents(
  database: DatabaseHandle,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  return database.listen(channel, onPayload, onGap);
}
