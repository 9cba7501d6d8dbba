import { Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { PaymentBatchSummary } from '@achterhoek/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PagedItemList } from '../../../components/PagedItemList';
import { formatDateTime } from '../../../lib/format';
import { formatEuroCents } from '../../../lib/money';
import { editPaymentsPath } from '../../../lib/paths';
import { usePaymentBatches } from '../api/paymentsQueries';
import { BatchStatus } from './BatchStatus';

/**
 * How far ahead of the device's clock `until` is set: a batch the server made a moment ago must not fall
 * outside the list because the device's clock runs a little behind.
 */
const UNTIL_LEEWAY_MS = 60_000;

/**
 * 'Batches' (spec 001 §2.15): every payout batch, newest first, 50 at a time, loading more while the
 * treasurer scrolls (lib/infinite-scroll.ts). Each row opens the batch.
 */
export function PaymentsBatches() {
  const intl = useIntl();
  const titleId = useId();
  // Fixed while the page is open, so the later pages count from the same newest batch.
  const [until] = useState(() => new Date(Date.now() + UNTIL_LEEWAY_MS).toISOString());
  const batches = usePaymentBatches(until);

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {intl.formatMessage({ id: 'treasury.payments.batchesTitle' })}
      </Title>
      <PagedItemList
        query={batches}
        errorId="treasury.payments.batchesError"
        emptyId="treasury.payments.batchesEmpty"
        moreErrorId="treasury.payments.moreBatchesError"
        moreId="treasury.payments.moreBatches"
        gap="xs"
        labelledBy={titleId}
      >
        {(batch) => <BatchRow batch={batch} />}
      </PagedItemList>
    </Stack>
  );
}

/** One batch: when last changed, its status (icon and label), how many requests, euros asked and settled. */
function BatchRow({ batch }: { batch: PaymentBatchSummary }) {
  const intl = useIntl();
  return (
    <li>
      <UnstyledButton component={Link} to={editPaymentsPath(batch.id)} w="100%" style={{ display: 'block' }}>
        <Card withBorder padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{formatDateTime(batch.modificationTime)}</Text>
            <BatchStatus status={batch.status} />
          </Group>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text>
              {intl.formatMessage({ id: 'treasury.payments.batchCount' }, { count: batch.nrRequests })}
            </Text>
            <Text>
              {intl.formatMessage(
                { id: 'treasury.payments.batchRequested' },
                { amount: formatEuroCents(batch.amountRequestedEurocents) },
              )}
            </Text>
            <Text>
              {intl.formatMessage(
                { id: 'treasury.payments.batchSettled' },
                { amount: formatEuroCents(batch.amountSettledEurocents) },
              )}
            </Text>
          </Group>
        </Card>
      </UnstyledButton>
    </li>
  );
}
