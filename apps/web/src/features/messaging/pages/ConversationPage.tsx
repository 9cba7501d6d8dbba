import {
  MESSAGE_BODY_MAX_LENGTH,
  rideshareEndpoints,
  type Conversation,
  type Message,
  type MessagingPerson,
} from '@achterhoek/contracts';
import { ActionIcon, Divider, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { call } from '../../../lib/call';
import { notify } from '../../../lib/notify';
import { PageTitle } from '../../../components/PageTitle';
import { logger } from '../../../lib/logger';
import { paths } from '../../../lib/paths';
import { isRegisteredPath } from '../../../lib/route-registry';
import { useCurrentUser } from '../../../lib/useCurrentUser';
import { useAckConversation, useConversation, useMessages, useSendMessage } from '../api/queries';
import {
  bookingIdOfContext,
  bookingMessagePath,
  counterpartOf,
  defaultReplyTarget,
  firstUnreadIndex,
  formatMessageTime,
  isOwnMessage,
  personFullName,
  systemMessagePath,
} from '../lib/conversation';
import { setOpenConversation } from '../lib/openConversation';
import { useWindowScroll } from '../lib/scroll';

/** Spec 000 §9: a conversation loads older messages 150 px before reaching its top. */
const LOAD_OLDER_WITHIN_PX = 150;

/** The person in the router state of a conversation opened to write to them (useStartConversation). */
function recipientOf(state: unknown): MessagingPerson | null {
  if (typeof state !== 'object' || state === null || !('recipient' in state)) return null;
  const recipient = (state as { recipient: unknown }).recipient;
  if (typeof recipient !== 'object' || recipient === null) return null;
  const { managedIdentity, givenName, familyName } = recipient as Record<string, unknown>;
  if (
    typeof managedIdentity !== 'string' ||
    typeof givenName !== 'string' ||
    typeof familyName !== 'string'
  ) {
    return null;
  }
  return { managedIdentity, givenName, familyName };
}

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** /conversation/{conversationId}: the messages oldest to newest, and a reply box. */
export function ConversationPage() {
  const { conversationId } = useParams();
  const id = parseId(conversationId);
  if (id === null) return <Navigate to={paths.inbox} replace />;
  return <ConversationView key={id} id={id} />;
}

function ConversationView({ id }: { id: number }) {
  const intl = useIntl();
  const me = useCurrentUser()?.id ?? '';
  const conversation = useConversation(id);
  const messagesQuery = useMessages(id);
  const ack = useAckConversation();

  // While open, arriving messages need no notification; leaving acknowledges the conversation.
  const ackRef = useRef(ack);
  useEffect(() => {
    ackRef.current = ack;
  });
  useEffect(() => {
    setOpenConversation(id);
    return () => {
      setOpenConversation(null);
      ackRef
        .current(id)
        .catch((error: unknown) => logger.warn('Acknowledging the conversation failed', error));
    };
  }, [id]);

  // New messages while the page is open are read at once.
  const updates = useRef(0);
  const updatedAt = messagesQuery.dataUpdatedAt;
  useEffect(() => {
    if (!updatedAt) return;
    updates.current += 1;
    if (updates.current > 1) {
      ackRef
        .current(id)
        .catch((error: unknown) => logger.warn('Acknowledging the conversation failed', error));
    }
  }, [updatedAt, id]);

  const messages = useMemo(
    () => (messagesQuery.data?.pages.flatMap((page) => page.data) ?? []).slice().reverse(),
    [messagesQuery.data],
  );

  // Older pages when scrolled near the top; the view keeps its place when they are added above.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messagesQuery;
  const heightBefore = useRef<number | null>(null);
  useWindowScroll(() => {
    if (!hasNextPage || isFetchingNextPage || window.scrollY > LOAD_OLDER_WITHIN_PX) return;
    heightBefore.current = document.documentElement.scrollHeight;
    void fetchNextPage();
  });
  const firstLoad = useRef(true);
  useLayoutEffect(() => {
    if (messages.length === 0) return;
    const root = document.documentElement;
    if (firstLoad.current) {
      firstLoad.current = false;
      window.scrollTo(0, root.scrollHeight);
    } else if (heightBefore.current !== null) {
      window.scrollTo(0, window.scrollY + root.scrollHeight - heightBefore.current);
      heightBefore.current = null;
    }
  }, [messages]);

  const title = conversation.data?.topic ?? intl.formatMessage({ id: 'messaging.conversation.title' });
  const loading = conversation.isPending || messagesQuery.isPending;

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      {loading ? (
        <Text role="status">
          <FormattedMessage id="messaging.conversation.loading" />
        </Text>
      ) : conversation.isError || messagesQuery.isError ? (
        <Text role="alert">
          <FormattedMessage id="messaging.conversation.error" />
        </Text>
      ) : (
        <MessageThread conversation={conversation.data} messages={messages} me={me} />
      )}
    </Stack>
  );
}

interface MessageThreadProps {
  conversation: Conversation;
  messages: Message[];
  me: string;
}

function MessageThread({ conversation, messages, me }: MessageThreadProps) {
  const navigate = useNavigate();
  // The first-unread position is fixed when the page opens, so the marker stays while reading.
  const [unreadMessageId] = useState(() => messages[firstUnreadIndex(messages, me)]?.id);
  const [chosenTarget, setChosenTarget] = useState<MessagingPerson | null>(null);
  // Opened to write to somebody (from a ride, say) before anybody has written: that person.
  const openedFor = recipientOf(useLocation().state);
  const target =
    chosenTarget ?? defaultReplyTarget(messages, me) ?? conversation.counterparts[0] ?? openedFor ?? null;

  const open = (path: string | null) => {
    if (path && isRegisteredPath(path)) void navigate(path);
  };
  // A booking's message names only the booking: its ride (or trip) is asked for when it is tapped.
  const openBooking = async (bookingId: number) => {
    try {
      const booking = await call(rideshareEndpoints.booking, { params: { bookingId } });
      open(bookingMessagePath(booking, conversation.ownerRole));
    } catch (error) {
      logger.warn('Opening the booking of a message failed', error);
      notify.error('messaging.conversation.openFailed');
    }
  };

  const onTap = (message: Message) => {
    if (!message.sender) {
      const bookingId = bookingIdOfContext(message.context);
      if (bookingId !== null) void openBooking(bookingId);
      else open(systemMessagePath(message.context, conversation.ownerRole));
      return;
    }
    const person = counterpartOf(message, me);
    if (person) setChosenTarget(person);
  };

  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((message) => (
          <li key={message.id}>
            {message.id === unreadMessageId && (
              <Divider
                my="xs"
                color="red"
                label={<FormattedMessage id="messaging.conversation.unreadMarker" />}
                labelPosition="center"
              />
            )}
            <MessageBubble message={message} own={isOwnMessage(message, me)} onTap={() => onTap(message)} />
          </li>
        ))}
      </Stack>
      {target && <ReplyBox conversation={conversation} target={target} />}
    </Stack>
  );
}

function MessageBubble({ message, own, onTap }: { message: Message; own: boolean; onTap: () => void }) {
  const system = !message.sender;
  return (
    <UnstyledButton
      onClick={onTap}
      w="100%"
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        p="sm"
        radius="md"
        withBorder
        maw="85%"
        bg={system ? 'var(--mantine-color-gray-1)' : own ? 'var(--mantine-color-achterhoek-0)' : undefined}
      >
        {message.sender && (
          <Text size="sm" fw={700}>
            {personFullName(message.sender)}
          </Text>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
        <Text size="xs" c="dimmed" ta="right">
          {formatMessageTime(message.createdTime)}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function ReplyBox({ conversation, target }: { conversation: Conversation; target: MessagingPerson }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const send = useSendMessage(conversation.id);
  const body = text.trim();

  const submit = async () => {
    if (!body || send.isPending) return;
    const context = conversation.initialContext;
    try {
      await send.mutateAsync({
        body,
        context,
        senderContext: context,
        deliveryMode: 'ALL',
        envelopes: [{ context, recipient: { managedIdentity: target.managedIdentity } }],
      });
      setText('');
    } catch (error) {
      logger.warn('Sending the message failed', error);
      notify.error('messaging.sendFailed');
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          label={intl.formatMessage(
            { id: 'messaging.conversation.messageFor' },
            { name: personFullName(target) },
          )}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={5}
        />
        <ActionIcon
          type="submit"
          size="xl"
          disabled={!body}
          loading={send.isPending}
          aria-label={intl.formatMessage({ id: 'messaging.conversation.send' })}
        >
          <SendIcon />
        </ActionIcon>
      </Group>
    </form>
  );
}

function SendIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M2 21l21-9L2 3v7l15 2-15 2z" />
    </svg>
  );
}
