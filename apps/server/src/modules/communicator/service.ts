import {
  ARCHIVE_AFTER_DAYS,
  LIVE_EVENT_NAMES,
  MESSAGE_BODY_MAX_LENGTH,
  type Conversation,
  type ConversationOwnerRole,
  type DeliveryMode,
  type Message,
  type MessagingPerson,
  type Paged,
  type SendMessageRequest,
} from '@achterhoek/contracts';
import type { z } from 'zod';
import type {
  ConversationLookupQuerySchema,
  CreateConversationRequestSchema,
  InboxQuerySchema,
  MessagesQuerySchema,
  PushSubscriptionRequestSchema,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { notify, type Db } from '../../platform/db/database.js';
import { BadRequestError, ForbiddenError, invalidFields, NotFoundError } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox.js';
import { findPublicProfiles } from '../profile/service.js';
import * as repository from './repository.js';
import type { ConversationRow, EnvelopeRow, MessageRow } from './repository.js';

/** The channel every instance listens on for live events (see live.ts). */
export const LIVE_CHANNEL = 'communicator_events';
/** The outbox topic of a push for one envelope. */
export const PUSH_TOPIC = 'communicator.push';
/** The title of system messages (the original's "Netmobiel"). */
export const SYSTEM_TITLE = 'Achterhoek Mobiel';

export interface CommunicatorDeps {
  db: Db;
  /** Called after a transaction that enqueued pushes committed (wakes the outbox worker). */
  afterCommit?: () => void;
  now?: () => Date;
}

export const MESSAGES = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  recipientNotFound: 'Recipient not found',
  ownerOnly: 'Only the owner may do this',
  toSelf: 'You cannot send a message to yourself',
} as const;

/** An event for the live stream of one user; sent with pg_notify so every instance sees it. */
export interface LiveEvent {
  userId: string;
  event: (typeof LIVE_EVENT_NAMES)[keyof typeof LIVE_EVENT_NAMES];
  data: unknown;
}

// ---------------------------------------------------------------------------------------------------
// Mapping

type People = Map<string, { id: string; firstName: string; lastName: string; image: string | null }>;

function person(people: People, id: string): MessagingPerson {
  const profile = people.get(id);
  return {
    managedIdentity: id,
    givenName: profile?.firstName ?? '',
    familyName: profile?.lastName ?? '',
    image: profile?.image ?? null,
  };
}

function fullName(people: People, id: string): string {
  const profile = people.get(id);
  return profile ? `${profile.firstName} ${profile.lastName}`.trim() : id;
}

function toMessage(row: MessageRow, envelopes: EnvelopeRow[], people: People): Message {
  const senderEnvelope = envelopes.find((envelope) => envelope.isSender);
  return {
    id: row.id,
    body: row.body,
    context: row.context,
    createdTime: row.createdAt.toISOString(),
    deliveryMode: row.deliveryMode,
    sender: row.senderId ? person(people, row.senderId) : null,
    senderContext: row.senderContext,
    senderConversationId: senderEnvelope?.conversationId ?? null,
    envelopes: envelopes
      .filter((envelope) => !envelope.isSender)
      .map((envelope) => ({
        recipient: person(people, envelope.recipientId),
        context: envelope.context,
        conversationId: envelope.conversationId,
        ackTime: envelope.ackAt?.toISOString() ?? null,
      })),
  };
}

/** Messages with their envelopes and the people in them, in the order of `rows`. */
async function loadMessages(db: Db, rows: MessageRow[]): Promise<Message[]> {
  const envelopes = await repository.envelopesOf(
    db,
    rows.map((row) => row.id),
  );
  const ids = new Set<string>(envelopes.map((envelope) => envelope.recipientId));
  for (const row of rows) if (row.senderId) ids.add(row.senderId);
  const people = await findPublicProfiles(db, [...ids]);
  return rows.map((row) =>
    toMessage(
      row,
      envelopes.filter((envelope) => envelope.messageId === row.id),
      people,
    ),
  );
}

async function toConversations(
  db: Db,
  items: { conversation: ConversationRow; lastMessageId: number | null; unreadCount: number }[],
): Promise<Conversation[]> {
  const lastIds = items.flatMap((item) => (item.lastMessageId === null ? [] : [item.lastMessageId]));
  const recent = new Map(
    (await loadMessages(db, await repository.findMessages(db, lastIds))).map((m) => [m.id, m]),
  );
  const counterparts = await repository.counterpartsOf(
    db,
    items.map((item) => item.conversation.id),
  );
  const ids = new Set<string>(items.map((item) => item.conversation.ownerId));
  for (const list of counterparts.values()) for (const id of list) ids.add(id);
  const people = await findPublicProfiles(db, [...ids]);
  return items.map(({ conversation, lastMessageId, unreadCount }) => ({
    id: conversation.id,
    owner: person(people, conversation.ownerId),
    ownerRole: conversation.ownerRole,
    topic: conversation.topic,
    initialContext: conversation.initialContext,
    contexts: conversation.contexts,
    createdTime: conversation.createdAt.toISOString(),
    archivedTime: conversation.archivedAt?.toISOString() ?? null,
    unreadCount,
    recentMessage: lastMessageId === null ? null : (recent.get(lastMessageId) ?? null),
    counterparts: (counterparts.get(conversation.id) ?? []).map((id) => person(people, id)),
  }));
}

async function conversationView(db: Db, row: ConversationRow): Promise<Conversation> {
  const page = await repository.listConversationMessages(db, row.id, undefined, 'DESC', 0, 1);
  const [view] = await toConversations(db, [
    {
      conversation: row,
      lastMessageId: page.rows[0]?.id ?? null,
      unreadCount: await repository.unreadCountOfConversation(db, row.id),
    },
  ]);
  if (!view) throw new Error('conversation view missing');
  return view;
}

function paged<T>(totalCount: number, offset: number, data: T[]): Paged<T> {
  return { totalCount, offset, count: data.length, data };
}

/** `me` or the caller's own id; anybody else is 403. */
function ownerOf(caller: AuthUser, owner: string): string {
  if (owner === 'me' || owner === caller.id) return caller.id;
  throw new ForbiddenError(MESSAGES.ownerOnly);
}

async function ownConversation(db: Db, caller: AuthUser, id: number): Promise<ConversationRow> {
  const row = await repository.findConversation(db, id);
  // Someone else's conversation is "not found": its existence is not the caller's business.
  if (!row || row.ownerId !== caller.id) throw new NotFoundError(MESSAGES.conversationNotFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Conversations

export async function getInbox(
  deps: CommunicatorDeps,
  caller: AuthUser,
  query: z.infer<typeof InboxQuerySchema>,
): Promise<Paged<Conversation>> {
  const owner = ownerOf(caller, query.owner);
  const page = await repository.listInbox(
    deps.db,
    owner,
    query.select === 'ARCHIVED',
    query.offset,
    query.maxResults,
  );
  return paged(page.totalCount, query.offset, await toConversations(deps.db, page.rows));
}

export async function getConversation(
  deps: CommunicatorDeps,
  caller: AuthUser,
  id: number,
): Promise<Conversation> {
  return conversationView(deps.db, await ownConversation(deps.db, caller, id));
}

export async function lookupConversations(
  deps: CommunicatorDeps,
  caller: AuthUser,
  query: z.infer<typeof ConversationLookupQuerySchema>,
): Promise<Paged<Conversation>> {
  const owner = ownerOf(caller, query.owner);
  const page = await repository.listConversationsByContext(
    deps.db,
    owner,
    query.context,
    query.offset,
    query.maxResults,
  );
  const data = await Promise.all(page.rows.map((row) => conversationView(deps.db, row)));
  return paged(page.totalCount, query.offset, data);
}

/**
 * `POST /conversations`: the caller's conversation about a context. When the caller already has one for
 * that context its id is answered with `created: false` (the route answers 200 instead of 201).
 */
export async function createConversation(
  deps: CommunicatorDeps,
  caller: AuthUser,
  input: z.infer<typeof CreateConversationRequestSchema>,
): Promise<{ id: number; created: boolean }> {
  const existing = await repository.findConversationByContext(deps.db, caller.id, input.initialContext);
  if (existing) return { id: existing.id, created: false };
  const { row, created } = await repository.insertConversation(deps.db, {
    ownerId: caller.id,
    ownerRole: input.ownerRole,
    topic: input.topic,
    initialContext: input.initialContext,
  });
  return { id: row.id, created };
}

export async function acknowledgeConversation(
  deps: CommunicatorDeps,
  caller: AuthUser,
  id: number,
): Promise<void> {
  await ownConversation(deps.db, caller, id);
  await deps.db.transaction(async (tx) => {
    const db: Db = tx;
    const acked = await repository.ackConversation(db, id, deps.now?.() ?? new Date());
    if (acked > 0) await publishUnreadCount(db, caller.id);
  });
}

export async function listMessages(
  deps: CommunicatorDeps,
  caller: AuthUser,
  id: number,
  query: z.infer<typeof MessagesQuerySchema>,
): Promise<Paged<Message>> {
  await ownConversation(deps.db, caller, id);
  const page = await repository.listConversationMessages(
    deps.db,
    id,
    query.deliveryMode,
    query.sortDir,
    query.offset,
    query.maxResults,
  );
  return paged(page.totalCount, query.offset, await loadMessages(deps.db, page.rows));
}

export async function getMessage(deps: CommunicatorDeps, caller: AuthUser, id: number): Promise<Message> {
  const row = await repository.findMessage(deps.db, id);
  const envelope = row ? await repository.findEnvelope(deps.db, id, caller.id) : undefined;
  if (!row || !envelope) throw new NotFoundError(MESSAGES.messageNotFound);
  const [message] = await loadMessages(deps.db, [row]);
  if (!message) throw new NotFoundError(MESSAGES.messageNotFound);
  return message;
}

// ---------------------------------------------------------------------------------------------------
// Sending

function checkBody(raw: string): string {
  const body = raw.trim();
  if (body.length === 0) throw invalidFields([{ field: 'body.body', message: 'body is empty' }]);
  if (body.length > MESSAGE_BODY_MAX_LENGTH)
    throw invalidFields([{ field: 'body.body', message: `at most ${MESSAGE_BODY_MAX_LENGTH} characters` }]);
  return body;
}

async function publish(db: Db, event: LiveEvent): Promise<void> {
  await notify(db, LIVE_CHANNEL, JSON.stringify(event));
}

async function publishUnreadCount(db: Db, userId: string): Promise<void> {
  await publish(db, {
    userId,
    event: LIVE_EVENT_NAMES.unreadCount,
    data: { unreadMessageCount: await repository.unreadCountOf(db, userId) },
  });
}

/**
 * The recipients' side of a new message, inside the sending transaction: envelopes in their
 * conversations, live events (delivered at commit) and a push per recipient through the outbox.
 */
async function deliver(
  db: Db,
  message: MessageRow,
  recipients: { id: string; context: string; conversationId: number }[],
  title: string,
): Promise<void> {
  await repository.insertEnvelopes(
    db,
    recipients.map((recipient) => ({
      messageId: message.id,
      conversationId: recipient.conversationId,
      recipientId: recipient.id,
      context: recipient.context,
      isSender: false,
    })),
  );
  for (const recipient of recipients) {
    await publish(db, {
      userId: recipient.id,
      event: LIVE_EVENT_NAMES.messageReceived,
      data: { messageId: message.id, conversationId: recipient.conversationId, title, body: message.body },
    });
    await publishUnreadCount(db, recipient.id);
    if (message.deliveryMode !== 'MESSAGE') {
      await enqueue(db, PUSH_TOPIC, { messageId: message.id, recipientId: recipient.id });
    }
  }
}

/**
 * `POST /messages`: a chat message from the caller. The caller's own conversation for the sender
 * context gets a sender envelope; each recipient's conversation for their envelope context gets theirs
 * (both created when missing). Every recipient needs a profile (404 otherwise, nothing stored).
 */
export async function sendMessage(
  deps: CommunicatorDeps,
  caller: AuthUser,
  input: SendMessageRequest,
): Promise<{ id: number }> {
  const body = checkBody(input.body);
  const senderContext = input.senderContext ?? input.context;
  const seen = new Set<string>();
  const envelopes = input.envelopes
    .map((envelope) => ({
      id: envelope.recipient.managedIdentity === 'me' ? caller.id : envelope.recipient.managedIdentity,
      context: envelope.context,
    }))
    .filter((envelope) => !seen.has(envelope.id) && seen.add(envelope.id));
  if (envelopes.some((envelope) => envelope.id === caller.id)) {
    throw new BadRequestError(MESSAGES.toSelf, 'VALIDATION', ['body.envelopes']);
  }
  const people = await findPublicProfiles(deps.db, [caller.id, ...envelopes.map((envelope) => envelope.id)]);
  if (envelopes.some((envelope) => !people.has(envelope.id)))
    throw new NotFoundError(MESSAGES.recipientNotFound);
  const senderName = people.has(caller.id) ? fullName(people, caller.id) : caller.fullName;

  const id = await deps.db.transaction(async (tx) => {
    const db: Db = tx;
    const own = await ensureConversation(db, {
      ownerId: caller.id,
      context: senderContext,
      ownerRole: 'GENERIC',
      topic: envelopes.map((envelope) => fullName(people, envelope.id)).join(', '),
    });
    const message = await repository.insertMessage(db, {
      body,
      context: input.context,
      deliveryMode: input.deliveryMode,
      senderId: caller.id,
      senderContext,
    });
    await repository.insertEnvelopes(db, [
      {
        messageId: message.id,
        conversationId: own.id,
        recipientId: caller.id,
        context: senderContext,
        isSender: true,
        ackAt: message.createdAt,
      },
    ]);
    const recipients = [];
    for (const envelope of envelopes) {
      const conversation = await ensureConversation(db, {
        ownerId: envelope.id,
        context: envelope.context,
        ownerRole: 'GENERIC',
        topic: senderName,
      });
      recipients.push({ id: envelope.id, context: envelope.context, conversationId: conversation.id });
    }
    await deliver(db, message, recipients, senderName);
    return message.id;
  });
  deps.afterCommit?.();
  return { id };
}

/** Finds the owner's conversation about the context or creates it; it is un-archived and knows the context. */
async function ensureConversation(
  db: Db,
  spec: {
    ownerId: string;
    context: string;
    ownerRole: ConversationOwnerRole;
    topic: string;
    updateTopic?: boolean;
  },
): Promise<ConversationRow> {
  const existing = await repository.findConversationByContext(db, spec.ownerId, spec.context);
  if (existing) {
    const topic = spec.updateTopic && existing.topic !== spec.topic ? spec.topic : undefined;
    await repository.touchConversation(db, existing.id, spec.context, topic);
    return existing;
  }
  const { row } = await repository.insertConversation(db, {
    ownerId: spec.ownerId,
    ownerRole: spec.ownerRole,
    topic: spec.topic,
    initialContext: spec.context,
  });
  return row;
}

export interface SystemMessage {
  body: string;
  /** What caused the message (a ride, a trip, a reward). */
  context: string;
  deliveryMode?: DeliveryMode;
  recipients: {
    managedIdentity: string;
    /** The context of the recipient's conversation (looked up or created by owner and this context). */
    conversationContext: string;
    ownerRole: ConversationOwnerRole;
    topic: string;
  }[];
}

/**
 * A message from the system (no sender, no sender envelope), for other modules. Runs in the caller's
 * transaction: pass the transaction as `db`. The live events go out and the pushes are handled when it
 * commits (the outbox worker polls; it is not woken).
 */
export async function sendSystemMessage(db: Db, input: SystemMessage): Promise<{ id: number }> {
  const body = checkBody(input.body);
  const message = await repository.insertMessage(db, {
    body,
    context: input.context,
    deliveryMode: input.deliveryMode ?? 'ALL',
    senderId: null,
    senderContext: null,
  });
  const recipients = [];
  for (const recipient of input.recipients) {
    const conversation = await ensureConversation(db, {
      ownerId: recipient.managedIdentity,
      context: recipient.conversationContext,
      ownerRole: recipient.ownerRole,
      topic: recipient.topic,
      updateTopic: true,
    });
    recipients.push({
      id: recipient.managedIdentity,
      context: recipient.conversationContext,
      conversationId: conversation.id,
    });
  }
  await deliver(db, message, recipients, SYSTEM_TITLE);
  return { id: message.id };
}

// ---------------------------------------------------------------------------------------------------
// Users, push data, maintenance

export async function getMessagingUser(
  deps: CommunicatorDeps,
  caller: AuthUser,
): Promise<{ managedIdentity: string; unreadMessageCount: number }> {
  return {
    managedIdentity: caller.id,
    unreadMessageCount: await repository.unreadCountOf(deps.db, caller.id),
  };
}

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  return repository.unreadCountOf(db, userId);
}

export async function setFcmToken(deps: CommunicatorDeps, caller: AuthUser, token: string): Promise<void> {
  await repository.saveFcmToken(deps.db, caller.id, token, deps.now?.() ?? new Date());
}

export async function savePushSubscription(
  deps: CommunicatorDeps,
  caller: AuthUser,
  input: z.infer<typeof PushSubscriptionRequestSchema>,
): Promise<void> {
  await repository.savePushSubscription(deps.db, caller.id, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
}

export async function deletePushSubscription(
  deps: CommunicatorDeps,
  caller: AuthUser,
  endpoint: string,
): Promise<void> {
  await repository.deletePushSubscription(deps.db, caller.id, endpoint);
}

/** The daily job: archives conversations whose newest message is older than ARCHIVE_AFTER_DAYS. */
export async function archiveStaleConversations(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ARCHIVE_AFTER_DAYS * 24 * 3600 * 1000);
  return repository.archiveConversationsBefore(db, before, now);
}
