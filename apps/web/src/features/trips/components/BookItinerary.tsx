import type { Itinerary } from '@achterhoek/contracts';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { TooFewCreditsAlert } from '../../../components/TooFewCreditsAlert';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useBookTrip } from '../api/queries';
import { bookingFailureOf, departureHasPassed } from '../lib/trip';
import type { TripPlanSubmittedState } from '../lib/routerState';

/**
 * 'Deze rit bevestigen' (spec 000 §2 Trip detail, §5, §8): books the itinerary. One whose departure has
 * passed is refused here, without asking the server: 'De vertrektijd van deze rit is al verstreken'.
 * Too few credits (402) is said next to the button with a way to add credits; a ride that filled up or
 * moved (409) or a refusal (422) in the server's words; anything else 'Fout bij het opslaan van de rit.'
 * Booked, the trip goes along to /tripPlanSubmitted.
 */
export function BookItinerary({ itinerary }: { itinerary: Itinerary }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const book = useBookTrip();
  const [tooFewCredits, setTooFewCredits] = useState(false);
  const itineraryRef = itinerary.itineraryRef;

  const confirm = async () => {
    setTooFewCredits(false);
    if (departureHasPassed(itinerary, Date.now())) {
      notify.error('trips.book.departurePassed');
      return;
    }
    if (!itineraryRef) {
      notify.error('trips.book.error');
      return;
    }
    try {
      const trip = await book.mutateAsync(itineraryRef);
      // No snackbar: the page that follows ('Jouw rit is bevestigd') says it already.
      const state: TripPlanSubmittedState = { trip };
      void navigate(paths.tripPlanSubmitted, { state });
    } catch (error) {
      const failure = bookingFailureOf(error);
      if (failure.kind === 'insufficientCredits') setTooFewCredits(true);
      else if (failure.kind === 'refused') notify.error('trips.serverMessage', { message: failure.message });
      else notify.error('trips.book.error');
    }
  };

  return (
    <Stack gap="sm">
      {tooFewCredits && (
        <TooFewCreditsAlert textId="trips.book.insufficientCredits" addCreditsId="trips.book.addCredits" />
      )}
      <Button size="lg" loading={book.isPending} onClick={() => void confirm()}>
        {intl.formatMessage({ id: 'trips.book.confirm' })}
      </Button>
    </Stack>
  );
}
