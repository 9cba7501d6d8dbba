import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import type { MessageId } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';

const thanksIds: Record<string, MessageId> = {
  driver: 'tripReviewed.driver',
  passenger: 'tripReviewed.passenger',
};

/**
 * /tripReviewed/{otherRole} ('Rit beoordeeld!', spec 000 §2 Trip confirmation): after a passenger
 * reviewed the driver (otherRole driver) or a driver the passenger (passenger); on to the overview.
 */
export function TripReviewedPage() {
  const intl = useIntl();
  const { otherRole = '' } = useParams();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'tripReviewed.title' })}</PageTitle>
      <Text size="lg">{intl.formatMessage({ id: thanksIds[otherRole] ?? 'tripReviewed.other' })}</Text>
      <Button component={Link} to={paths.tripsOverview} size="lg">
        {intl.formatMessage({ id: 'tripReviewed.overview' })}
      </Button>
    </Stack>
  );
}
