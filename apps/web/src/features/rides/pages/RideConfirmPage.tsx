import { Stack, Text, Title } from '@mantine/core';
import type { Booking, Ride } from '@achterhoek/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { YesNoAnswerButtons } from '../../../components/YesNoAnswerButtons';
import { rideConfirmedPath, rideRejectedPath } from '../../../lib/paths';
import { useConfirmBooking } from '../api/confirmation';
import { AnswerErrorAlert } from '../components/AnswerErrorAlert';
import { NothingToConfirm } from '../components/NothingToConfirm';
import { RideLoader } from '../components/RideLoader';
import { confirmFailureOf, useSavingAnswer } from '../hooks/useSavingAnswer';
import { bookingsAwaitingDriver, passengerName } from '../lib/validation';

/**
 * /rideConfirm/{rideId} (spec 000 §2 Ride detail): after the ride the driver says, per passenger whose
 * answer is missing, whether they rode along. Ja is saved at once and leads to the thanks and the review;
 * Nee first asks the reason (/rideRejected). `?bookingId=` narrows the page to one passenger.
 */
export function RideConfirmPage() {
  return <RideLoader titleId="rides.confirm.title">{(ride) => <Questions ride={ride} />}</RideLoader>;
}

function Questions({ ride }: { ride: Ride }) {
  const [search] = useSearchParams();
  const only = search.get('bookingId');
  const waiting = bookingsAwaitingDriver(ride).filter(
    (booking) => only === null || String(booking.id) === only,
  );
  if (waiting.length === 0) return <NothingToConfirm rideId={ride.id} />;
  return waiting.map((booking) => <Question key={booking.id} rideId={ride.id} booking={booking} />);
}

function Question({ rideId, booking }: { rideId: number; booking: Booking }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirmBooking();
  const { error, save } = useSavingAnswer();
  const headingId = useId();
  const name = passengerName(booking) || intl.formatMessage({ id: 'rides.confirm.someone' });

  const yes = () =>
    save(async () => {
      await confirm.mutateAsync({ bookingId: booking.id, value: true });
      void navigate(rideConfirmedPath(rideId, booking.id));
    }, confirmFailureOf);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {intl.formatMessage({ id: 'rides.confirm.question' }, { name })}
      </Title>
      <Text c="dimmed">
        {intl.formatMessage(
          { id: 'rides.confirm.stretch' },
          { pickup: booking.pickup.label, dropOff: booking.dropOff.label },
        )}
      </Text>
      <AnswerErrorAlert error={error} />
      <YesNoAnswerButtons
        yesId="rides.confirm.yes"
        noId="rides.confirm.no"
        pending={confirm.isPending}
        onYes={() => void yes()}
        onNo={() => void navigate(rideRejectedPath(rideId, booking.id))}
      />
    </Stack>
  );
}
