import type { Withdrawal } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { ConfirmRemovalDialog } from '../../../components/ConfirmRemovalDialog';
import { formatEuroCents } from '../../../lib/money';

interface CancelWithdrawalDialogProps {
  /** The withdrawal to cancel; the dialog is open while there is one. */
  withdrawal: Withdrawal | null;
  cancelling: boolean;
  onConfirm: (withdrawal: Withdrawal) => void;
  onClose: () => void;
}

/**
 * Asks before a requested withdrawal is cancelled (its credits come back). 'Niet annuleren' has the focus
 * first, so a stray Enter keeps the request.
 */
export function CancelWithdrawalDialog({
  withdrawal,
  cancelling,
  onConfirm,
  onClose,
}: CancelWithdrawalDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmRemovalDialog
      opened={withdrawal !== null}
      title={intl.formatMessage({ id: 'credits.withdrawals.cancelTitle' })}
      question={
        withdrawal
          ? intl.formatMessage(
              { id: 'credits.withdrawals.cancelText' },
              { count: withdrawal.amountCredits, euros: formatEuroCents(withdrawal.amountEurocents) },
            )
          : ''
      }
      keepLabel={intl.formatMessage({ id: 'credits.withdrawals.cancelKeep' })}
      confirmLabel={intl.formatMessage({ id: 'credits.withdrawals.cancelConfirm' })}
      pending={cancelling}
      onConfirm={() => withdrawal && onConfirm(withdrawal)}
      onClose={onClose}
    />
  );
}
