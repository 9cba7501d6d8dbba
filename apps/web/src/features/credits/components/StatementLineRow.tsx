import type { AccountStatement } from '@achterhoek/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { lineTime, signedAmount } from '../lib/statement';

/** The fields a statement row shows: a person's line or a system account's. */
export type StatementRowLine = Pick<
  AccountStatement,
  'transactionTime' | 'type' | 'amount' | 'description' | 'rollback'
> & { counterparty: { name: string } };

interface StatementLineRowProps {
  line: StatementRowLine;
  /** The kind of the line in plain Dutch. */
  kindId: MessageId;
  /** Said dimmed after the counterparty's name ('(premie)'); null for nothing. */
  counterpartySuffixId?: MessageId | null;
  testId: string;
}

/**
 * One row of a statement (spec 001 §2.4, for system accounts §2.18): the time, the counterparty, the
 * description, the kind (with '(herstel)' when it undoes an earlier one) and the amount, signed in text
 * and coloured green for credit, red for debit.
 */
export function StatementLineRow({ line, kindId, counterpartySuffixId, testId }: StatementLineRowProps) {
  const credit = line.type === 'CREDIT';
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid={testId}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
        <Text fw={600} miw="3.2em">
          {lineTime(line.transactionTime)}
        </Text>
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.counterparty.name}
            {counterpartySuffixId && (
              <>
                {' '}
                <Text span fw={400} c="dimmed">
                  <FormattedMessage id={counterpartySuffixId} />
                </Text>
              </>
            )}
          </Text>
          {line.description && <Text style={{ overflowWrap: 'anywhere' }}>{line.description}</Text>}
          <Text size="sm" c="dimmed">
            <FormattedMessage id={kindId} />
            {line.rollback && (
              <>
                {' '}
                <FormattedMessage id="credits.line.rollback" />
              </>
            )}
          </Text>
        </Stack>
      </Group>
      <Text fw={700} size="lg" c={credit ? 'achterhoek.7' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
        {signedAmount(line)}
      </Text>
    </Group>
  );
}
