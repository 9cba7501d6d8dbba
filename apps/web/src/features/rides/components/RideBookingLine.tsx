import type { Booking } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { formatTime } from '../../../lib/format';

/**
 * A booking as the driver reads it on the ride (issue 27): who, where and when to pick them up, where and
 * when to let them out, and the seats ('Gerda Wassink: ophalen om 07:30 bij Winterswijk, Markt, afzetten
 * om 07:58 bij Doetinchem, Simonsplein (1 plaats)').
 */
export function RideBookingLine({ booking }: { booking: Booking }) {
  const intl = useIntl();
  return intl.formatMessage(
    { id: 'rides.detail.booking' },
    {
      name: [booking.passenger.givenName, booking.passenger.familyName].filter(Boolean).join(' '),
      pickup: booking.pickup.label,
      pickupTime: formatTime(booking.departureTime),
      dropOff: booking.dropOff.label,
      dropOffTime: formatTime(booking.arrivalTime),
      seats: booking.nrSeats,
    },
  );
}
