import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../i18n/nl';
import { useAppConfig } from '../lib/app-config-context';
import { paths } from '../lib/paths';

/**
 * A booking refused for too few credits (402), said next to the button that books: the page's own words,
 * and, when the app runs with credits, a link to add credits.
 */
export function TooFewCreditsAlert({ textId, addCreditsId }: { textId: MessageId; addCreditsId: MessageId }) {
  const intl = useIntl();
  const { creditsEnabled } = useAppConfig();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap={4} align="flex-start">
        <Text>{intl.formatMessage({ id: textId })}</Text>
        {creditsEnabled && (
          <Anchor component={Link} to={paths.addCredits} fw={700}>
            {intl.formatMessage({ id: addCreditsId })}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
