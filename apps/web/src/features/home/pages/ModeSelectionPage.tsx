import { Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/Page';
import { LinkButton } from '../../../components/LinkButton';

// The two ways on, each a large button with a line under it that says what it is for.
const modes = [
  { to: paths.search, label: 'modeSelection.plan', hint: 'modeSelection.planHint' },
  { to: paths.plan, label: 'modeSelection.offer', hint: 'modeSelection.offerHint' },
] as const;

/** /modeSelection: plan a trip as a passenger, or offer a ride as a driver. */
export function ModeSelectionPage() {
  return (
    <Page title="modeSelection.title">
      {modes.map(({ to, label, hint }) => (
        <Stack gap="xs" key={to}>
          <LinkButton to={to} label={label} size="xl" />
          <Text size="sm" c="dimmed">
            <FormattedMessage id={hint} />
          </Text>
        </Stack>
      ))}
    </Page>
  );
}
