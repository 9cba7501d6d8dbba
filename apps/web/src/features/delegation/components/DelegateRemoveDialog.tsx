import type { Delegation } from '@achterhoek/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { personName } from '../../../lib/names';

interface DelegateRemoveDialogProps {
  /** The delegation to end; the dialog is open while there is one. */
  delegation: Delegation | null;
  removing: boolean;
  onConfirm: (delegation: Delegation) => void;
  onClose: () => void;
}

/**
 * 'Machtiging verwijderen' (spec 000 §2 Delegation screens): asks before the named person's authorisation
 * ends, with 'Annuleren' and 'Verwijderen'. 'Annuleren' has the focus first, so a stray Enter keeps the
 * delegation. The page moves the focus on afterwards (the button that opened the dialog may be gone).
 */
export function DelegateRemoveDialog({
  delegation,
  removing,
  onConfirm,
  onClose,
}: DelegateRemoveDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={delegation !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'delegates.removeTitle' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      returnFocus={false}
      closeOnEscape={!removing}
      closeOnClickOutside={!removing}
      centered
    >
      {delegation && (
        <Stack gap="md">
          <Text>
            {intl.formatMessage(
              { id: 'delegates.removeQuestion' },
              { name: personName(delegation.delegate) },
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={removing} data-autofocus>
              {intl.formatMessage({ id: 'delegates.cancel' })}
            </Button>
            <Button color="red.9" loading={removing} onClick={() => onConfirm(delegation)}>
              {intl.formatMessage({ id: 'delegates.confirm' })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
