import { Stack, Text, type MantineSpacing } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { AwaitQueries } from './AwaitQueries';
import { NextPageFooter, useNextPageOnScroll, type NextPagePaging } from './NextPageFooter';

/** What the list needs of the infinite query that loads it page by page: each page holds `data`. */
interface PagedQuery<Item> extends NextPagePaging {
  data: { pages: ReadonlyArray<{ data: readonly Item[] }> } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A list loaded page by page, the next page also when the window is scrolled far enough: a spinner while
 * its first page loads, `errorId` with a retry when that failed, the words of `emptyId` when it holds
 * nothing, else one entry a item of every page loaded (each `children` gives its own `li`), one under the
 * other without bullets or indent, named by `label` or by the element `labelledBy`, and under them the
 * footer for the next page (`moreErrorId` when it failed, a `moreId` button while there is one). What it
 * loaded stays when a next page fails.
 */
export function PagedItemList<Item extends { id: number | string }>({
  query,
  errorId,
  emptyId,
  moreErrorId,
  moreId,
  gap,
  label,
  labelledBy,
  children,
}: {
  query: PagedQuery<Item>;
  errorId: MessageId;
  emptyId: MessageId;
  moreErrorId: MessageId;
  moreId: MessageId;
  gap: MantineSpacing;
  label?: string;
  labelledBy?: string;
  children: (item: Item) => ReactNode;
}) {
  useNextPageOnScroll(query);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  return (
    <AwaitQueries queries={[query]} errorId={errorId} keepLoadedOnError>
      {() =>
        items.length === 0 ? (
          <Text>
            <FormattedMessage id={emptyId} />
          </Text>
        ) : (
          <>
            <Stack
              component="ul"
              gap={gap}
              aria-label={label}
              aria-labelledby={labelledBy}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {items.map((item) => (
                <Fragment key={item.id}>{children(item)}</Fragment>
              ))}
            </Stack>
            <NextPageFooter
              paging={query}
              errorText={<FormattedMessage id={moreErrorId} />}
              moreText={<FormattedMessage id={moreId} />}
            />
          </>
        )
      }
    </AwaitQueries>
  );
}
