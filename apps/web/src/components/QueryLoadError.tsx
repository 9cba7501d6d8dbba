import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { ErrorWithRetry } from './ErrorWithRetry';

/** The part of a TanStack query (or infinite query) that trying again needs. */
interface RetryableQuery {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/**
 * A query that failed to load, said in the page's own words (`messageId`), with a retry button that asks
 * the same query again and spins while it is being asked.
 */
export function QueryLoadError({ query, messageId }: { query: RetryableQuery; messageId: MessageId }) {
  const intl = useIntl();
  return (
    <ErrorWithRetry onRetry={() => void query.refetch()} retrying={query.isFetching}>
      {intl.formatMessage({ id: messageId })}
    </ErrorWithRetry>
  );
}
