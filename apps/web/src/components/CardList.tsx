import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/nl';
import { QueryContent, type LoadingQuery } from './QueryContent';

/**
 * A list of cards under a name (the list's accessible label): one card per item, one under the other with
 * a small gap, without bullets or indent.
 */
export function CardList<Item extends { id: number }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly Item[];
  /** The card of one item. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
    >
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </Box>
  );
}

/**
 * The cards of a list that one query loads (QueryContent with a CardList): a spinner while it loads, the
 * `error` text with a retry when it failed, the `empty` text when there are no items, and otherwise the
 * `intro` (if any) above one card per item.
 */
export function QueryCardList<Data, Item extends { id: number }>({
  query,
  itemsOf,
  error,
  empty,
  label,
  intro,
  children,
}: {
  query: LoadingQuery<Data>;
  /** The items in what the query loaded. */
  itemsOf: (data: Data) => readonly Item[];
  error: MessageId;
  empty: MessageId;
  label: string;
  intro?: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  return (
    <QueryContent query={query} error={error} empty={empty} isEmpty={(data) => itemsOf(data).length === 0}>
      {(data) => (
        <>
          {intro}
          <CardList label={label} items={itemsOf(data)}>
            {children}
          </CardList>
        </>
      )}
    </QueryContent>
  );
}
