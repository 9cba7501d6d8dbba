import { Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/Page';
import { LinkButton } from '../../../components/LinkButton';

/** /onboardingComplete ('Profiel ingevuld'): on to planning, or back to the profile. */
export function OnboardingCompletePage() {
  return (
    <Page title="onboardingComplete.title">
      <Text size="lg">
        <FormattedMessage id="onboardingComplete.text" />
      </Text>
      <Stack gap="sm">
        <LinkButton to={paths.modeSelection} label="onboardingComplete.toModeSelection" />
        <LinkButton to={paths.profile} label="onboardingComplete.toProfile" variant="outline" />
      </Stack>
    </Page>
  );
}
