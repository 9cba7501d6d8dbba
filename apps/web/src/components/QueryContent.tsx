import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { AwaitQueries } from './AwaitQueries';

/** What a view needs of the query that loads what it shows. */
export interface LoadingQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * What one query has loaded, or where it stands (AwaitQueries for one query): a spinner while it loads,
 * the `error` text with a retry when it failed, and the `empty` text when `isEmpty` says the result has
 * nothing to show.
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
  return (
    <AwaitQueries queries={[query]} errorId={error}>
      {(data) =>
        empty !== undefined && isEmpty?.(data) ? (
          <Text>
            <FormattedMessage id={empty} />
          </Text>
        ) : (
          children(data)
        )
      }
    </AwaitQueries>
  );
}
