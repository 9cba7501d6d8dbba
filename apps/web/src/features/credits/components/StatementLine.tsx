import type { AccountStatement } from '@achterhoek/contracts';
import { counterpartySuffixId, kindMessageId } from '../lib/statement';
import { StatementLineRow } from './StatementLineRow';

/**
 * One line of the statement (spec 001 §2.4): the time, the counterparty (with '(premie)' for a premium
 * account), the description, the kind in plain Dutch (with '(herstel)' when it undoes an earlier one) and
 * the amount, signed in text and coloured green for credit, red for debit.
 */
export function StatementLine({ line }: { line: AccountStatement }) {
  return (
    <StatementLineRow
      line={line}
      kindId={kindMessageId(line)}
      counterpartySuffixId={counterpartySuffixId(line)}
      testId="statement-line"
    />
  );
}
