import { Alert, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useOffline } from '../lib/offline/connectivity';
import { useRefetchWhenBackOnline } from '../lib/offline/useRefetchWhenBackOnline';

/**
 * Says, politely and for as long as it lasts, that there is no connection and that the pages show what
 * the app saw last. Present only while offline (an empty status would read as a page still loading). Once
 * the connection is back, the pages load afresh.
 */
export function OfflineBanner() {
  const offline = useOffline();
  useRefetchWhenBackOnline();
  if (!offline) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      mb="md"
      title={<FormattedMessage id="offline.title" />}
    >
      <Text size="sm">
        <FormattedMessage id="offline.banner" />
      </Text>
    </Alert>
  );
}
