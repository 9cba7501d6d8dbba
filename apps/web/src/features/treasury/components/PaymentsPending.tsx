import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Withdrawal } from '@achterhoek/contracts';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { formatEuroCents } from '../../../lib/money';
import type { usePendingWithdrawals } from '../api/paymentsQueries';
import { groupByCreationDay, type WithdrawalDay } from '../lib/paymentsFormat';
import { NextPageButton } from '../../../components/NextPageFooter';

/**
 * The requests waiting to be paid out, per day they were made, with who asked, how much and why (spec 001
 * §2.15). They are only read here: a request is cancelled by its owner, or rejected in a batch.
 */
export function PaymentsPending({ pending }: { pending: ReturnType<typeof usePendingWithdrawals> }) {
  const intl = useIntl();
  const titleId = useId();
  const days = useMemo(
    () => groupByCreationDay(pending.data?.pages.flatMap((page) => page.data) ?? []),
    [pending.data],
  );

  const loaded = () => {
    if (days.length === 0) return <Text>{intl.formatMessage({ id: 'treasury.payments.empty' })}</Text>;
    return (
      <>
        {days.map((day) => (
          <PendingDay key={day.day} day={day} />
        ))}
        {pending.isFetchNextPageError && (
          <ErrorWithRetry onRetry={() => void pending.fetchNextPage()} retrying={pending.isFetchingNextPage}>
            {intl.formatMessage({ id: 'treasury.payments.pendingError' })}
          </ErrorWithRetry>
        )}
        {!pending.isFetchNextPageError && (
          <NextPageButton paging={pending} label="treasury.payments.morePending" />
        )}
      </>
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {intl.formatMessage({ id: 'treasury.payments.pendingTitle' })}
      </Title>
      <AwaitQueries queries={[pending]} errorId="treasury.payments.pendingError" keepLoadedOnError>
        {loaded}
      </AwaitQueries>
    </Stack>
  );
}

function PendingDay({ day }: { day: WithdrawalDay }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {day.heading}
      </Title>
      <Stack
        component="ul"
        aria-labelledby={headingId}
        gap="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {day.requests.map((request) => (
          <PendingRequest key={request.id} request={request} />
        ))}
      </Stack>
    </section>
  );
}

function PendingRequest({ request }: { request: Withdrawal }) {
  const intl = useIntl();
  return (
    <Card component="li" withBorder padding="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {request.accountName}
        </Text>
        <Text>
          {intl.formatMessage(
            { id: 'treasury.batch.amount' },
            {
              credits: intl.formatMessage({ id: 'treasury.credits' }, { count: request.amountCredits }),
              euros: formatEuroCents(request.amountEurocents),
            },
          )}
        </Text>
      </Group>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {request.description}
      </Text>
    </Card>
  );
}
