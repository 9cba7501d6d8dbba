import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';

/** /planSubmitted ('Rit gepland', spec 000 §2 Ride offer): on to the rides overview, or another offer. */
export function PlanSubmittedPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'rides.planSubmitted.title' })}</PageTitle>
      <Text size="lg">{intl.formatMessage({ id: 'rides.planSubmitted.text' })}</Text>
      <Button component={Link} to={paths.tripsOverview} size="lg">
        {intl.formatMessage({ id: 'rides.planSubmitted.toOverview' })}
      </Button>
      <Button component={Link} to={paths.plan} variant="outline" size="lg">
        {intl.formatMessage({ id: 'rides.planSubmitted.planAnother' })}
      </Button>
    </Stack>
  );
}
