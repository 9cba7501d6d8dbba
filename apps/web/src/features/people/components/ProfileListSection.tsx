import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';

/** What the section needs of the query behind its list. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A section of somebody's public profile that lists what was loaded about them (travel report,
 * compliments, reviews): its heading, then a spinner while loading, `error` with a retry when loading
 * failed, `empty` when there is nothing to list, or else the list `children` draws.
 */
export function ProfileListSection({
  headingId,
  title,
  query,
  error,
  empty,
  isEmpty,
  children,
}: {
  headingId: string;
  title: MessageId;
  query: ListQuery;
  error: MessageId;
  empty: MessageId;
  isEmpty: boolean;
  children: () => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        <FormattedMessage id={title} />
      </Title>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorWithRetry onRetry={() => void query.refetch()} retrying={query.isFetching}>
          <FormattedMessage id={error} />
        </ErrorWithRetry>
      ) : isEmpty ? (
        <Text>
          <FormattedMessage id={empty} />
        </Text>
      ) : (
        children()
      )}
    </section>
  );
}
