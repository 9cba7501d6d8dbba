import type { FastifyInstance } from 'fastify';
import { communicatorEndpoints as api, endpointPath, LIVE_EVENT_NAMES } from '@achterhoek/contracts';
import { identityOf, subjectOf } from '../../platform/auth/plugin.js';
import { route, sendCreated } from '../../platform/http/route.js';
import * as conversations from './conversation-service.js';
import type { CommunicatorDeps } from './deps.js';
import { formatEvent, type LiveHub } from './live.js';
import * as messages from './message-service.js';
import * as pushSubscriptions from './push-subscription-service.js';
import * as users from './user-service.js';

export interface CommunicatorRouteDeps extends CommunicatorDeps {
  live: LiveHub;
  vapidPublicKey: string;
}

/** The communicator's calls (spec 000 §7), the live event stream and Web Push registration. */
export function registerCommunicatorRoutes(app: FastifyInstance, deps: CommunicatorRouteDeps): void {
  route(app, api.inbox, async ({ query, request }) =>
    conversations.getInbox(deps, subjectOf(request), query),
  );

  route(app, api.lookupConversations, async ({ query, request }) =>
    conversations.lookupConversations(deps, subjectOf(request), query),
  );

  route(app, api.createConversation, async ({ body, request, reply }) => {
    const { id, created } = await conversations.createConversation(deps, subjectOf(request), body);
    return reply
      .status(created ? 201 : 200)
      .header('location', endpointPath(api.conversation, { id }))
      .send({ id });
  });

  route(app, api.conversation, async ({ params, request }) =>
    conversations.getConversation(deps, subjectOf(request), params.id),
  );

  route(app, api.ackConversation, async ({ params, request }) => {
    await conversations.acknowledgeConversation(deps, subjectOf(request), params.id);
  });

  route(app, api.messages, async ({ params, query, request }) =>
    messages.listMessages(deps, subjectOf(request), params.id, query),
  );

  route(app, api.sendMessage, async ({ body, request, reply }) => {
    const { actor, subject } = identityOf(request);
    const { id } = await messages.sendMessage(deps, subject, body, actor);
    return sendCreated(reply, endpointPath(api.message, { id }), { id });
  });

  route(app, api.message, async ({ params, request }) =>
    messages.getMessage(deps, subjectOf(request), params.id),
  );

  route(app, api.user, async ({ request }) => users.getMessagingUser(deps, subjectOf(request)));

  // A push token or subscription belongs to the device, so to the person holding it — never to the
  // delegator they may be acting for (reference §8).
  route(app, api.fcmToken, async ({ body, request }) => {
    await pushSubscriptions.setFcmToken(deps, identityOf(request).actor, body.token);
  });

  route(app, api.pushPublicKey, async () => ({ publicKey: deps.vapidPublicKey }));

  route(app, api.savePushSubscription, async ({ body, request }) => {
    await pushSubscriptions.savePushSubscription(deps, identityOf(request).actor, body);
  });

  route(app, api.deletePushSubscription, async ({ query, request }) => {
    await pushSubscriptions.deletePushSubscription(deps, identityOf(request).actor, query.endpoint);
  });

  // The stream is written by hand: the reply is hijacked and stays open until the client or the server
  // goes away. It starts with the current unread count, so a client that reconnects is up to date.
  route(app, api.liveEvents, async ({ request, reply }) => {
    const { actor, subject: user } = identityOf(request);
    const unread = await users.unreadCountOf(deps, user.id);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write(': connected\n\n');
    // A delegate's stream for the person is remembered as theirs: it ends when the delegation ends.
    const forget = deps.live.add(user.id, raw, actor.id);
    raw.write(formatEvent(LIVE_EVENT_NAMES.unreadCount, { unreadMessageCount: unread }));
    request.raw.on('close', forget);
    raw.on('close', forget);
    return reply;
  });
}
