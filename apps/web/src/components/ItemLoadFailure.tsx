import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';
import { ErrorWithRetry } from './ErrorWithRetry';
import { PageTitle } from './PageTitle';

/**
 * What a page about one item (a ride, a trip, a shout-out) shows when the item could not be loaded: its
 * title, then `notFound` when the item is gone or not the user's (`gone`), or else `error` with a way to
 * try again.
 */
export function ItemLoadFailure({
  title,
  gone,
  notFound,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  gone: boolean;
  notFound: MessageId;
  error: MessageId;
  onRetry: () => void;
  retrying: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      {gone ? (
        <Text>{intl.formatMessage({ id: notFound })}</Text>
      ) : (
        <ErrorWithRetry onRetry={onRetry} retrying={retrying}>
          {intl.formatMessage({ id: error })}
        </ErrorWithRetry>
      )}
    </Stack>
  );
}
