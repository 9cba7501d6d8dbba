import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { Booking, Ride } from '@achterhoek/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { rideConfirmPath } from '../../../lib/paths';
import { useUnconfirmBooking } from '../api/confirmation';
import { useSavingAnswer } from '../hooks/useSavingAnswer';
import { AnswerErrorAlert } from '../components/AnswerErrorAlert';
import { NothingToConfirm } from '../components/NothingToConfirm';
import { RideLoader } from '../components/RideLoader';
import { passengerName } from '../lib/validation';

/**
 * /rideUnconfirmPage/{rideId}: the driver takes back a confirmation whose fare was paid (spec 000 §4: with
 * the payment PAID only the driver may revise). A fare that went back to the passenger (CANCELLED) only
 * the passenger can revise; the page says so with the text of the server's 403 (spec 000 §8).
 */
export function RideUnconfirmPage() {
  return <RideLoader titleId="rides.unconfirm.title">{(ride) => <Decisions ride={ride} />}</RideLoader>;
}

function Decisions({ ride }: { ride: Ride }) {
  const intl = useIntl();
  const decided = ride.bookings.filter(
    (booking) =>
      booking.state === 'CONFIRMED' &&
      (booking.paymentState === 'PAID' || booking.paymentState === 'CANCELLED'),
  );
  if (decided.length === 0) return <NothingToConfirm rideId={ride.id} text="rides.unconfirm.nothing" />;
  return (
    <>
      <Text>{intl.formatMessage({ id: 'rides.unconfirm.intro' })}</Text>
      <List listStyleType="none" spacing="lg" p={0}>
        {decided.map((booking) => (
          <List.Item key={booking.id}>
            <Decision rideId={ride.id} booking={booking} />
          </List.Item>
        ))}
      </List>
    </>
  );
}

function Decision({ rideId, booking }: { rideId: number; booking: Booking }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const unconfirm = useUnconfirmBooking();
  const { error, save } = useSavingAnswer();
  const labelId = useId();

  const undo = () =>
    save(
      async () => {
        await unconfirm.mutateAsync(booking.id);
        notify.info('rides.unconfirm.done');
        // The answers are asked again: straight on to the question.
        void navigate(rideConfirmPath(rideId, booking.id));
      },
      (failure) => {
        const status = isApiError(failure) ? failure.status : undefined;
        return status === 403
          ? 'rides.unconfirm.rejected'
          : status === 402
            ? 'rides.unconfirm.insufficientCredits'
            : 'rides.unconfirm.error';
      },
    );

  return (
    <Stack gap="xs" align="flex-start">
      <Text id={labelId}>
        {intl.formatMessage(
          { id: 'rides.unconfirm.booking' },
          {
            name: passengerName(booking) || intl.formatMessage({ id: 'rides.confirm.someone' }),
            pickup: booking.pickup.label,
            dropOff: booking.dropOff.label,
            fare: booking.fareInCredits,
          },
        )}
        {' · '}
        {intl.formatMessage(
          { id: 'rides.validation.payment' },
          { state: intl.formatMessage({ id: `rides.payment.${booking.paymentState!}` }) },
        )}
      </Text>
      {booking.paymentState === 'CANCELLED' ? (
        <Alert color="orange" variant="light">
          {intl.formatMessage({ id: 'rides.unconfirm.rejected' })}
        </Alert>
      ) : (
        <Button
          variant="outline"
          color="red.9"
          loading={unconfirm.isPending}
          aria-describedby={labelId}
          onClick={() => void undo()}
        >
          {intl.formatMessage({ id: 'rides.unconfirm.action' })}
        </Button>
      )}
      <AnswerErrorAlert error={error} />
    </Stack>
  );
}
