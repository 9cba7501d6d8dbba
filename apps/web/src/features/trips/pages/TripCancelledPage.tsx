import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';

/** /tripCancelledPage ('Rit geannuleerd', spec 000 §2 Trips overview): on to a new search, or the overview. */
export function TripCancelledPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'trips.cancelled.title' })}</PageTitle>
      <Text size="lg">{intl.formatMessage({ id: 'trips.cancelled.text' })}</Text>
      <Button component={Link} to={paths.search} size="lg">
        {intl.formatMessage({ id: 'trips.cancelled.search' })}
      </Button>
      <Button component={Link} to={paths.tripsOverview} variant="outline" size="lg">
        {intl.formatMessage({ id: 'trips.cancelled.overview' })}
      </Button>
    </Stack>
  );
}
