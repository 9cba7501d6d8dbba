import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Page } from '../../../components/Page';

/** /onboardingComplete ('Profiel ingevuld'): on to planning, or back to the profile. */
export function OnboardingCompletePage() {
  return (
    <Page title="onboardingComplete.title">
      <Text size="lg">
        <FormattedMessage id="onboardingComplete.text" />
      </Text>
      <Stack gap="sm">
        <Button component={Link} to={paths.modeSelection}>
          <FormattedMessage id="onboardingComplete.toModeSelection" />
        </Button>
        <Button component={Link} to={paths.profile} variant="outline">
          <FormattedMessage id="onboardingComplete.toProfile" />
        </Button>
      </Stack>
    </Page>
  );
}
