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
import { ConnectionRiskAlert } from '../components/ConnectionRiskAlert';
import { ItineraryDetails } from '../components/ItineraryDetails';
import { AdviceOutcomeMessage, NewAdviceSection, type AdviceOutcome } from '../components/NewAdviceSection';
import { TripAlerts } from '../components/TripAlerts';
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
 * Live (beyond the original): legs running late or early show it ('vertraagd +12'), one that does not run
 * says 'rijdt niet'; when that breaks the connection with the shared ride an alert says so, and the
 * 'Nieuw reisadvies' the planner offers (the ride kept) can be taken here; the service alerts on the trip's
 * lines are listed under 'Meldingen'.
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
  // How taking the new advice went; counted, so that each outcome is a new message that takes the focus.
  const [adviceOutcome, setAdviceOutcome] = useState<{ outcome: AdviceOutcome; count: number } | null>(null);
  const showOutcome = (outcome: AdviceOutcome | null) =>
    setAdviceOutcome((previous) => (outcome ? { outcome, count: (previous?.count ?? 0) + 1 } : null));
  const { newAdvice } = trip;
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
      <ConnectionRiskAlert trip={trip} />
      {adviceOutcome && <AdviceOutcomeMessage key={adviceOutcome.count} outcome={adviceOutcome.outcome} />}
      {newAdvice && trip.state !== 'CANCELLED' && (
        <NewAdviceSection tripId={trip.id} advice={newAdvice} onOutcome={showOutcome} />
      )}
      <TripAlerts alerts={trip.alerts} />
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
