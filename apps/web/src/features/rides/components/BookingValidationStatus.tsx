import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { Booking, Ride } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { rideConfirmPath, rideUnconfirmPath } from '../../../lib/paths';
import { bookingValidation, passengerName } from '../lib/validation';

/**
 * Under a booking on the ride detail (spec 000 §4 Ride validation, payment states): what the fare did
 * (Gereserveerd, Geannuleerd, Betaald) and, after the ride, whose answer is awaited: the driver's ('Bevestig
 * rit'), the passenger's ('De passagier moet nog bevestigen.'), or an admin's when the two disagree. A
 * paid fare can be taken back.
 */
export function BookingValidationStatus({ ride, booking }: { ride: Ride; booking: Booking }) {
  const intl = useIntl();
  const validation = bookingValidation(ride, booking);
  const paid = booking.state === 'CONFIRMED' && booking.paymentState === 'PAID';
  if (!booking.paymentState && validation === 'none') return null;
  return (
    <Stack gap={4} mt={4} align="flex-start">
      {booking.paymentState && (
        <Text size="sm">
          {intl.formatMessage(
            { id: 'rides.validation.payment' },
            { state: intl.formatMessage({ id: `rides.payment.${booking.paymentState}` }) },
          )}
        </Text>
      )}
      {validation === 'driver' && (
        <Button component={Link} to={rideConfirmPath(ride.id, booking.id)} size="compact-md">
          {intl.formatMessage({ id: 'rides.validation.confirm' })}
        </Button>
      )}
      {validation === 'passenger' && (
        <Text size="sm">{intl.formatMessage({ id: 'rides.validation.awaitsPassenger' })}</Text>
      )}
      {validation === 'disputed' && (
        <Alert color="orange" variant="light" p="xs">
          {intl.formatMessage({ id: 'rides.validation.disputed' }, { name: passengerName(booking) })}
        </Alert>
      )}
      {paid && (
        <Anchor component={Link} to={rideUnconfirmPath(ride.id)} size="sm">
          {intl.formatMessage({ id: 'rides.unconfirm.action' })}
        </Anchor>
      )}
    </Stack>
  );
}
