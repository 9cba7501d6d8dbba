import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/Page';

/** /modeSelection: plan a trip as a passenger, or offer a ride as a driver. */
export function ModeSelectionPage() {
  return (
    <Page title="modeSelection.title">
      <Stack gap="xs">
        <Button component={Link} to={paths.search} size="xl">
          <FormattedMessage id="modeSelection.plan" />
        </Button>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="modeSelection.planHint" />
        </Text>
      </Stack>
      <Stack gap="xs">
        <Button component={Link} to={paths.plan} size="xl">
          <FormattedMessage id="modeSelection.offer" />
        </Button>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="modeSelection.offerHint" />
        </Text>
      </Stack>
    </Page>
  );
}
