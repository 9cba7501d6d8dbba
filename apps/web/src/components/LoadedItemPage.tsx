import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { ErrorWithRetry } from './ErrorWithRetry';
import { LoadingState } from './LoadingState';
import { PageTitle } from './PageTitle';

/** What the page needs of the query that loads its item. */
interface ItemQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A page about one item named in its path (a ride, a trip): its title at once, then the page's own part
 * once the item has loaded. Until then a spinner; `notFound` for an item that is gone or not the user's
 * (`gone`), and `error` with a retry after any other failure.
 */
export function LoadedItemPage<T>({
  titleId,
  query,
  gone,
  notFound,
  error,
  children,
}: {
  titleId: MessageId;
  query: ItemQuery<T>;
  gone: boolean;
  notFound: MessageId;
  error: MessageId;
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  let body: ReactNode;
  if (gone) body = <Text>{intl.formatMessage({ id: notFound })}</Text>;
  else if (query.isError) {
    body = (
      <ErrorWithRetry onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {intl.formatMessage({ id: error })}
      </ErrorWithRetry>
    );
  } else if (query.isPending || query.data === undefined) body = <LoadingState />;
  else body = children(query.data);
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: titleId })}</PageTitle>
      {body}
    </Stack>
  );
}
