import { Alert, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useOffline } from '../lib/offline/connectivity';
import { useRefetchWhenBackOnline } from '../lib/offline/useRefetchWhenBackOnline';

/**
 * Says, politely and for as long as it lasts, that there is no connection and that the pages show what
 * the app saw last. The live region is always there, so that screen readers announce the change; it is
 * empty while the app is online. Once the connection is back, the pages load afresh.
 */
export function OfflineBanner() {
  const offline = useOffline();
  useRefetchWhenBackOnline();
  return (
    <div role="status">
      {offline && (
        <Alert color="yellow" variant="light" mb="md" title={<FormattedMessage id="offline.title" />}>
          <Text size="sm">
            <FormattedMessage id="offline.banner" />
          </Text>
        </Alert>
      )}
    </div>
  );
}
