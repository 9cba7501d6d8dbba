import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A confirmation with an optional reason, up to 500 characters (cancelling a trip, a shout-out): the field
 * has the focus, 'keep' closes without doing anything, 'confirm' hands on the trimmed reason, or nothing
 * when it was left empty. A `notice` says what confirming brings about (the credits given back) before
 * the person chooses.
 */
export function ReasonDialog({
  title,
  reasonLabel,
  reasonHint,
  keepLabel,
  confirmLabel,
  notice,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  reasonLabel: string;
  reasonHint: string;
  keepLabel: string;
  confirmLabel: string;
  notice?: ReactNode;
  pending: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {notice && <Text>{notice}</Text>}
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
