import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { ErrorWithRetry } from './ErrorWithRetry';
import { LoadingState } from './LoadingState';

/** What the part needs of each query it waits for. */
interface AwaitedQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The loaded data of each query, in the order of the queries. */
type LoadedData<Queries extends readonly AwaitedQuery[]> = {
  [K in keyof Queries]: Exclude<Queries[K]['data'], undefined>;
};

/**
 * A part of a page that waits for its queries: a spinner while any of them loads; when any failed, the
 * words of `errorId` with a retry (of the failed ones), spinning while one is fetched again; once all have
 * loaded, `children` with their data. With `keepLoadedOnError` a query that failed after it had loaded
 * (a next page of a list) still shows what it loaded.
 */
export function AwaitQueries<Queries extends readonly AwaitedQuery[]>({
  queries,
  errorId,
  keepLoadedOnError = false,
  children,
}: {
  queries: readonly [...Queries];
  errorId: MessageId;
  keepLoadedOnError?: boolean;
  children: (...data: LoadedData<Queries>) => ReactNode;
}) {
  if (queries.some((query) => query.isPending)) return <LoadingState />;
  const failed = (query: AwaitedQuery) => query.isError && !(keepLoadedOnError && query.data !== undefined);
  if (queries.some(failed)) {
    const retry = () => {
      for (const query of queries) if (query.isError) void query.refetch();
    };
    return (
      <ErrorWithRetry onRetry={retry} retrying={queries.some((query) => query.isFetching)}>
        <FormattedMessage id={errorId} />
      </ErrorWithRetry>
    );
  }
  return children(...(queries.map((query) => query.data) as LoadedData<Queries>));
}
