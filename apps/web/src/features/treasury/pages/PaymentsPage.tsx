import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { usePendingWithdrawals } from '../api/paymentsQueries';
import { PaymentsBatches } from '../components/PaymentsBatches';
import { PaymentsPending } from '../components/PaymentsPending';
import { PaymentsReserve } from '../components/PaymentsReserve';

/**
 * /payments ('Uitbetalingen', spec 001 §2.15), treasurer or admin only (the route's gate): how payouts
 * work, the account they are paid from with the button for a new batch, the requests waiting, and the
 * batches made so far.
 */
export function PaymentsPage() {
  const intl = useIntl();
  const pending = usePendingWithdrawals();
  const hasPending = (pending.data?.pages[0]?.totalCount ?? 0) > 0;
  return (
    <Page title="treasury.payments.title">
      <Text>{intl.formatMessage({ id: 'treasury.payments.intro' })}</Text>
      <PaymentsReserve hasPending={hasPending} />
      <PaymentsPending pending={pending} />
      <PaymentsBatches />
    </Page>
  );
}
