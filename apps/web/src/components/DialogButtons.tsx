import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The two buttons at the foot of a dialog, on its right: `closeLabel` leaves it as it was ('Annuleren',
 * 'Behouden'), `confirmLabel` does what the dialog is for (in `confirmColor`), spinning while `pending`
 * and off while `disabled`. In a dialog that is a form, `submit` makes the second button submit it.
 */
export function DialogButtons({
  closeLabel,
  onClose,
  confirmLabel,
  onConfirm,
  submit = false,
  confirmColor,
  disabled,
  pending,
}: {
  closeLabel: ReactNode;
  onClose: () => void;
  confirmLabel: ReactNode;
  onConfirm?: () => void;
  submit?: boolean;
  confirmColor?: MantineColor;
  disabled?: boolean;
  pending?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
      <Button
        {...(submit ? { type: 'submit' as const } : {})}
        color={confirmColor}
        disabled={disabled}
        loading={pending}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
