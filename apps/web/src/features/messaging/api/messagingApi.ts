import {
  ConversationSchema,
  MessageSchema,
  MessagingUserSchema,
  PagedConversationsSchema,
  PagedMessagesSchema,
  PushPublicKeySchema,
  type SendMessageRequest,
} from '@achterhoek/contracts';
import { z } from 'zod';
import { request } from '../../../lib/http';

// The communicator's calls (spec 000 §7 Communicator), each typed with its contract.
export const COMMUNICATOR_API = '/api/communicator';

export type InboxSelection = 'ACTUAL' | 'ARCHIVED';

const CreatedSchema = z.object({ id: z.number().int() });

export function fetchInbox(select: InboxSelection, offset: number, maxResults: number, signal?: AbortSignal) {
  return request(`${COMMUNICATOR_API}/conversations/inbox`, {
    query: { select, offset, maxResults },
    schema: PagedConversationsSchema,
    signal,
  });
}

export function fetchConversation(id: number, signal?: AbortSignal) {
  return request(`${COMMUNICATOR_API}/conversations/${id}`, { schema: ConversationSchema, signal });
}

export function ackConversation(id: number) {
  return request(`${COMMUNICATOR_API}/conversations/${id}/ack`, { method: 'PUT', keepalive: true });
}

export function fetchMessages(
  conversationId: number,
  offset: number,
  maxResults: number,
  signal?: AbortSignal,
) {
  return request(`${COMMUNICATOR_API}/conversations/${conversationId}/messages`, {
    // Spec 000 §7: the conversation shows chat messages (MESSAGE and ALL), not notification-only ones.
    query: { deliveryMode: 'MESSAGE', sortDir: 'DESC', offset, maxResults },
    schema: PagedMessagesSchema,
    signal,
  });
}

export function sendMessage(body: SendMessageRequest) {
  return request(`${COMMUNICATOR_API}/messages`, { method: 'POST', body, schema: CreatedSchema });
}

export function fetchMessage(id: string | number, signal?: AbortSignal) {
  return request(`${COMMUNICATOR_API}/messages/${encodeURIComponent(String(id))}`, {
    schema: MessageSchema,
    signal,
  });
}

export function fetchMessagingUser(signal?: AbortSignal) {
  return request(`${COMMUNICATOR_API}/users/me`, { schema: MessagingUserSchema, signal });
}

export function storeFcmToken(token: string) {
  return request(`${COMMUNICATOR_API}/users/me/fcm-token`, {
    method: 'PUT',
    body: { token },
    redirectOnUnauthorized: false,
  });
}

export function fetchPushPublicKey() {
  return request(`${COMMUNICATOR_API}/push/public-key`, { schema: PushPublicKeySchema });
}

export function storePushSubscription(subscription: unknown) {
  return request(`${COMMUNICATOR_API}/users/me/push-subscription`, {
    method: 'PUT',
    body: subscription,
    redirectOnUnauthorized: false,
  });
}
