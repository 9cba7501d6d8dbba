import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { rideDetailPath } from '../../../lib/paths';

/**
 * A confirmation page opened when there is nothing (left) to answer: answered already, or the decision
 * was taken meanwhile (an old link, a second device). Back to the ride.
 */
export function NothingToConfirm({
  rideId,
  text = 'rides.confirm.nothing',
}: {
  rideId: number;
  text?: 'rides.confirm.nothing' | 'rides.unconfirm.nothing';
}) {
  const intl = useIntl();
  return (
    <>
      <Text>{intl.formatMessage({ id: text })}</Text>
      <Button component={Link} to={rideDetailPath(rideId)} variant="outline" size="lg">
        {intl.formatMessage({ id: 'rides.confirm.toRide' })}
      </Button>
    </>
  );
}
