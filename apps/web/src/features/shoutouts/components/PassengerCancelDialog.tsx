import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
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
  const [reason, setReason] = useState('');

  const confirm = async () => {
    const trimmed = reason.trim();
    try {
      await cancel.mutateAsync({ id: shoutOutId, ...(trimmed ? { reason: trimmed } : {}) });
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
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'shoutOuts.passenger.cancelTitle' })}
      centered
    >
      <Stack>
        <Textarea
          label={intl.formatMessage({ id: 'shoutOuts.passenger.cancelReasonLabel' })}
          description={intl.formatMessage({ id: 'shoutOuts.passenger.cancelReasonHint' })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={3}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'shoutOuts.passenger.cancelKeep' })}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={() => void confirm()}>
            {intl.formatMessage({ id: 'shoutOuts.passenger.cancelConfirm' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
