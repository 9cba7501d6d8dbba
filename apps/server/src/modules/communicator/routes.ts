import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ConversationLookupQuerySchema,
  ConversationSchema,
  CreateConversationRequestSchema,
  CreatedResponseSchema,
  FcmTokenRequestSchema,
  InboxQuerySchema,
  LIVE_EVENT_NAMES,
  MessageSchema,
  MessagesQuerySchema,
  MessagingUserSchema,
  PagedConversationsSchema,
  PagedMessagesSchema,
  PushPublicKeySchema,
  PushSubscriptionRequestSchema,
  SendMessageRequestSchema,
} from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { formatEvent, type LiveHub } from './live.js';
import * as service from './service.js';
import type { CommunicatorDeps } from './service.js';

const BASE = '/api/communicator';
const E = ApiErrorSchema;
const security = [{ bearer: [] }];
const tags = ['communicator'];
const NoContent = z.null().describe('No content');
const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const DeleteSubscriptionSchema = z.object({ endpoint: z.url() });

export interface CommunicatorRouteDeps extends CommunicatorDeps {
  live: LiveHub;
  vapidPublicKey: string;
}

/** The communicator's calls (spec 000 §7), the live event stream and Web Push registration. */
export function registerCommunicatorRoutes(app: FastifyInstance, deps: CommunicatorRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${BASE}/conversations/inbox`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's conversations with their newest message and unread count",
        querystring: InboxQuerySchema,
        response: { 200: PagedConversationsSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => service.getInbox(deps, subjectOf(request), request.query),
  );

  typed.get(
    `${BASE}/conversations`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's conversations about a context",
        querystring: ConversationLookupQuerySchema,
        response: { 200: PagedConversationsSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => service.lookupConversations(deps, subjectOf(request), request.query),
  );

  typed.post(
    `${BASE}/conversations`,
    {
      schema: {
        tags,
        security,
        summary:
          'Start a conversation of the caller about a context; 200 with the existing id when the caller has one',
        body: CreateConversationRequestSchema,
        response: { 200: CreatedResponseSchema, 201: CreatedResponseSchema, 400: E, 401: E },
      },
    },
    async (request, reply) => {
      const { id, created } = await service.createConversation(deps, subjectOf(request), request.body);
      return reply
        .status(created ? 201 : 200)
        .header('location', `${BASE}/conversations/${id}`)
        .send({ id });
    },
  );

  typed.get(
    `${BASE}/conversations/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s conversations',
        params: IdParamsSchema,
        response: { 200: ConversationSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) => service.getConversation(deps, subjectOf(request), request.params.id),
  );

  typed.put(
    `${BASE}/conversations/:id/ack`,
    {
      schema: {
        tags,
        security,
        summary: 'Mark every message in the conversation as read',
        params: IdParamsSchema,
        response: { 204: NoContent, 400: E, 401: E, 404: E },
      },
    },
    async (request, reply) => {
      await service.acknowledgeConversation(deps, subjectOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/conversations/:id/messages`,
    {
      schema: {
        tags,
        security,
        summary: 'The messages in one of the caller’s conversations',
        params: IdParamsSchema,
        querystring: MessagesQuerySchema,
        response: { 200: PagedMessagesSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) => service.listMessages(deps, subjectOf(request), request.params.id, request.query),
  );

  typed.post(
    `${BASE}/messages`,
    {
      schema: {
        tags,
        security,
        summary: 'Send a message to one or more people',
        body: SendMessageRequestSchema,
        response: { 201: CreatedResponseSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request, reply) => {
      const { id } = await service.sendMessage(deps, subjectOf(request), request.body);
      return reply.status(201).header('location', `${BASE}/messages/${id}`).send({ id });
    },
  );

  typed.get(
    `${BASE}/messages/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'A message the caller sent or received',
        params: IdParamsSchema,
        response: { 200: MessageSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) => service.getMessage(deps, subjectOf(request), request.params.id),
  );

  typed.get(
    `${BASE}/users/me`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's unread message count",
        response: { 200: MessagingUserSchema, 401: E },
      },
    },
    async (request) => service.getMessagingUser(deps, subjectOf(request)),
  );

  typed.put(
    `${BASE}/users/me/fcm-token`,
    {
      schema: {
        tags,
        security,
        summary: "Store the caller's Firebase push token (stored only; Web Push is used for delivery)",
        body: FcmTokenRequestSchema,
        response: { 204: NoContent, 400: E, 401: E },
      },
    },
    async (request, reply) => {
      await service.setFcmToken(deps, subjectOf(request), request.body.token);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/push/public-key`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The server's VAPID public key for Web Push subscriptions",
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => ({ publicKey: deps.vapidPublicKey }),
  );

  typed.put(
    `${BASE}/users/me/push-subscription`,
    {
      schema: {
        tags,
        security,
        summary: "Register a browser's Web Push subscription for the caller",
        body: PushSubscriptionRequestSchema,
        response: { 204: NoContent, 400: E, 401: E },
      },
    },
    async (request, reply) => {
      await service.savePushSubscription(deps, subjectOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  typed.delete(
    `${BASE}/users/me/push-subscription`,
    {
      schema: {
        tags,
        security,
        summary: "Remove one of the caller's Web Push subscriptions (by endpoint, in the query)",
        querystring: DeleteSubscriptionSchema,
        response: { 204: NoContent, 400: E, 401: E },
      },
    },
    async (request, reply) => {
      await service.deletePushSubscription(deps, subjectOf(request), request.query.endpoint);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/users/me/events`,
    {
      schema: {
        tags,
        security,
        summary:
          'Live events (text/event-stream): message-received and unread-count; a comment heartbeat every 25 s',
        response: { 401: E },
      },
    },
    async (request, reply) => {
      const user = subjectOf(request);
      const unread = await service.unreadCountOf(deps.db, user.id);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(': connected\n\n');
      const forget = deps.live.add(user.id, raw);
      raw.write(formatEvent(LIVE_EVENT_NAMES.unreadCount, { unreadMessageCount: unread }));
      request.raw.on('close', forget);
      raw.on('close', forget);
    },
  );
}
