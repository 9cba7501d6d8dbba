import type { Conversation, CreateConversationRequest, Message } from '@achterhoek/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { callsTo, type FakeRoute, type mockApi, noContent } from './fakeApi';

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

/**
 * Clicks a page's button that messages somebody ('Stuur Henk een bericht'), with `openConversationRoutes`
 * in place, and checks that conversation 41 opens under its topic (and can be answered to `counterpart`,
 * when given), after a request to open it with `request`.
 */
export async function expectConversationOpened(
  spy: ReturnType<typeof mockApi>,
  router: { state: { location: { pathname: string } } },
  button: string,
  request: CreateConversationRequest,
  counterpart?: string,
): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  expect(await screen.findByRole('heading', { level: 1, name: request.topic })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/conversation/41');
  if (counterpart) expect(await screen.findByLabelText(`Bericht voor ${counterpart}`)).toBeInTheDocument();
  expect(callsTo(spy, 'POST', '/api/communicator/conversations')[0]!.body).toEqual(request);
}
