import { useState } from 'react';
import { useStatements } from '../api/queries';
import { StatementDayList, type StatementDayListTexts } from './StatementDayList';
import { StatementLine } from './StatementLine';

/**
 * How far ahead of the device's clock `until` is set: a transaction the server booked a moment ago (the
 * deposit just confirmed) must not fall outside the list because the device's clock runs a little behind.
 */
export const UNTIL_LEEWAY_MS = 60_000;

export function statementsUntil(now: number = Date.now()): string {
  return new Date(now + UNTIL_LEEWAY_MS).toISOString();
}

const historyTexts: StatementDayListTexts = {
  title: 'credits.history.title',
  error: 'credits.history.error',
  empty: 'credits.history.empty',
  moreError: 'credits.history.moreError',
  more: 'credits.history.more',
};

/** The statement history, grouped per day, loading the next 20 lines while the user scrolls down. */
export function StatementHistory() {
  // Fixed for as long as the page is open, so the pages count from the same newest line.
  const [until] = useState(() => statementsUntil());
  const statements = useStatements(until);
  return (
    <StatementDayList
      statements={statements}
      texts={historyTexts}
      titleOrder={2}
      titleSize="h3"
      dayTestId="statement-day"
      renderLine={(line) => <StatementLine line={line} />}
    />
  );
}
