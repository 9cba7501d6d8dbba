import type { TransactionPurpose } from '@achterhoek/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { groupByDay, longDate, relativeDay, statementsUntil, type StatementDay } from '../../credits';
import type { SystemStatement } from '@achterhoek/contracts';
import { useSystemStatements } from '../api/systemAccounts';
import { SystemStatementLine } from './SystemStatementLine';

interface SystemStatementListProps {
  accountId: number;
  /** Only lines of this kind; null for all. */
  purpose: TransactionPurpose | null;
}

/**
 * A system account's statement, grouped per day like the Credits page's, loading the next 20 lines while
 * the treasurer scrolls down (66 %, throttled to 500 ms).
 */
export function SystemStatementList({ accountId, purpose }: SystemStatementListProps) {
  const titleId = useId();
  // Fixed for as long as the list is open, so the pages count from the same newest line.
  const [until] = useState(() => statementsUntil());
  const statements = useSystemStatements(accountId, purpose, until);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = statements;

  useLoadMoreOnScroll(hasNextPage && !isFetchingNextPage && !isFetchNextPageError, () => {
    void fetchNextPage();
  });

  const days = useMemo(
    () => groupByDay(statements.data?.pages.flatMap((page) => page.data) ?? []),
    [statements.data],
  );

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={3} size="h4" id={titleId}>
        <FormattedMessage id="systemCredits.history.title" />
      </Title>
      {statements.isPending ? (
        <LoadingState />
      ) : statements.isError && !statements.data ? (
        <ErrorWithRetry onRetry={() => void statements.refetch()} retrying={statements.isFetching}>
          <FormattedMessage id="systemCredits.history.error" />
        </ErrorWithRetry>
      ) : days.length === 0 ? (
        <Text>
          <FormattedMessage
            id={purpose ? 'systemCredits.history.emptyKind' : 'systemCredits.history.empty'}
          />
        </Text>
      ) : (
        <>
          {days.map((day) => (
            <SystemStatementDay key={day.day} day={day} />
          ))}
          {isFetchingNextPage && <LoadingState />}
          {isFetchNextPageError && (
            <ErrorWithRetry onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
              <FormattedMessage id="systemCredits.history.moreError" />
            </ErrorWithRetry>
          )}
          {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
            <Button variant="default" onClick={() => void fetchNextPage()}>
              <FormattedMessage id="systemCredits.history.more" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function SystemStatementDay({ day }: { day: StatementDay<SystemStatement> }) {
  const intl = useIntl();
  const headingId = useId();
  const relative = relativeDay(day.day);
  const heading =
    relative === 'today'
      ? intl.formatMessage({ id: 'credits.history.today' })
      : relative === 'yesterday'
        ? intl.formatMessage({ id: 'credits.history.yesterday' })
        : longDate(day.day);
  return (
    <section aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId} mt="xs" data-testid="system-statement-day">
        {heading}
      </Title>
      <ul aria-labelledby={headingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {day.lines.map((line) => (
          <SystemStatementLine key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
