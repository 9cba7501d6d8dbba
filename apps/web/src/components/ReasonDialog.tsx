import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * A confirmation with an optional reason, up to 500 characters (cancelling a trip, a shout-out): the field
 * has the focus, 'keep' closes without doing anything, 'confirm' hands on the trimmed reason, or nothing
 * when it was left empty.
 */
export function ReasonDialog({
  title,
  reasonLabel,
  reasonHint,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  reasonLabel: string;
  reasonHint: string;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Textarea
          label={reasonLabel}
          description={reasonHint}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          rows={3}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button color="red.9" loading={pending} onClick={() => onConfirm(reason.trim() || undefined)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
