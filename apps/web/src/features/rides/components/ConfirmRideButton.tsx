import { Button } from '@mantine/core';
import type { Ride } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { rideConfirmPath } from '../../../lib/paths';
import { bookingsAwaitingDriver } from '../lib/validation';

/**
 * Home's 'Bevestig rit' for a ride in the 'Actielijst' (spec 000 §2): to the driver's question whether the
 * passengers rode along; nothing once the driver answered for all (then only the passengers are awaited).
 */
export function ConfirmRideButton({ ride }: { ride: Ride }) {
  const intl = useIntl();
  if (bookingsAwaitingDriver(ride).length === 0) return null;
  return (
    <Button component={Link} to={rideConfirmPath(ride.id)} size="lg">
      {intl.formatMessage({ id: 'home.actions.confirmRide' })}
    </Button>
  );
}
