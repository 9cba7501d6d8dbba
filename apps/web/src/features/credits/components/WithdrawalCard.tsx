import { WITHDRAWAL_STATUS_LABELS, type Withdrawal } from '@achterhoek/contracts';
import { Button, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardTones } from '../../../components/card-tones';
import { StatusBadgeCard } from '../../../components/StatusBadgeCard';
import { formatDateTime } from '../../../lib/format';
import { formatEuroCents } from '../../../lib/money';
import { formatIban } from '../lib/withdrawalForm';

/** The badge colour of a status: the final ones red (rejected, expired) or green (paid out). */
const STATUS_COLOURS = {
  REQUESTED: 'blue.9',
  ACTIVE: 'blue.9',
  COMPLETED: 'green.9',
  CANCELLED: 'red.9',
  EXPIRED: 'gray.8',
} as const;

/**
 * One withdrawal (spec 001 §2.8): when it was asked, the credits and what they are worth in euros, the
 * description, the account it is paid to and its status in words (with the reason when it was cancelled or
 * rejected). While it is still requested it can be cancelled.
 */
export function WithdrawalCard({
  withdrawal,
  onCancel,
}: {
  withdrawal: Withdrawal;
  onCancel: (withdrawal: Withdrawal) => void;
}) {
  const intl = useIntl();
  const tone =
    withdrawal.status === 'COMPLETED'
      ? cardTones.completed
      : withdrawal.status === 'CANCELLED'
        ? cardTones.cancelled
        : undefined;
  return (
    <StatusBadgeCard
      heading={
        <FormattedMessage id="credits.withdrawals.line" values={{ count: withdrawal.amountCredits }} />
      }
      statusLabel={WITHDRAWAL_STATUS_LABELS[withdrawal.status]}
      statusColour={STATUS_COLOURS[withdrawal.status]}
      tone={tone}
      testId="withdrawal"
    >
      <Text fw={600}>{formatEuroCents(withdrawal.amountEurocents)}</Text>
      <Text size="sm">{formatDateTime(withdrawal.creationTime)}</Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{withdrawal.description}</Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage
          id="credits.withdraw.account"
          values={{ iban: formatIban(withdrawal.iban), holder: withdrawal.ibanHolder }}
        />
      </Text>
      {withdrawal.reason && (
        <Text size="sm">
          <FormattedMessage id="credits.withdrawals.reason" values={{ reason: withdrawal.reason }} />
        </Text>
      )}
      {withdrawal.status === 'REQUESTED' && (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="default"
            color="red.9"
            onClick={() => onCancel(withdrawal)}
            aria-label={intl.formatMessage(
              { id: 'credits.withdrawals.cancelName' },
              { count: withdrawal.amountCredits },
            )}
          >
            <FormattedMessage id="credits.withdrawals.cancel" />
          </Button>
        </Group>
      )}
    </StatusBadgeCard>
  );
}
