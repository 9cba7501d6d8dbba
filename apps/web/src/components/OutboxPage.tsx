import { Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { isApiError } from '../lib/api-error';
import { useHasRealmRole } from '../lib/useCurrentUser';
import { CardList } from './CardList';
import { Page } from './Page';
import { QueryContent } from './QueryContent';

/** What every kept message has: an id and the moment it was sent. */
export interface OutboxMessage {
  id: number;
  createdTime: string;
}

type OutboxTextKey = 'title' | 'noAccess' | 'error' | 'intro' | 'refresh' | 'empty';

/** A prefix of message ids under which an outbox page finds all its texts ('smsOutbox': 'smsOutbox.title', …). */
type OutboxTexts = {
  [Id in MessageId]: Id extends `${infer Prefix}.title`
    ? `${Prefix}.${OutboxTextKey}` extends MessageId
      ? Prefix
      : never
    : never;
}[MessageId];

interface OutboxPageProps<M extends OutboxMessage> {
  /** Where the page's texts are; its title is the heading and names the list. */
  texts: OutboxTexts;
  /** The query of the list, asked only when `enabled` (for an admin). */
  useOutbox: (enabled: boolean) => UseQueryResult<{ data: M[] }>;
  /** The card of one message. */
  MessageCard: ComponentType<{ message: M }>;
}

/**
 * A page of the messages the app sent, newest first, for admins only: anyone else is told there is no
 * access (the query is not even asked), and so is an admin the server refuses (403). A refresh button
 * fetches the list again, so a message sent after the page opened shows up without leaving the page.
 */
export function OutboxPage<M extends OutboxMessage>({ texts, useOutbox, MessageCard }: OutboxPageProps<M>) {
  const intl = useIntl();
  // Only admins (identity-provider realm role) may read an outbox.
  const isAdmin = useHasRealmRole('admin');
  const outbox = useOutbox(isAdmin);
  const text = (key: OutboxTextKey) => intl.formatMessage({ id: `${texts}.${key}` as MessageId });
  const refused = outbox.isError && isApiError(outbox.error) && outbox.error.status === 403;

  const content =
    !isAdmin || refused ? (
      <Text>{text('noAccess')}</Text>
    ) : (
      <QueryContent query={outbox} error={`${texts}.error` as MessageId}>
        {({ data }) => {
          // Newest first, whatever order the server sends; the same moment goes by the later id.
          const messages = [...data].sort(
            (a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime) || b.id - a.id,
          );
          return (
            <>
              <Group justify="space-between" gap="sm">
                <Text style={{ flex: '1 1 12rem' }}>{text('intro')}</Text>
                <Button variant="default" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
                  {text('refresh')}
                </Button>
              </Group>
              {messages.length === 0 ? (
                <Text>{text('empty')}</Text>
              ) : (
                <CardList label={text('title')} items={messages}>
                  {(message) => <MessageCard message={message} />}
                </CardList>
              )}
            </>
          );
        }}
      </QueryContent>
    );

  return <Page title={`${texts}.title` as MessageId}>{content}</Page>;
}
