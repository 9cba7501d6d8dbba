import { Button, Stack, Text } from '@mantine/core';
import type { Booking, Ride } from '@achterhoek/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ReasonRadioGroup } from '../../../components/ReasonRadioGroup';
import { notify } from '../../../lib/notify';
import { rideDetailPath } from '../../../lib/paths';
import { useConfirmBooking } from '../api/confirmation';
import { confirmFailureOf, useSavingAnswer } from '../hooks/useSavingAnswer';
import { AnswerErrorAlert } from '../components/AnswerErrorAlert';
import { NothingToConfirm } from '../components/NothingToConfirm';
import { RideLoader } from '../components/RideLoader';
import { DRIVER_REASONS, bookingValidation, passengerName, type DriverReason } from '../lib/validation';

/**
 * /rideRejected/{rideId}?bookingId=… : the driver says a passenger did not ride along. A reason is
 * required (spec 000 §5): 'Opslaan' stays disabled until one of the driver's four is chosen (§4).
 */
export function RideRejectedPage() {
  const [search] = useSearchParams();
  const bookingId = search.get('bookingId');
  return (
    <RideLoader titleId="rides.rejected.title">
      {(ride) => {
        const booking = ride.bookings.find((candidate) => String(candidate.id) === bookingId);
        // The answer can still change until the decision (the server's rule): the driver's own answer is
        // missing, or the passenger's still is, or they disagree.
        const open =
          booking && ['driver', 'passenger', 'disputed'].includes(bookingValidation(ride, booking));
        return open ? <ReasonForm ride={ride} booking={booking} /> : <NothingToConfirm rideId={ride.id} />;
      }}
    </RideLoader>
  );
}

function ReasonForm({ ride, booking }: { ride: Ride; booking: Booking }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirmBooking();
  const [reason, setReason] = useState<DriverReason | null>(null);
  const { error, save: saveAnswer } = useSavingAnswer();
  const hintId = useId();
  const name = passengerName(booking) || intl.formatMessage({ id: 'rides.confirm.someone' });

  const save = async () => {
    if (!reason) return;
    await saveAnswer(async () => {
      await confirm.mutateAsync({ bookingId: booking.id, value: false, reason });
      notify.info('rides.rejected.saved');
      void navigate(rideDetailPath(ride.id));
    }, confirmFailureOf);
  };

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ReasonRadioGroup
        label={intl.formatMessage({ id: 'rides.rejected.question' }, { name })}
        reasons={DRIVER_REASONS}
        reasonLabel={(code) => intl.formatMessage({ id: `rides.rejected.reason.${code}` })}
        value={reason}
        onChange={setReason}
        required
        size="md"
      />
      {!reason && (
        <Text size="sm" c="dimmed" id={hintId}>
          {intl.formatMessage({ id: 'rides.rejected.hint' })}
        </Text>
      )}
      <AnswerErrorAlert error={error} />
      <Button
        type="submit"
        size="lg"
        disabled={!reason}
        loading={confirm.isPending}
        aria-describedby={reason ? undefined : hintId}
      >
        {intl.formatMessage({ id: 'rides.rejected.save' })}
      </Button>
    </Stack>
  );
}
