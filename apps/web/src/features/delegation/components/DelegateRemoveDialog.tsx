import type { Delegation } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { ConfirmRemovalDialog } from '../../../components/ConfirmRemovalDialog';
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
    <ConfirmRemovalDialog
      opened={delegation !== null}
      title={intl.formatMessage({ id: 'delegates.removeTitle' })}
      question={
        delegation
          ? intl.formatMessage({ id: 'delegates.removeQuestion' }, { name: personName(delegation.delegate) })
          : ''
      }
      keepLabel={intl.formatMessage({ id: 'delegates.cancel' })}
      confirmLabel={intl.formatMessage({ id: 'delegates.confirm' })}
      pending={removing}
      onConfirm={() => delegation && onConfirm(delegation)}
      onClose={onClose}
    />
  );
}
