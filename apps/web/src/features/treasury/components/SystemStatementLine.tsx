import type { SystemStatement } from '@achterhoek/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { lineTime, signedAmount } from '../../credits';
import { systemStatementKindLabel } from './systemStatementKinds';

/**
 * One line of a system account's statement (spec 001 §2.18, as the Credits page's §2.4): the time, the
 * counterparty, the description, the kind (with '(herstel)' when it undoes an earlier one) and the
 * amount, signed in text and coloured green for credit, red for debit.
 */
export function SystemStatementLine({ line }: { line: SystemStatement }) {
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
      data-testid="system-statement-line"
    >
      <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
        <Text fw={600} miw="3.2em">
          {lineTime(line.transactionTime)}
        </Text>
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.counterparty.name}
          </Text>
          {line.description && <Text style={{ overflowWrap: 'anywhere' }}>{line.description}</Text>}
          <Text size="sm" c="dimmed">
            <FormattedMessage id={systemStatementKindLabel(line.purpose)} />
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
