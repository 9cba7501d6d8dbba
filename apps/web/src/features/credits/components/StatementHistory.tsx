import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { useStatements } from '../api/queries';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { groupByDay, longDate, relativeDay, type StatementDay } from '../lib/statement';
import { StatementLine } from './StatementLine';

/**
 * How far ahead of the device's clock `until` is set: a transaction the server booked a moment ago (the
 * deposit just confirmed) must not fall outside the list because the device's clock runs a little behind.
 */
export const UNTIL_LEEWAY_MS = 60_000;

export function statementsUntil(now: number = Date.now()): string {
  return new Date(now + UNTIL_LEEWAY_MS).toISOString();
}

/** The statement history, grouped per day, loading the next 20 lines while the user scrolls down. */
export function StatementHistory() {
  const titleId = useId();
  // Fixed for as long as the page is open, so the pages count from the same newest line.
  const [until] = useState(() => statementsUntil());
  const statements = useStatements(until);
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
      <Title order={2} size="h3" id={titleId}>
        <FormattedMessage id="credits.history.title" />
      </Title>
      {statements.isPending ? (
        <LoadingState />
      ) : statements.isError && !statements.data ? (
        <ErrorWithRetry onRetry={() => void statements.refetch()} retrying={statements.isFetching}>
          <FormattedMessage id="credits.history.error" />
        </ErrorWithRetry>
      ) : days.length === 0 ? (
        <Text>
          <FormattedMessage id="credits.history.empty" />
        </Text>
      ) : (
        <>
          {days.map((day) => (
            <DayGroup key={day.day} day={day} />
          ))}
          {isFetchingNextPage && <LoadingState />}
          {isFetchNextPageError && (
            <ErrorWithRetry onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
              <FormattedMessage id="credits.history.moreError" />
            </ErrorWithRetry>
          )}
          {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
            <Button variant="default" onClick={() => void fetchNextPage()}>
              <FormattedMessage id="credits.history.more" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function DayGroup({ day }: { day: StatementDay }) {
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
      <Title order={3} size="h5" id={headingId} mt="xs" data-testid="statement-day">
        {heading}
      </Title>
      <ul aria-labelledby={headingId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {day.lines.map((line) => (
          <StatementLine key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
