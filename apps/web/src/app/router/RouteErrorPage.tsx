import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { PlainMain } from '../../components/PlainMain';
import { logger } from '../../lib/logger';

/** Shown when a page crashes while rendering: a plain message and a restart instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const intl = useIntl();

  useEffect(() => {
    logger.error('A page failed to render', error);
  }, [error]);

  return (
    <PlainMain>
      <Stack>
        <PageTitle>{intl.formatMessage({ id: 'app.name' })}</PageTitle>
        <Text role="alert">
          <FormattedMessage id="common.startupError" />
        </Text>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </PlainMain>
  );
}
