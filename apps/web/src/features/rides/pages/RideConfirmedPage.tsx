import { Button, Text, Title } from '@mantine/core';
import type { Ride } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { rideConfirmPath, rideDetailPath, tripReviewedPath } from '../../../lib/paths';
import { ReviewForm } from '../../reviews';
import { RideLoader } from '../components/RideLoader';
import { bookingsAwaitingDriver, passengerName } from '../lib/validation';

/**
 * /rideConfirmed/{rideId}?bookingId=… : thanks for the 'Ja', and the driver's compliments and review of
 * that passenger (spec 000 §1: drivers review the passenger), about this booking's trip. Passengers still
 * waiting for an answer are one link away.
 */
export function RideConfirmedPage() {
  return <RideLoader titleId="rides.confirmed.title">{(ride) => <Thanks ride={ride} />}</RideLoader>;
}

function Thanks({ ride }: { ride: Ride }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const bookingId = search.get('bookingId');
  // Without the query (an older link) the passenger the driver said yes for.
  const booking = ride.bookings.find((candidate) =>
    bookingId === null ? candidate.confirmed === true : String(candidate.id) === bookingId,
  );
  const name = (booking && passengerName(booking)) || intl.formatMessage({ id: 'rides.confirm.someone' });
  const waiting = bookingsAwaitingDriver(ride).length;
  const reviewable = booking?.confirmed === true;

  return (
    <>
      <Text size="lg">{intl.formatMessage({ id: 'rides.confirmed.thanks' }, { name })}</Text>
      {waiting > 0 && (
        <Button component={Link} to={rideConfirmPath(ride.id)} size="lg">
          {intl.formatMessage({ id: 'rides.confirmed.more' }, { count: waiting })}
        </Button>
      )}
      {reviewable ? (
        <>
          <Title order={2} size="h3">
            {intl.formatMessage({ id: 'rides.confirmed.review' }, { name })}
          </Title>
          <ReviewForm
            receiver={{ managedIdentity: booking.passenger.managedIdentity, name }}
            // The passenger's trip is what the review is about; a booking without one (an old booking)
            // still has its own reference.
            context={booking.passengerTripRef ?? booking.bookingRef}
            onDone={() => void navigate(tripReviewedPath('passenger'))}
          />
        </>
      ) : (
        <Button component={Link} to={rideDetailPath(ride.id)} variant="outline" size="lg">
          {intl.formatMessage({ id: 'rides.confirm.toRide' })}
        </Button>
      )}
    </>
  );
}
