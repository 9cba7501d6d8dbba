import { REWARD_STATUS_LABELS, rewardStatusOf, type Reward } from '@achterhoek/contracts';
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { cardTones } from '../../../components/card-tones';
import { StatusBadgeCard } from '../../../components/StatusBadgeCard';
import { formatDateTime } from '../../../lib/format';

/** The badge colour of a state: paid out green, pending blue, cancelled red. */
const STATUS_COLOURS = { PAID_OUT: 'green.9', PENDING: 'blue.9', CANCELLED: 'red.9' } as const;

/**
 * One reward (spec 001 §2.9): when it was earned, the credits, what for, whether it is a bonus (a
 * redemption of premium credits) and its state in words, with the time it was taken back when cancelled.
 */
export function RewardCard({ reward }: { reward: Reward }) {
  const status = rewardStatusOf(reward);
  const tone = status === 'CANCELLED' ? cardTones.cancelled : undefined;
  return (
    <StatusBadgeCard
      heading={<FormattedMessage id="rewards.amount" values={{ count: reward.amount }} />}
      statusLabel={REWARD_STATUS_LABELS[status]}
      statusColour={STATUS_COLOURS[status]}
      tone={tone}
      testId="reward"
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{reward.incentive.description}</Text>
      <Text size="sm">{formatDateTime(reward.rewardTime)}</Text>
      {reward.incentive.redemption && (
        <Text size="sm">
          <FormattedMessage id="rewards.bonus" />
        </Text>
      )}
      {reward.cancelTime && (
        <Text size="sm">
          <FormattedMessage id="rewards.cancelledAt" values={{ time: formatDateTime(reward.cancelTime) }} />
        </Text>
      )}
    </StatusBadgeCard>
  );
}
