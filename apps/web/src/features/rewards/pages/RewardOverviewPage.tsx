import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PagedItemList } from '../../../components/PagedItemList';
import { PageTitle } from '../../../components/PageTitle';
import { useRewards } from '../api/queries';
import { RewardCard } from '../components/RewardCard';

/**
 * /rewardOverviewPage ('Beloningen', spec 001 §2.9): the person's rewards, newest first, 50 a page loaded
 * while scrolling, each with its time, credits, what it was for and whether it is paid out, pending or
 * taken back. Without a connection the error says so (ErrorWithRetry) and offers to try again.
 */
export function RewardOverviewPage() {
  const intl = useIntl();
  // Fixed when the page opens: later pages count from the same newest reward.
  const [until] = useState(() => new Date().toISOString());
  const rewards = useRewards(until);
  const title = intl.formatMessage({ id: 'rewards.title' });

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <PagedItemList
        query={rewards}
        errorId="rewards.error"
        emptyId="rewards.empty"
        moreErrorId="rewards.moreError"
        moreId="rewards.more"
        gap="sm"
        label={title}
      >
        {(reward) => <RewardCard reward={reward} />}
      </PagedItemList>
    </Stack>
  );
}
