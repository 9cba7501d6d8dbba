import { rewardRef } from '@achterhoek/contracts';
import { sendSystemMessage, type CommunicatorContext } from '../communicator/index.js';
import type { IncentiveRow, RewardRow } from './repository/index.js';

/** The topic of the person's conversation about their rewards. */
export const REWARDS_TOPIC = 'Beloningen';

/** The person's own conversation about their rewards (reference §3.6: context = the user's URN). */
const personRef = (managedIdentity: string) => `urn:nb:kc:user:${managedIdentity}`;

/**
 * Every reward and every revocation is told to its recipient in a personal system message, in the caller's
 * transaction. Its context is the reward's reference (`urn:nb:bn:reward:{id}`), which the app opens as
 * 'Beloningen' (/rewardOverviewPage).
 */
async function tell(ctx: CommunicatorContext, reward: RewardRow, body: string): Promise<void> {
  await sendSystemMessage(ctx, {
    body,
    context: rewardRef(reward.id),
    recipients: [
      {
        managedIdentity: reward.recipientId,
        conversationContext: personRef(reward.recipientId),
        ownerRole: 'GENERIC',
        topic: REWARDS_TOPIC,
      },
    ],
  });
}

export async function announceReward(
  ctx: CommunicatorContext,
  reward: RewardRow,
  incentive: IncentiveRow,
): Promise<void> {
  const what = incentive.redemption ? 'credits' : 'premiecredits';
  const later = reward.paidOut ? '' : ' Je krijgt ze zodra er weer budget is.';
  await tell(
    ctx,
    reward,
    `Je hebt een beloning gekregen: ${reward.amount} ${what} voor '${incentive.description}'.${later}`,
  );
}

export async function announceRevocation(
  ctx: CommunicatorContext,
  reward: RewardRow,
  incentive: IncentiveRow,
): Promise<void> {
  await tell(
    ctx,
    reward,
    `Je beloning voor '${incentive.description}' (${reward.amount} credits) is ingetrokken.`,
  );
}
