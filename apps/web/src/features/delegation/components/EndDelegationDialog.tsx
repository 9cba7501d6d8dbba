import type { Delegation } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { ConfirmRemovalDialog } from '../../../components/ConfirmRemovalDialog';
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
    <ConfirmRemovalDialog
      opened={delegation !== null}
      title={intl.formatMessage({ id: 'delegation.delegators.endTitle' })}
      question={
        delegation
          ? intl.formatMessage(
              { id: 'delegation.delegators.endQuestion' },
              { name: personName(delegation.delegator) },
            )
          : ''
      }
      keepLabel={intl.formatMessage({ id: 'common.cancel' })}
      confirmLabel={intl.formatMessage({ id: 'delegation.delegators.endConfirm' })}
      pending={ending}
      onConfirm={() => delegation && onConfirm(delegation)}
      onClose={onClose}
    />
  );
}
