import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * Asks before something is removed or ended for good, with a keep button and a red confirm button. The keep
 * button has the focus first, so a stray Enter keeps things as they are; while `pending` the dialog stays
 * open and the keep button is off. The page moves the focus on afterwards (the button that opened the
 * dialog may be gone), so the dialog does not return it.
 */
export function ConfirmRemovalDialog({
  opened,
  title,
  question,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  question: string;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      returnFocus={false}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      centered
    >
      {opened && (
        <Stack gap="md">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
              {keepLabel}
            </Button>
            <Button color="red.9" loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
