import type { TransactionPurpose } from '@achterhoek/contracts';
import { useState } from 'react';
import { StatementDayList, statementsUntil } from '../../credits';
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
  // Fixed for as long as the list is open, so the pages count from the same newest line.
  const [until] = useState(() => statementsUntil());
  const statements = useSystemStatements(accountId, purpose, until);
  return (
    <StatementDayList
      statements={statements}
      texts={{
        title: 'systemCredits.history.title',
        error: 'systemCredits.history.error',
        empty: purpose ? 'systemCredits.history.emptyKind' : 'systemCredits.history.empty',
        moreError: 'systemCredits.history.moreError',
        more: 'systemCredits.history.more',
      }}
      titleOrder={3}
      titleSize="h4"
      dayTestId="system-statement-day"
      renderLine={(line) => <SystemStatementLine line={line} />}
    />
  );
}
