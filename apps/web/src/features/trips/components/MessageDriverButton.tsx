import type { Leg } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { StartConversationButton } from '../../messaging';
import { splitName } from '../lib/trip';

/**
 * 'Stuur {naam} een bericht' on a booked shared leg: opens the passenger's conversation about the booking
 * (made when there is none yet), the reply box addressed to the driver. Only for a booking that still
 * stands and a driver the leg names.
 */
export function MessageDriverButton({ leg, topic }: { leg: Leg; topic: string }) {
  const intl = useIntl();
  if (!leg.bookingRef || !leg.driverId || !leg.driverName || leg.state === 'CANCELLED') return null;
  const { givenName, familyName } = splitName(leg.driverName);
  const { bookingRef, driverId } = leg;
  return (
    <StartConversationButton
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      conversation={{
        context: bookingRef,
        topic,
        ownerRole: 'PASSENGER',
        recipient: { managedIdentity: driverId, givenName, familyName },
      }}
      label={intl.formatMessage({ id: 'trips.detail.message' }, { name: givenName })}
    />
  );
}
