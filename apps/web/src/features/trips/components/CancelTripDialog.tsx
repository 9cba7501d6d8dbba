import { useIntl } from 'react-intl';
import { CancelWithReasonDialog } from '../../../components/CancelWithReasonDialog';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCancelTrip } from '../api/queries';
import { cancelRefusalOf } from '../lib/trip';

/**
 * Cancelling a booked trip before it starts (spec 000 §4): an optional reason ('Reden voor annulering'),
 * which the drivers of its shared rides are told. Done, 'Rit is succesvol geannuleerd' and on to
 * /tripCancelledPage; a trip that has started meanwhile is refused in the server's words. Before choosing,
 * the passenger reads the credits they get back ('Je krijgt 38 credits terug.'), when a fare is reserved.
 */
export function CancelTripDialog({
  tripId,
  refundCredits,
  onClose,
}: {
  tripId: number;
  /** The fares reserved for the trip (reservedFare), given back on cancelling. */
  refundCredits: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const cancelTrip = useCancelTrip();

  return (
    <CancelWithReasonDialog
      id={tripId}
      cancel={cancelTrip}
      messages={{
        title: 'trips.cancel.title',
        reasonLabel: 'trips.cancel.reason',
        reasonHint: 'trips.cancel.reasonHint',
        keep: 'trips.cancel.keep',
        confirm: 'trips.cancel.confirm',
      }}
      {...(refundCredits > 0
        ? { notice: intl.formatMessage({ id: 'trips.cancel.refund' }, { credits: refundCredits }) }
        : {})}
      doneMessage="trips.cancel.done"
      donePath={paths.tripCancelled}
      onFailed={(error) => {
        const refusal = cancelRefusalOf(error);
        if (refusal) notify.error('trips.serverMessage', { message: refusal });
        else notify.error('trips.cancel.error');
      }}
      onClose={onClose}
    />
  );
}
