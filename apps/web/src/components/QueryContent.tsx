import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { ErrorWithRetry } from './ErrorWithRetry';
import { LoadingState } from './LoadingState';

/** What a view needs of the query that loads what it shows. */
export interface LoadingQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * What a query has loaded, or where it stands: a spinner while it loads, the `error` text with a retry
 * when it failed, and the `empty` text when `isEmpty` says the result has nothing to show.
 */
export function QueryContent<T>({
  query,
  error,
  empty,
  isEmpty,
  children,
}: {
  query: LoadingQuery<T>;
  error: MessageId;
  empty?: MessageId;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.isError) {
    return (
      <ErrorWithRetry onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {intl.formatMessage({ id: error })}
      </ErrorWithRetry>
    );
  }
  if (query.isPending || query.data === undefined) return <LoadingState />;
  if (empty !== undefined && isEmpty?.(query.data)) return <Text>{intl.formatMessage({ id: empty })}</Text>;
  return children(query.data);
}
