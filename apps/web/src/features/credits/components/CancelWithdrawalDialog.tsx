import type { Withdrawal } from '@achterhoek/contracts';
import { ItemRemovalDialog, type ItemRemovalTexts } from '../../../components/ConfirmRemovalDialog';
import { formatEuroCents } from '../../../lib/money';

const TEXTS: ItemRemovalTexts<Withdrawal> = {
  title: 'credits.withdrawals.cancelTitle',
  question: 'credits.withdrawals.cancelText',
  questionValues: (asked) => ({
    count: asked.amountCredits,
    euros: formatEuroCents(asked.amountEurocents),
  }),
  keep: 'credits.withdrawals.cancelKeep',
  confirm: 'credits.withdrawals.cancelConfirm',
};

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
  return (
    <ItemRemovalDialog
      item={withdrawal}
      texts={TEXTS}
      pending={cancelling}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
