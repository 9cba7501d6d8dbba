import { RATE_WRITE } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';
import {
  CommunicatorIdParamsSchema,
  ConversationLookupQuerySchema,
  ConversationSchema,
  CreateConversationRequestSchema,
  DeletePushSubscriptionQuerySchema,
  FcmTokenRequestSchema,
  InboxQuerySchema,
  MessageSchema,
  MessagesQuerySchema,
  MessagingUserSchema,
  PagedConversationsSchema,
  PagedMessagesSchema,
  PushPublicKeySchema,
  PushSubscriptionRequestSchema,
  SendMessageRequestSchema,
} from '../communicator';
import { CreatedResponseSchema } from '../profile';

/** The communicator service's calls (spec 000 §7), its live event stream and Web Push registration. */
export const communicatorEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/communicator/conversations/inbox',
    summary: "The caller's conversations with their newest message and unread count",
    query: InboxQuerySchema,
    response: PagedConversationsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: 100 },
  }),
  lookupConversations: endpoint({
    method: 'GET',
    path: '/api/communicator/conversations',
    summary: "The caller's conversations about a context",
    query: ConversationLookupQuerySchema,
    response: PagedConversationsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: 100 },
  }),
  // Answers 201 for a new conversation and 200 with the existing id when the caller already has one about
  // that context; both carry the conversation's Location.
  createConversation: endpoint({
    method: 'POST',
    path: '/api/communicator/conversations',
    summary:
      'Start a conversation of the caller about a context; 200 with the existing id when the caller has one',
    body: CreateConversationRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401],
    limits: { rate: RATE_WRITE },
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/communicator/conversations/:id',
    summary: 'One of the caller’s conversations',
    params: CommunicatorIdParamsSchema,
    response: ConversationSchema,
    errors: [400, 401, 404],
    limits: {},
  }),
  ackConversation: endpoint({
    method: 'PUT',
    path: '/api/communicator/conversations/:id/ack',
    summary: 'Mark every message in the conversation as read',
    params: CommunicatorIdParamsSchema,
    status: 204,
    errors: [400, 401, 404],
    limits: { rate: RATE_WRITE },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/communicator/conversations/:id/messages',
    summary: 'The messages in one of the caller’s conversations',
    params: CommunicatorIdParamsSchema,
    query: MessagesQuerySchema,
    response: PagedMessagesSchema,
    errors: [400, 401, 404],
    limits: { pageSize: 100 },
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/communicator/messages',
    summary:
      "Send a message to one or more people; 403 when a recipient's conversation for that context is one the sender takes no part in",
    body: SendMessageRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
  }),
  message: endpoint({
    method: 'GET',
    path: '/api/communicator/messages/:id',
    summary: 'A message the caller sent or received',
    params: CommunicatorIdParamsSchema,
    response: MessageSchema,
    errors: [400, 401, 404],
    limits: {},
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/communicator/users/me',
    summary: "The caller's unread message count",
    response: MessagingUserSchema,
    errors: [401],
    limits: {},
  }),
  fcmToken: endpoint({
    method: 'PUT',
    path: '/api/communicator/users/me/fcm-token',
    summary:
      "Store the caller's Firebase push token (the native app's pushes go to it when FCM is configured)",
    body: FcmTokenRequestSchema,
    status: 204,
    errors: [400, 401],
    limits: { rate: RATE_WRITE },
  }),
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/communicator/push/public-key',
    summary: "The server's VAPID public key for Web Push subscriptions",
    public: true,
    response: PushPublicKeySchema,
    errors: [],
    limits: {},
  }),
  savePushSubscription: endpoint({
    method: 'PUT',
    path: '/api/communicator/users/me/push-subscription',
    summary: "Register a browser's Web Push subscription for the caller",
    body: PushSubscriptionRequestSchema,
    status: 204,
    errors: [400, 401],
    limits: { rate: RATE_WRITE },
  }),
  deletePushSubscription: endpoint({
    method: 'DELETE',
    path: '/api/communicator/users/me/push-subscription',
    summary: "Remove one of the caller's Web Push subscriptions (by endpoint, in the query)",
    query: DeletePushSubscriptionQuerySchema,
    status: 204,
    errors: [400, 401],
    limits: { rate: RATE_WRITE },
  }),
  // The handler writes the stream itself (message-received and unread-count events, see
  // LIVE_EVENT_NAMES), so there is no response schema.
  liveEvents: endpoint({
    method: 'GET',
    path: '/api/communicator/users/me/events',
    summary:
      'Live events (text/event-stream): message-received and unread-count; a comment heartbeat every 25 s',
    produces: 'text/event-stream',
    errors: [401],
    limits: {},
  }),
} as const satisfies Record<string, EndpointDefinition>;
