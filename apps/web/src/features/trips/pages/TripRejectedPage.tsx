import type { PassengerNotMadeReason, Trip } from '@achterhoek/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ReasonRadioGroup } from '../../../components/ReasonRadioGroup';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { tripDetailPath } from '../../../lib/paths';
import { useConfirmTrip } from '../api/confirmation';
import { NotValidating, TripPageFrame, TripSummary } from '../components/TripPageFrame';
import { passengerReasonIds, passengerReasons } from '../lib/validation';

/**
 * /tripRejected/{tripId} ('Niet meegereden', spec 000 §2 Trip confirmation): why the passenger did not
 * ride along, one of the three reasons (spec 000 §4); 'Opslaan' stays disabled until one is chosen
 * (spec 000 §5). Saved, the page says so and leads back to the trip.
 */
export function TripRejectedPage() {
  return <TripPageFrame titleId="tripRejected.title">{(trip) => <ReasonForm trip={trip} />}</TripPageFrame>;
}

function ReasonForm({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const confirm = useConfirmTrip();
  const [reason, setReason] = useState<PassengerNotMadeReason | null>(null);
  const [saved, setSaved] = useState(false);

  // Once saved the trip may be decided at once (the driver had answered): the answer still stands.
  if (saved) {
    return (
      <Stack gap="lg" align="flex-start">
        <Alert color="green" variant="light" role="status">
          {intl.formatMessage({ id: 'tripRejected.done' })}
        </Alert>
        <Button component={Link} to={tripDetailPath(trip.id)} size="lg">
          {intl.formatMessage({ id: 'tripConfirm.toTrip' })}
        </Button>
      </Stack>
    );
  }
  if (trip.state !== 'VALIDATING') return <NotValidating trip={trip} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    try {
      await confirm.mutateAsync({ id: trip.id, answer: { rodeAlong: false, reason } });
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.status === 422) notify.error('tripConfirm.notValidating');
      else notify.error('tripRejected.error');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <TripSummary trip={trip} />
        <ReasonRadioGroup
          label={intl.formatMessage({ id: 'tripRejected.question' })}
          description={intl.formatMessage({ id: 'tripRejected.hint' })}
          reasons={passengerReasons}
          reasonLabel={(value) => intl.formatMessage({ id: passengerReasonIds[value] })}
          value={reason}
          onChange={setReason}
        />
        <Button type="submit" size="lg" disabled={!reason} loading={confirm.isPending}>
          {intl.formatMessage({ id: 'tripRejected.save' })}
        </Button>
      </Stack>
    </form>
  );
}
