import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LastUpdated } from '../../../components/LastUpdated';
import { LoadingState } from '../../../components/LoadingState';
import { NextPageFooter, useNextPageOnScroll } from '../../../components/NextPageFooter';
import type { ShownList } from '../../../lib/offline/useListOrLastSeen';

/** What the list needs of its paged query: its state, and fetching again or the next page. */
interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A list of the trips overview (the driver's rides, the passenger's trips): a card per item, the next page
 * loaded as the list is scrolled (`list`: its pages and what it shows), a retry when a page fails, and `empty` when there is nothing. Without a
 * connection it shows what `shown` holds (the first page as last seen) and since when.
 */
export function OverviewList<Item extends { id: number }>({
  list: { pages, shown },
  empty,
  card,
}: {
  list: { pages: PagedQuery; shown: ShownList<{ data: Item[] }> };
  empty: MessageId;
  card: (item: Item) => ReactNode;
}) {
  const intl = useIntl();
  useNextPageOnScroll(pages);
  if (pages.isPending && !shown.cannotLoad) return <LoadingState />;
  if ((pages.isError && !shown.cannotLoad) || shown.items === undefined) {
    return <QueryLoadError query={pages} messageId="rides.overview.error" />;
  }
  const updated = shown.updatedAt !== undefined && <LastUpdated at={shown.updatedAt} />;
  if (shown.items.length === 0) {
    return (
      <Stack gap="sm">
        {updated}
        <Text>{intl.formatMessage({ id: empty })}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {updated}
      {shown.items.map((item) => card(item))}
      <NextPageFooter paging={pages} errorText={intl.formatMessage({ id: 'rides.overview.error' })} />
    </Stack>
  );
}
