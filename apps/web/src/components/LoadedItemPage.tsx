import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { Page } from './Page';
import { QueryContent, type LoadingQuery } from './QueryContent';

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
  query: LoadingQuery<T>;
  gone: boolean;
  notFound: MessageId;
  error: MessageId;
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Page title={titleId}>
      {gone ? (
        <Text>{intl.formatMessage({ id: notFound })}</Text>
      ) : (
        <QueryContent query={query} error={error}>
          {children}
        </QueryContent>
      )}
    </Page>
  );
}
