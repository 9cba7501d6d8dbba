import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ReasonDialog } from '../../../components/ReasonDialog';
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
  const intl = useIntl();
  const navigate = useNavigate();
  const cancel = useCancelShoutOut();

  const confirm = async (reason: string | undefined) => {
    try {
      await cancel.mutateAsync({ id: shoutOutId, ...(reason ? { reason } : {}) });
      notify.info('shoutOuts.passenger.cancelled');
      onClose();
      void navigate(paths.shoutOuts);
    } catch (error) {
      const refused =
        isApiError(error) && (error.status === 409 || error.status === 422) && error.message.trim() !== '';
      if (refused) {
        notify.error('shoutOuts.passenger.serverMessage', { message: error.message });
        onClose();
        onRefused();
      } else {
        notify.error('shoutOuts.passenger.cancelError');
      }
    }
  };

  return (
    <ReasonDialog
      title={intl.formatMessage({ id: 'shoutOuts.passenger.cancelTitle' })}
      reasonLabel={intl.formatMessage({ id: 'shoutOuts.passenger.cancelReasonLabel' })}
      reasonHint={intl.formatMessage({ id: 'shoutOuts.passenger.cancelReasonHint' })}
      keepLabel={intl.formatMessage({ id: 'shoutOuts.passenger.cancelKeep' })}
      confirmLabel={intl.formatMessage({ id: 'shoutOuts.passenger.cancelConfirm' })}
      pending={cancel.isPending}
      onConfirm={(reason) => void confirm(reason)}
      onClose={onClose}
    />
  );
}
