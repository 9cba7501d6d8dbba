import type { ShoutOut } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { detailRow } from '../../../components/DetailRow';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { formatDate } from '../../../lib/format';

const time = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE).format('HH:mm');

/**
 * The rows of a shout-out's details table that say when and for how many: the day, the time to arrive
 * or to leave (whichever the passenger chose, in the app's time zone) and the seats asked for, labelled
 * in the words of the driver's or the passenger's view (`shoutOuts.driver.*`, `shoutOuts.passenger.*`).
 */
export function ShoutOutWhenRows({ shoutOut, view }: { shoutOut: ShoutOut; view: 'driver' | 'passenger' }) {
  const intl = useIntl();
  const timeId = shoutOut.useAsArrivalTime
    ? (`shoutOuts.${view}.arrival` as const)
    : (`shoutOuts.${view}.departure` as const);
  return (
    <>
      {detailRow(
        intl.formatMessage({ id: `shoutOuts.${view}.date` as const }),
        formatDate(shoutOut.travelTime),
      )}
      {detailRow(intl.formatMessage({ id: timeId }), time(shoutOut.travelTime))}
      {detailRow(
        intl.formatMessage({ id: `shoutOuts.${view}.seats` as const }),
        intl.formatMessage({ id: `shoutOuts.${view}.seatsValue` as const }, { count: shoutOut.nrSeats }),
      )}
    </>
  );
}
