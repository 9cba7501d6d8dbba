import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCancelTrip } from '../api/queries';
import { cancelRefusalOf } from '../lib/trip';

/**
 * Cancelling a booked trip before it starts (spec 000 §4): an optional reason ('Reden voor annulering'),
 * which the drivers of its shared rides are told. Done, 'Rit is succesvol geannuleerd' and on to
 * /tripCancelledPage; a trip that has started meanwhile is refused in the server's words.
 */
export function CancelTripDialog({ tripId, onClose }: { tripId: number; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cancelTrip = useCancelTrip();
  const [reason, setReason] = useState('');

  const confirm = async () => {
    try {
      const trimmed = reason.trim();
      await cancelTrip.mutateAsync({ id: tripId, ...(trimmed ? { reason: trimmed } : {}) });
      notify.info('trips.cancel.done');
      onClose();
      void navigate(paths.tripCancelled);
    } catch (error) {
      const refusal = cancelRefusalOf(error);
      if (refusal) notify.error('trips.serverMessage', { message: refusal });
      else notify.error('trips.cancel.error');
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'trips.cancel.title' })} centered>
      <Stack>
        <Textarea
          label={intl.formatMessage({ id: 'trips.cancel.reason' })}
          description={intl.formatMessage({ id: 'trips.cancel.reasonHint' })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={3}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'trips.cancel.keep' })}
          </Button>
          <Button color="red.9" loading={cancelTrip.isPending} onClick={() => void confirm()}>
            {intl.formatMessage({ id: 'trips.cancel.confirm' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
