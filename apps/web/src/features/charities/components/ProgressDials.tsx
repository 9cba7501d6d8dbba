import type { Charity } from '@achterhoek/contracts';
import { RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { charityProgress } from '../lib/progress';

/**
 * The three dials of a charity (spec 001 §2.11): how many people gave ('Donateurs'), how many credits
 * ('Credits') and how much of the goal was reached ('Behaald', ceil(donated / goal × 100) %); under them
 * the credits still needed, or the extra once the goal is passed.
 */
export function ProgressDials({ charity }: { charity: Charity }) {
  const intl = useIntl();
  const progress = charityProgress(charity);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={3} spacing="xs">
        <Dial
          label={intl.formatMessage({ id: 'charities.detail.donors' })}
          value={charity.donorCount}
          ring={charity.donorCount > 0 ? 100 : 0}
          testId="dial-donors"
        />
        <Dial
          label={intl.formatMessage({ id: 'charities.detail.credits' })}
          value={charity.donatedAmount}
          ring={progress.ring}
          testId="dial-credits"
        />
        <Dial
          label={intl.formatMessage({ id: 'charities.detail.achieved' })}
          value={`${progress.percent}%`}
          ring={progress.ring}
          testId="dial-achieved"
        />
      </SimpleGrid>
      <Text ta="center" data-testid="charity-remaining">
        {progress.extra > 0 ? (
          <FormattedMessage id="charities.detail.extra" values={{ count: progress.extra }} />
        ) : (
          <FormattedMessage id="charities.detail.remaining" values={{ count: progress.remaining }} />
        )}
      </Text>
      <Text ta="center" size="sm" c="dimmed">
        <FormattedMessage id="charities.detail.goal" values={{ count: charity.goalAmount }} />
      </Text>
    </Stack>
  );
}

function Dial({
  label,
  value,
  ring,
  testId,
}: {
  label: string;
  value: ReactNode;
  ring: number;
  testId: string;
}) {
  return (
    <Stack gap={2} align="center" data-testid={testId} aria-label={`${label}: ${String(value)}`} role="group">
      <RingProgress
        size={88}
        thickness={8}
        roundCaps
        sections={[{ value: ring, color: 'achterhoek' }]}
        label={
          <Text ta="center" fw={700} size="sm">
            {value}
          </Text>
        }
      />
      <Text size="sm" fw={600}>
        {label}
      </Text>
    </Stack>
  );
}
