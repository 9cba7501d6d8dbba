import { CancelWithReasonDialog } from '../../../components/CancelWithReasonDialog';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCancelShoutOut } from '../api/queries';

/**
 * The passenger cancels their shout-out with a reason (spec 000 §6), which the drivers who offered a ride
 * are told; the reason may be left empty. Done, 'Je oproep is verwijderd' (spec 000 §8) and back to the
 * shout-out list. A refusal (the shout-out was filled or has passed meanwhile) is said in the server's
 * words; anything else 'Fout bij het annuleren van je oproep.'
 */
export function PassengerCancelDialog({
  shoutOutId,
  onClose,
  onRefused,
}: {
  shoutOutId: number;
  onClose: () => void;
  /** The shout-out changed under the passenger's hands: the page shows it anew. */
  onRefused: () => void;
}) {
  const cancel = useCancelShoutOut();

  return (
    <CancelWithReasonDialog
      id={shoutOutId}
      cancel={cancel}
      messages={{
        title: 'shoutOuts.passenger.cancelTitle',
        reasonLabel: 'shoutOuts.passenger.cancelReasonLabel',
        reasonHint: 'shoutOuts.passenger.cancelReasonHint',
        keep: 'shoutOuts.passenger.cancelKeep',
        confirm: 'shoutOuts.passenger.cancelConfirm',
      }}
      doneMessage="shoutOuts.passenger.cancelled"
      donePath={paths.shoutOuts}
      onFailed={(error) => {
        const refused =
          isApiError(error) && (error.status === 409 || error.status === 422) && error.message.trim() !== '';
        if (refused) {
          notify.error('shoutOuts.passenger.serverMessage', { message: error.message });
          onClose();
          onRefused();
        } else {
          notify.error('shoutOuts.passenger.cancelError');
        }
      }}
      onClose={onClose}
    />
  );
}
