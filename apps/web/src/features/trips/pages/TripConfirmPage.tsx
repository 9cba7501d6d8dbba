import type { Trip } from '@achterhoek/contracts';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { YesNoAnswerButtons } from '../../../components/YesNoAnswerButtons';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { tripConfirmedPath, tripRejectedPath } from '../../../lib/paths';
import { useConfirmTrip } from '../api/confirmation';
import { NotValidating, TripPageFrame, TripSummary } from '../components/TripPageFrame';
import { reviewedLegOf } from '../lib/validation';

/**
 * /tripConfirmPage/{tripId} ('Heb je meegereden?', spec 000 §2 Trip confirmation): 'Ja' confirms at once
 * and goes on to the thanks and the review; 'Nee' goes to /tripRejected, where a reason is required
 * before anything is sent. An earlier answer may be changed here until the decision.
 */
export function TripConfirmPage() {
  return (
    <TripPageFrame titleId="tripConfirm.title">{(trip) => <ConfirmQuestion trip={trip} />}</TripPageFrame>
  );
}

function ConfirmQuestion({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirmTrip();
  const driver = reviewedLegOf(trip)?.driverName;

  if (trip.state !== 'VALIDATING') return <NotValidating trip={trip} />;

  const yes = async () => {
    try {
      await confirm.mutateAsync({ id: trip.id, answer: { rodeAlong: true } });
      void navigate(tripConfirmedPath(trip.id));
    } catch (error) {
      // 422: the decision came meanwhile; the server says so in Dutch.
      if (isApiError(error) && error.status === 422) notify.error('tripConfirm.notValidating');
      else notify.error('tripConfirm.error');
    }
  };

  return (
    <Stack gap="lg">
      <TripSummary trip={trip} />
      {driver && <Text>{intl.formatMessage({ id: 'tripConfirm.driver' }, { name: driver })}</Text>}
      <YesNoAnswerButtons
        yesId="tripConfirm.yes"
        noId="tripConfirm.no"
        pending={confirm.isPending}
        onYes={() => void yes()}
        onNo={() => void navigate(tripRejectedPath(trip.id))}
      />
    </Stack>
  );
}
