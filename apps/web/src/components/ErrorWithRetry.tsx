import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ErrorWithRetryProps {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load, said in plain words, with a way to try again. */
export function ErrorWithRetry({ children, onRetry, retrying = false }: ErrorWithRetryProps) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        {children}
        <Button variant="default" onClick={onRetry} loading={retrying}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
