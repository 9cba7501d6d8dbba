import { Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/Page';
import { LinkButton } from '../../../components/LinkButton';

/** /modeSelection: plan a trip as a passenger, or offer a ride as a driver. */
export function ModeSelectionPage() {
  return (
    <Page title="modeSelection.title">
      <Stack gap="xs">
        <LinkButton to={paths.search} label="modeSelection.plan" size="xl" />
        <Text size="sm" c="dimmed">
          <FormattedMessage id="modeSelection.planHint" />
        </Text>
      </Stack>
      <Stack gap="xs">
        <LinkButton to={paths.plan} label="modeSelection.offer" size="xl" />
        <Text size="sm" c="dimmed">
          <FormattedMessage id="modeSelection.offerHint" />
        </Text>
      </Stack>
    </Page>
  );
}
