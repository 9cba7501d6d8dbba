import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, Link } from 'react-router';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { editPaymentsPath, paths } from '../../../lib/paths';
import { useBankReserve, useCreatePaymentBatch } from '../api/paymentsQueries';
import { formatIban } from '../lib/paymentsFormat';

/**
 * 'Ten laste van': the bank reserve's IBAN and holder every payout is paid from, and the button that
 * collects the pending requests into a new batch (spec 001 §2.15). Without an IBAN and holder there is
 * nothing to pay from: a warning leads to the system settings instead, and there is no button.
 */
export function PaymentsReserve({ hasPending }: { hasPending: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const navigate = useNavigate();
  const reserve = useBankReserve();
  const create = useCreatePaymentBatch();

  const newBatch = async () => {
    try {
      const { id } = await create.mutateAsync();
      // Spec 001 §4: a new batch opens on its own page.
      await navigate(editPaymentsPath(id));
    } catch (failure) {
      // 409 (no requests any more) and 422 (the reserve's account incomplete) come in the server's words.
      if (isApiError(failure) && (failure.status === 409 || failure.status === 422)) {
        notify.error('treasury.serverMessage', { message: failure.message });
      } else notify.error('treasury.payments.newBatchError');
    }
  };

  const loaded = () => {
    if (!reserve.data?.iban?.trim() || !reserve.data.ibanHolder?.trim())
      return (
        <Alert color="orange" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text>{intl.formatMessage({ id: 'treasury.payments.reserveIncomplete' })}</Text>
            <Button component={Link} to={paths.systemSettings} variant="default">
              {intl.formatMessage({ id: 'treasury.payments.complete' })}
            </Button>
          </Stack>
        </Alert>
      );
    return (
      <>
        <Text>
          <span style={{ whiteSpace: 'nowrap' }}>{formatIban(reserve.data.iban)}</span>
          <br />
          {reserve.data.ibanHolder}
        </Text>
        <Button disabled={!hasPending} loading={create.isPending} onClick={() => void newBatch()}>
          {intl.formatMessage({ id: 'treasury.payments.newBatch' })}
        </Button>
      </>
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" align="flex-start">
      <Title order={2} size="h3" id={titleId}>
        {intl.formatMessage({ id: 'treasury.payments.debitedFrom' })}
      </Title>
      <AwaitQueries queries={[reserve]} errorId="treasury.payments.reserveError">
        {loaded}
      </AwaitQueries>
    </Stack>
  );
}
