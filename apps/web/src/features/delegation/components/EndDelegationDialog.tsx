import type { Delegation } from '@achterhoek/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { personName } from '../../../lib/names';

interface EndDelegationDialogProps {
  /** The delegation to end; the dialog is open while there is one. */
  delegation: Delegation | null;
  ending: boolean;
  onConfirm: (delegation: Delegation) => void;
  onClose: () => void;
}

/**
 * Asks before the user gives up acting for somebody ('Machtiging beëindigen'), with 'Annuleren' and
 * 'Beëindigen'. 'Annuleren' has the focus first, so a stray Enter keeps the delegation. The page moves the
 * focus on afterwards (the button that opened the dialog may be gone).
 */
export function EndDelegationDialog({ delegation, ending, onConfirm, onClose }: EndDelegationDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={delegation !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'delegation.delegators.endTitle' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      returnFocus={false}
      closeOnEscape={!ending}
      closeOnClickOutside={!ending}
      centered
    >
      {delegation && (
        <Stack gap="md">
          <Text>
            {intl.formatMessage(
              { id: 'delegation.delegators.endQuestion' },
              { name: personName(delegation.delegator) },
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={ending} data-autofocus>
              {intl.formatMessage({ id: 'common.cancel' })}
            </Button>
            <Button color="red.9" loading={ending} onClick={() => onConfirm(delegation)}>
              {intl.formatMessage({ id: 'delegation.delegators.endConfirm' })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
