import type { Trip } from '@achterhoek/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { tripDetailPath, tripReviewedPath } from '../../../lib/paths';
import { ReviewForm } from '../../reviews';
import { TripPageFrame } from '../components/TripPageFrame';
import { reviewedLegOf } from '../lib/validation';

/**
 * /tripConfirmed/{tripId} (spec 000 §2 Trip confirmation): thanks for confirming, and compliments and a
 * review for the driver of the trip's shared ride, about this trip (its tripRef); once saved,
 * /tripReviewed/driver. Reviewing is optional: 'Niet nu' goes back to the trip.
 */
export function TripConfirmedPage() {
  return <TripPageFrame titleId="tripConfirmed.title">{(trip) => <Thanks trip={trip} />}</TripPageFrame>;
}

function Thanks({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const leg = reviewedLegOf(trip);
  return (
    <Stack gap="lg">
      <Text size="lg">{intl.formatMessage({ id: 'tripConfirmed.text' })}</Text>
      {leg?.driverId && leg.driverName && (
        <Stack component="section" aria-labelledby={headingId} gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {intl.formatMessage({ id: 'tripConfirmed.review' }, { name: leg.driverName })}
          </Title>
          <ReviewForm
            receiver={{ managedIdentity: leg.driverId, name: leg.driverName }}
            context={trip.tripRef}
            onDone={() => void navigate(tripReviewedPath('driver'))}
          />
        </Stack>
      )}
      <Button component={Link} to={tripDetailPath(trip.id)} variant="subtle" size="lg">
        {intl.formatMessage({ id: 'tripConfirmed.later' })}
      </Button>
    </Stack>
  );
}
