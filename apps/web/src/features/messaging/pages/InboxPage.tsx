import type { InboxSelection } from '@achterhoek/contracts';
import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { useInbox } from '../api/queries';
import { ConversationRow } from '../components/ConversationRow';
import { readInboxTab, writeInboxTab } from '../lib/inboxTab';
import { scrolledFarEnough } from '../../../lib/infinite-scroll';
import { useWindowScroll } from '../lib/scroll';

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
    return <QueryLoadError query={inbox} messageId="messaging.inbox.error" />;
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
