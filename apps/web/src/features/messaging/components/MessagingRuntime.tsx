import {
  LIVE_EVENT_NAMES,
  MessageReceivedEventSchema,
  MessagingUserSchema,
  UnreadCountEventSchema,
} from '@achterhoek/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { delegatorHeaders, useActingDelegatorId } from '../../../lib/delegation';
import { currentAccessToken } from '../../../lib/http';
import { dispatchLiveEvent } from '../../../lib/liveEvents';
import { logger } from '../../../lib/logger';
import { paths } from '../../../lib/paths';
import { readStorage, storageKeys } from '../../../lib/storage-keys';
import { fetchMessage, LIVE_EVENTS_PATH, storeFcmToken } from '../api/messagingApi';
import { useSignedInId } from '../../../lib/auth';
import { messagingKeys } from '../api/queries';
import { openLiveStream } from '../lib/liveStream';
import { getOpenConversation } from '../lib/openConversation';
import { callersConversationId } from '../lib/pendingConversation';
import type { SseEvent } from '../lib/sse';
import { subscribeToWebPush } from '../lib/webPush';
import { conversationPath } from '../paths';

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Messaging's background work for the signed-in user once start-up has finished: one live event stream
 * (new messages refresh the lists and, for a conversation not on screen, show a notification; unread
 * counts update the Community dot), the native wrapper's push token and web push, and the landing
 * `msgId` that Home receives.
 */
export function MessagingRuntime() {
  const signedInId = useSignedInId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The stream is the person's the user acts for, like every other call; a switch opens a new one.
  const delegator = useActingDelegatorId();

  useEffect(() => {
    if (!signedInId) return;
    // Events may have been missed (our stream or the server's database connection dropped): fetch the
    // unread count, the inbox and open conversations again.
    const resync = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all(signedInId) });
    const onEvent = (event: SseEvent) => {
      // Trip and ride pages listen for their own events (and reload on a resync too).
      dispatchLiveEvent({ event: event.event, data: event.data });
      if (event.event === LIVE_EVENT_NAMES.resync) {
        resync();
      } else if (event.event === LIVE_EVENT_NAMES.unreadCount) {
        const parsed = UnreadCountEventSchema.safeParse(parseJson(event.data));
        if (!parsed.success) return;
        queryClient.setQueryData(messagingKeys.status(signedInId), (old: unknown) => {
          const previous = MessagingUserSchema.safeParse(old);
          return {
            managedIdentity: previous.success ? previous.data.managedIdentity : signedInId,
            unreadMessageCount: parsed.data.unreadMessageCount,
          };
        });
      } else if (event.event === LIVE_EVENT_NAMES.messageReceived) {
        const parsed = MessageReceivedEventSchema.safeParse(parseJson(event.data));
        if (!parsed.success) return;
        void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox(signedInId) });
        void queryClient.invalidateQueries({
          queryKey: messagingKeys.conversation(signedInId, parsed.data.conversationId),
        });
        if (getOpenConversation() !== parsed.data.conversationId) {
          notify.arrived('messaging.received', { title: parsed.data.title, body: parsed.data.body });
        }
      }
    };
    return openLiveStream({
      url: LIVE_EVENTS_PATH,
      getAccessToken: currentAccessToken,
      getHeaders: () => delegatorHeaders(LIVE_EVENTS_PATH),
      onEvent,
      onReconnect: () => {
        resync();
        dispatchLiveEvent({ event: LIVE_EVENT_NAMES.resync, data: '{}' });
      },
      // A message stored after the inbox or the unread count was fetched but before the stream opened
      // sends no event: what was fetched before this moment is fetched again.
      onFirstOpen: () => {
        const openedAt = Date.now();
        void queryClient.invalidateQueries({
          queryKey: messagingKeys.all(signedInId),
          predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < openedAt,
        });
      },
    });
  }, [signedInId, queryClient, delegator]);

  // The native wrapper's push token, once per login, and web push where the browser offers it.
  useEffect(() => {
    if (!signedInId) return;
    const token = readStorage(window.localStorage, storageKeys.fcmToken);
    if (token) {
      storeFcmToken(token).catch((error: unknown) => logger.warn('Storing the push token failed', error));
    }
    void subscribeToWebPush();
  }, [signedInId]);

  // Landing `msgId` (passed on as /home?msgId=…): open that message's conversation.
  const messageId = searchParams.get('msgId');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!signedInId || !messageId || handled.current === messageId) return;
    handled.current = messageId;
    fetchMessage(messageId)
      .then((message) => {
        const id = callersConversationId(message, signedInId);
        void navigate(id === null ? paths.home : conversationPath(id), { replace: true });
      })
      .catch((error: unknown) => {
        logger.warn('Opening the message from the link failed', error);
        void navigate(paths.home, { replace: true });
      });
  }, [signedInId, messageId, navigate]);

  return null;
}
