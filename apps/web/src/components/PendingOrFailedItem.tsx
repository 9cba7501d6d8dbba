import type { MessageId } from '../i18n/nl';
import { isGoneOrForbidden } from '../lib/item-gone';
import { ItemLoadFailure } from './ItemLoadFailure';
import { LoadingState } from './LoadingState';

/** What is shown of the query of a page's one item before it has the item. */
interface ItemQueryWithoutData {
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A page about one item (a ride, a trip, a shout-out) while its query has no item: a spinner while it
 * loads; when it failed, the page's title with `notFound` for an item that is gone or not the user's
 * (404, 403), or `error` with a retry after any other failure.
 */
export function PendingOrFailedItem({
  query,
  title,
  notFound,
  error,
}: {
  query: ItemQueryWithoutData;
  title: string;
  notFound: MessageId;
  error: MessageId;
}) {
  if (query.isPending) return <LoadingState />;
  return (
    <ItemLoadFailure
      title={title}
      gone={isGoneOrForbidden(query.error)}
      notFound={notFound}
      error={error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
