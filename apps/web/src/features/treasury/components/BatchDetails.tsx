import { Table } from '@mantine/core';
import type { PaymentBatch } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { detailRow } from '../../../components/DetailRow';
import { formatDateTime } from '../../../lib/format';
import { formatEuroCents } from '../../../lib/money';
import { formatIban } from '../lib/paymentsFormat';
import { BatchStatus } from './BatchStatus';

/**
 * The batch's fields (spec 001 §2.16): when and by whom last changed, its status, the reason (if any), the
 * euros asked and approved, the account they are paid from, and the reference on the bank transfer.
 */
export function BatchDetails({ batch }: { batch: PaymentBatch }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const modifier = batch.modifiedBy
    ? `${batch.modifiedBy.givenName} ${batch.modifiedBy.familyName}`.trim()
    : '';
  return (
    <Table variant="vertical" layout="fixed">
      <Table.Tbody>
        {detailRow(label('treasury.batch.modifiedOn'), formatDateTime(batch.modificationTime))}
        {modifier && detailRow(label('treasury.batch.modifiedBy'), modifier)}
        {detailRow(label('treasury.batch.status'), <BatchStatus status={batch.status} />)}
        {batch.reason && detailRow(label('treasury.batch.reason'), batch.reason)}
        {detailRow(label('treasury.batch.requested'), formatEuroCents(batch.amountRequestedEurocents))}
        {detailRow(label('treasury.batch.approved'), formatEuroCents(batch.amountSettledEurocents))}
        {detailRow(
          label('treasury.batch.iban'),
          <span style={{ overflowWrap: 'anywhere' }}>{formatIban(batch.originatorIban)}</span>,
        )}
        {detailRow(label('treasury.batch.ibanHolder'), batch.originatorIbanHolder)}
        {detailRow(label('treasury.batch.reference'), batch.orderReference)}
      </Table.Tbody>
    </Table>
  );
}
