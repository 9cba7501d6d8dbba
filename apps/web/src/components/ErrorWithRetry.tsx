import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useOffline } from '../lib/offline/connectivity';

interface ErrorWithRetryProps {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A failed load, said in plain words, with a way to try again. Without a connection it says just that
 * (the page's own words would blame the server), and that the app tries again once the connection is back.
 */
export function ErrorWithRetry({ children, onRetry, retrying = false }: ErrorWithRetryProps) {
  const offline = useOffline();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        {offline ? (
          <Text>
            <FormattedMessage id="offline.error" />
          </Text>
        ) : (
          children
        )}
        <Button variant="default" onClick={onRetry} loading={retrying}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
