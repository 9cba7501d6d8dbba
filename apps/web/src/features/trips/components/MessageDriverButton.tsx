import type { Leg } from '@achterhoek/contracts';
import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useStartConversation } from '../../messaging';
import { splitName } from '../lib/trip';

/**
 * 'Stuur {naam} een bericht' on a booked shared leg: opens the passenger's conversation about the booking
 * (made when there is none yet), the reply box addressed to the driver. Only for a booking that still
 * stands and a driver the leg names.
 */
export function MessageDriverButton({ leg, topic }: { leg: Leg; topic: string }) {
  const intl = useIntl();
  const startConversation = useStartConversation();
  if (!leg.bookingRef || !leg.driverId || !leg.driverName || leg.state === 'CANCELLED') return null;
  const { givenName, familyName } = splitName(leg.driverName);
  const { bookingRef, driverId } = leg;
  return (
    <Button
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      loading={startConversation.isPending}
      onClick={() =>
        startConversation.mutate({
          context: bookingRef,
          topic,
          ownerRole: 'PASSENGER',
          recipient: { managedIdentity: driverId, givenName, familyName },
        })
      }
    >
      {intl.formatMessage({ id: 'trips.detail.message' }, { name: givenName })}
    </Button>
  );
}
