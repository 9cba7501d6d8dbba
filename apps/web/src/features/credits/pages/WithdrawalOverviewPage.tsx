import type { Withdrawal } from '@achterhoek/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PagedItemList } from '../../../components/PagedItemList';
import { Page } from '../../../components/Page';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCancelWithdrawal, useWithdrawals } from '../api/queries';
import { ItemRemovalDialog } from '../../../components/ConfirmRemovalDialog';
import { cancelWithdrawalTexts } from '../lib/cancelWithdrawalTexts';
import { WithdrawalCard } from '../components/WithdrawalCard';
import { LinkButton } from '../../../components/LinkButton';

/**
 * /withdrawalOverviewPage ('Opnames', spec 001 §2.8): the person's withdrawals, newest first, 50 a page
 * loaded while scrolling, each with its status; a requested one can be cancelled. 'Credits opnemen' asks
 * for a new one.
 */
export function WithdrawalOverviewPage() {
  const intl = useIntl();
  const withdrawals = useWithdrawals();
  const cancel = useCancelWithdrawal();
  const [asked, setAsked] = useState<Withdrawal | null>(null);

  const confirmCancel = (withdrawal: Withdrawal) => {
    cancel.mutate(withdrawal.id, {
      onSuccess: () => {
        setAsked(null);
        notify.info('credits.withdrawals.cancelled');
      },
      onError: (error) => {
        setAsked(null);
        if (isApiError(error) && error.status === 401) return;
        // 409: it was taken into a payout meanwhile; the list read again shows how it stands.
        if (isApiError(error) && error.status === 409) {
          notify.error('credits.withdraw.refused', { message: error.message });
          void withdrawals.refetch();
        } else notify.error('credits.withdrawals.cancelError');
      },
    });
  };

  return (
    <Page title="credits.withdrawals.title">
      <LinkButton to={paths.newWithdrawal} label="credits.withdrawals.new" />
      <PagedItemList
        query={withdrawals}
        errorId="credits.withdrawals.error"
        emptyId="credits.withdrawals.empty"
        moreErrorId="credits.withdrawals.moreError"
        moreId="credits.withdrawals.more"
        gap="sm"
        label={intl.formatMessage({ id: 'credits.withdrawals.title' })}
      >
        {(withdrawal) => <WithdrawalCard withdrawal={withdrawal} onCancel={setAsked} />}
      </PagedItemList>
      <ItemRemovalDialog
        item={asked}
        texts={cancelWithdrawalTexts}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setAsked(null)}
      />
    </Page>
  );
}
