import type { Trip } from '@achterhoek/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PendingOrFailedItem } from '../../../components/PendingOrFailedItem';
import { PageTitle } from '../../../components/PageTitle';
import { useNow } from '../../../lib/useNow';
import { useTrip } from '../api/queries';
import { CancelTripDialog } from '../components/CancelTripDialog';
import { ItineraryDetails } from '../components/ItineraryDetails';
import { TripValidationAlert } from '../components/TripValidationAlert';
import { isCancellable, isPast, reservedFare } from '../lib/trip';
import { CalendarDownloadButton } from '../../calendar';
import { useLiveTripUpdates } from '../hooks/useLiveTripUpdates';

/**
 * /tripDetailPage/{tripId} ('Ritdetails', spec 000 §2 Trip detail): a booked trip, the same view as a
 * proposal plus its state, each shared leg's payment ('Gereserveerd', 'Geannuleerd', 'Betaald') and a way
 * to write to its driver. A cancelled trip shows 'Deze rit is geannuleerd' ('was' once it is past).
 * 'Deze rit bevestigen' is not offered here: after travel the validation alert asks 'Bevestig rit' and
 * says where the confirmations and the payment stand (TripValidationAlert).
 */
export function TripDetailPage() {
  const intl = useIntl();
  const { tripId } = useParams();
  const trip = useTrip(Number(tripId));
  const now = useNow(60_000).getTime();
  useLiveTripUpdates();

  if (trip.isPending || trip.isError) {
    return (
      <PendingOrFailedItem
        query={trip}
        title={intl.formatMessage({ id: 'trips.detail.title' })}
        notFound="trips.detail.notFound"
        error="trips.detail.error"
      />
    );
  }
  return <TripDetails trip={trip.data} now={now} />;
}

function TripDetails({ trip, now }: { trip: Trip; now: number }) {
  const intl = useIntl();
  const [cancelling, setCancelling] = useState(false);
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'trips.detail.title' })}</PageTitle>
      {trip.state === 'CANCELLED' && (
        <Alert color="red" variant="light" role="status">
          {intl.formatMessage({
            id: isPast(trip, now) ? 'trips.detail.wasCancelledBanner' : 'trips.detail.cancelledBanner',
          })}
          {trip.cancelReason ? `: ${trip.cancelReason}` : ''}
          {trip.cancelledByProvider && (
            <Text mt={4}>{intl.formatMessage({ id: 'trips.detail.cancelledByDriver' })}</Text>
          )}
        </Alert>
      )}
      <TripValidationAlert trip={trip} />
      <ItineraryDetails itinerary={trip.itinerary} from={trip.from} to={trip.to} trip={trip}>
        {trip.state !== 'CANCELLED' && !isPast(trip, now) && (
          <CalendarDownloadButton item={{ kind: 'trip', id: trip.id }} />
        )}
        {isCancellable(trip.state) && (
          <Button color="red.9" variant="outline" size="lg" onClick={() => setCancelling(true)}>
            {intl.formatMessage({ id: 'trips.detail.cancel' })}
          </Button>
        )}
      </ItineraryDetails>
      {cancelling && (
        <CancelTripDialog
          tripId={trip.id}
          refundCredits={reservedFare(trip)}
          onClose={() => setCancelling(false)}
        />
      )}
    </Stack>
  );
}
