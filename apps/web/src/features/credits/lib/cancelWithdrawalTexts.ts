import type { Withdrawal } from '@achterhoek/contracts';
import type { ItemRemovalTexts } from '../../../components/ConfirmRemovalDialog';
import { formatEuroCents } from '../../../lib/money';

/**
 * Asks before a requested withdrawal is cancelled (its credits come back); the question names its credits
 * and euros. 'Niet annuleren' has the focus first, so a stray Enter keeps the request.
 */
export const cancelWithdrawalTexts: ItemRemovalTexts<Withdrawal> = {
  title: 'credits.withdrawals.cancelTitle',
  question: 'credits.withdrawals.cancelText',
  questionValues: (asked) => ({
    count: asked.amountCredits,
    euros: formatEuroCents(asked.amountEurocents),
  }),
  keep: 'credits.withdrawals.cancelKeep',
  confirm: 'credits.withdrawals.cancelConfirm',
};
