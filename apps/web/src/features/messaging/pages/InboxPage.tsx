import type { Conversation, InboxSelection } from '@achterhoek/contracts';
import { Badge, Group, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { useInbox } from '../api/queries';
import { PersonAvatar } from '../components/PersonAvatar';
import { formatMessageTime, personFullName } from '../lib/conversation';
import { readInboxTab, writeInboxTab } from '../lib/inboxTab';
import { scrolledFarEnough } from '../../../lib/infinite-scroll';
import { useWindowScroll } from '../lib/scroll';
import { conversationPath } from '../paths';

/** /inbox ('Berichten'): current and archived conversations, the selected tab remembered. */
export function InboxPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<InboxSelection>(readInboxTab);
  const choose = (value: string | null) => {
    const next: InboxSelection = value === 'ARCHIVED' ? 'ARCHIVED' : 'ACTUAL';
    setTab(next);
    writeInboxTab(next);
  };

  return (
    <Stack gap="md">
      <PageTitle>{intl.formatMessage({ id: 'messaging.inbox.title' })}</PageTitle>
      <Tabs value={tab} onChange={choose}>
        <Tabs.List grow>
          <Tabs.Tab value="ACTUAL">
            <FormattedMessage id="messaging.inbox.actual" />
          </Tabs.Tab>
          <Tabs.Tab value="ARCHIVED">
            <FormattedMessage id="messaging.inbox.archived" />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <ConversationList select={tab} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ConversationList({ select }: { select: InboxSelection }) {
  const inbox = useInbox(select);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = inbox;

  useWindowScroll(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    const root = document.documentElement;
    if (scrolledFarEnough(window.scrollY, window.innerHeight, root.scrollHeight)) void fetchNextPage();
  });

  if (inbox.isPending) return <LoadingState />;
  if (inbox.isError) {
    return (
      <ErrorWithRetry onRetry={() => void inbox.refetch()} retrying={inbox.isFetching}>
        <FormattedMessage id="messaging.inbox.error" />
      </ErrorWithRetry>
    );
  }
  const conversations = inbox.data.pages.flatMap((page) => page.data);
  if (conversations.length === 0) {
    return (
      <Text>
        <FormattedMessage
          id={select === 'ACTUAL' ? 'messaging.inbox.emptyActual' : 'messaging.inbox.emptyArchived'}
        />
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} />
      ))}
      {isFetchingNextPage && <LoadingState />}
    </Stack>
  );
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const counterpart = conversation.counterparts[0];
  const name = counterpart ? personFullName(counterpart) : '';
  const time = conversation.recentMessage?.createdTime;
  return (
    <li>
      <UnstyledButton
        onClick={() => void navigate(conversationPath(conversation.id))}
        w="100%"
        p="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group wrap="nowrap" align="center">
          <PersonAvatar person={counterpart} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} truncate>
                {name}
              </Text>
              {time && (
                <Text size="sm" c="dimmed">
                  {formatMessageTime(time)}
                </Text>
              )}
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {conversation.topic}
              </Text>
              {conversation.unreadCount > 0 && (
                <Badge
                  color="red"
                  circle
                  aria-label={intl.formatMessage(
                    { id: 'messaging.inbox.unread' },
                    { count: conversation.unreadCount },
                  )}
                >
                  {conversation.unreadCount}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
