import {
  communicatorEndpoints as api,
  type CreateConversationRequest,
  type InboxSelection,
  type PushSubscriptionRequest,
  type SendMessageRequest,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';

// The communicator's calls (spec 000 §7 Communicator), each through its endpoint contract.

/** The live event stream (text/event-stream); read with fetch by `openLiveStream`, not through `call`. */
export const LIVE_EVENTS_PATH = api.liveEvents.path;

export function fetchInbox(select: InboxSelection, offset: number, maxResults: number, signal?: AbortSignal) {
  return call(api.inbox, { query: { select, offset, maxResults } }, { signal });
}

export function fetchConversation(id: number, signal?: AbortSignal) {
  return call(api.conversation, { params: { id } }, { signal });
}

export function ackConversation(id: number) {
  // keepalive: the acknowledgement is sent when the user leaves the conversation, maybe closing the tab.
  return call(api.ackConversation, { params: { id } }, { keepalive: true });
}

export function fetchMessages(
  conversationId: number,
  offset: number,
  maxResults: number,
  signal?: AbortSignal,
) {
  return call(
    api.messages,
    {
      params: { id: conversationId },
      // Spec 000 §7: the conversation shows chat messages (MESSAGE and ALL), not notification-only ones.
      query: { deliveryMode: 'MESSAGE', sortDir: 'DESC', offset, maxResults },
    },
    { signal },
  );
}

export function sendMessage(body: SendMessageRequest) {
  return call(api.sendMessage, { body });
}

export function fetchMessage(id: string | number, signal?: AbortSignal) {
  return call(api.message, { params: { id } }, { signal });
}

export function fetchMessagingUser(signal?: AbortSignal) {
  return call(api.user, {}, { signal });
}

export function storeFcmToken(token: string) {
  return call(api.fcmToken, { body: { token } }, { redirectOnUnauthorized: false });
}

export function fetchPushPublicKey() {
  return call(api.pushPublicKey);
}

/**
 * Stores the browser's subscription (`PushSubscription.toJSON()`). The browser types every part as
 * optional; a missing endpoint or key goes as empty text, which the server refuses with 400.
 */
export function storePushSubscription(subscription: PushSubscriptionJSON) {
  const body: PushSubscriptionRequest = {
    endpoint: subscription.endpoint ?? '',
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
  };
  return call(api.savePushSubscription, { body }, { redirectOnUnauthorized: false });
}

/** Forgets this browser's subscription for the signed-in user (at logout). */
export function removePushSubscription(endpoint: string) {
  return call(api.deletePushSubscription, { query: { endpoint } }, { redirectOnUnauthorized: false });
}

/** The caller's conversation about a context: a new one (201), or the one they already have. */
export function startConversation(request: CreateConversationRequest) {
  return call(api.createConversation, { body: request });
}
