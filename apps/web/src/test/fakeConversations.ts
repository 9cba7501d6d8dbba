import type { Conversation, Message } from '@achterhoek/contracts';
import { type FakeRoute, noContent } from './fakeApi';

/**
 * Conversation 41 between Henk Lubbers (its owner, the driver) and a passenger about ride 12, unread
 * nothing; `overrides` change any part, and a new `initialContext` is also its only context.
 */
export function testConversation(overrides: Partial<Conversation> = {}): Conversation {
  const initialContext = overrides.initialContext ?? 'urn:nb:rs:ride:12';
  return {
    id: 41,
    owner: { managedIdentity: 'user-1', givenName: 'Henk', familyName: 'Lubbers' },
    ownerRole: 'DRIVER',
    topic: 'Station Winterswijk naar Station Doetinchem',
    initialContext,
    contexts: [initialContext],
    createdTime: '2026-11-23T10:00:00+01:00',
    archivedTime: null,
    unreadCount: 0,
    recentMessage: null,
    counterparts: [],
    ...overrides,
  };
}

/** The routes that show `conversation`: the conversation, its `messages` (one page) and marking it read. */
export function conversationRoutes(
  conversation: Conversation,
  messages: Message[] = [],
): Record<string, FakeRoute> {
  const path = `/api/communicator/conversations/${conversation.id}`;
  return {
    [`GET ${path}`]: conversation,
    [`GET ${path}/messages`]: {
      totalCount: messages.length,
      offset: 0,
      count: messages.length,
      data: messages,
    },
    [`PUT ${path}/ack`]: noContent,
  };
}

/**
 * The routes for opening a new `conversation` from a page (the server answers 201 with its id) and then
 * showing it.
 */
export function openConversationRoutes(conversation: Conversation): Record<string, FakeRoute> {
  return {
    'POST /api/communicator/conversations': () => Response.json({ id: conversation.id }, { status: 201 }),
    ...conversationRoutes(conversation),
  };
}
