import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdNow, ownedBy, serialId, textList } from '../../platform/db/columns.js';

/**
 * The communicator's tables (reference §4.1): every participant owns a conversation; a message reaches
 * each participant through an envelope in their own conversation.
 */
export const communicator = pgSchema('communicator');

export const conversations = communicator.table(
  'conversations',
  {
    id: serialId(),
    ownerId: text('owner_id').notNull(),
    ownerRole: text('owner_role', {
      enum: ['GENERIC', 'PASSENGER', 'DRIVER', 'DELEGATE', 'DELEGATOR'],
    }).notNull(),
    topic: text('topic').notNull(),
    initialContext: text('initial_context').notNull(),
    /** Every context the conversation is about (the initial one included). */
    contexts: textList('contexts'),
    createdAt: createdNow(),
    archivedAt: at('archived_at'),
  },
  (table) => [
    uniqueIndex('conversations_owner_initial_context').on(table.ownerId, table.initialContext),
    index('conversations_contexts').using('gin', table.contexts),
    index('conversations_owner').on(table.ownerId, table.archivedAt),
  ],
);

export const messages = communicator.table(
  'messages',
  {
    id: serialId(),
    body: text('body').notNull(),
    context: text('context').notNull(),
    deliveryMode: text('delivery_mode', { enum: ['MESSAGE', 'NOTIFICATION', 'ALL'] }).notNull(),
    /** Null for a system message. */
    senderId: text('sender_id'),
    senderContext: text('sender_context'),
    /** The delegate who wrote it for the sender (acting for them), when it was not the sender themselves. */
    actedBy: text('acted_by'),
    createdAt: createdNow(),
  },
  (table) => [index('messages_created').on(table.createdAt)],
);

export const envelopes = communicator.table(
  'envelopes',
  {
    id: serialId(),
    messageId: ownedBy('message_id', () => messages.id),
    /** The recipient's own conversation. */
    conversationId: ownedBy('conversation_id', () => conversations.id),
    recipientId: text('recipient_id').notNull(),
    context: text('context').notNull(),
    isSender: boolean('is_sender').notNull().default(false),
    ackAt: at('ack_at'),
    pushAt: at('push_at'),
  },
  (table) => [
    uniqueIndex('envelopes_message_recipient').on(table.messageId, table.recipientId),
    index('envelopes_conversation').on(table.conversationId, table.messageId),
    index('envelopes_unread')
      .on(table.recipientId)
      .where(sql`ack_at is null and not is_sender`),
  ],
);

/** Per user push data: the native app's FCM token (pushes go to it when FCM is configured, decision 24). */
export const users = communicator.table('users', {
  id: text('id').primaryKey(),
  fcmToken: text('fcm_token'),
  fcmTokenAt: at('fcm_token_at'),
});

/** Web Push subscriptions of a user's browsers. */
export const pushSubscriptions = communicator.table(
  'push_subscriptions',
  {
    id: serialId(),
    userId: text('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdNow(),
    /** Failed sends (timeout, 5xx, no connection) in a row; back to 0 after one that is accepted. */
    failures: integer('failures').notNull().default(0),
    /** After a failure the endpoint is skipped until then, for longer after each failure in a row. */
    pausedUntil: at('paused_until'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint').on(table.endpoint),
    index('push_subscriptions_user').on(table.userId),
  ],
);
