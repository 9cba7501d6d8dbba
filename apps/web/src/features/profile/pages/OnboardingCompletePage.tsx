import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';

/** /onboardingComplete ('Profiel ingevuld'): on to planning, or back to the profile. */
export function OnboardingCompletePage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'onboardingComplete.title' })}</PageTitle>
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
    </Stack>
  );
}
