import type { Conversation, Message, MessagingPerson, Paged } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { findPublicProfiles } from '../profile/index.js';
import * as repository from './repository.js';
import type { ConversationRow, EnvelopeRow, MessageRow } from './repository.js';

/** The public profiles of the people a view mentions, by id. */
export type People = Awaited<ReturnType<typeof findPublicProfiles>>;

export async function peopleOf(db: Db, ids: Iterable<string>): Promise<People> {
  return findPublicProfiles(db, [...new Set(ids)]);
}

/** A person as messaging shows them; someone without a profile keeps their id and empty names. */
function person(people: People, id: string): MessagingPerson {
  const profile = people.get(id);
  return {
    managedIdentity: id,
    givenName: profile?.firstName ?? '',
    familyName: profile?.lastName ?? '',
    image: profile?.image ?? null,
  };
}

/** The name a conversation's topic or a message's title shows: the full name, or the id without one. */
export function fullName(people: People, id: string): string {
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
export async function loadMessages(db: Db, rows: MessageRow[]): Promise<Message[]> {
  const envelopes = await repository.envelopesOf(
    db,
    rows.map((row) => row.id),
  );
  const ids = new Set<string>(envelopes.map((envelope) => envelope.recipientId));
  for (const row of rows) if (row.senderId) ids.add(row.senderId);
  const people = await peopleOf(db, ids);
  return rows.map((row) =>
    toMessage(
      row,
      envelopes.filter((envelope) => envelope.messageId === row.id),
      people,
    ),
  );
}

/** Conversations with their owner, counterparts, newest message and unread count, in the given order. */
export async function toConversations(
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
  const people = await peopleOf(db, ids);
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

/** One conversation as the API shows it. */
export async function conversationView(db: Db, row: ConversationRow): Promise<Conversation> {
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

export function paged<T>(totalCount: number, offset: number, data: T[]): Paged<T> {
  return { totalCount, offset, count: data.length, data };
}
