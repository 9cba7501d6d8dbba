import { REWARD_STATUS_LABELS, rewardStatusOf, type Reward } from '@achterhoek/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { cardTones } from '../../../components/card-tones';
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
    <Card component="li" withBorder padding="md" style={tone} data-testid="reward">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text fw={700}>
            <FormattedMessage id="rewards.amount" values={{ count: reward.amount }} />
          </Text>
          <Badge color={STATUS_COLOURS[status]} style={{ flexShrink: 0 }}>
            {REWARD_STATUS_LABELS[status]}
          </Badge>
        </Group>
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
      </Stack>
    </Card>
  );
}
