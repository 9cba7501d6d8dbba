import type { SystemStatement } from '@achterhoek/contracts';
import { StatementLineRow } from '../../credits';
import { systemStatementKindLabel } from './systemStatementKinds';

/**
 * One line of a system account's statement (spec 001 §2.18, as the Credits page's §2.4): the time, the
 * counterparty, the description, the kind (with '(herstel)' when it undoes an earlier one) and the
 * amount, signed in text and coloured green for credit, red for debit.
 */
export function SystemStatementLine({ line }: { line: SystemStatement }) {
  return (
    <StatementLineRow
      line={line}
      kindId={systemStatementKindLabel(line.purpose)}
      testId="system-statement-line"
    />
  );
}
