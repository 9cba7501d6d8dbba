import { PREMIUM_BONUS_MAX_CREDITS, PREMIUM_BONUS_PERCENT } from '@achterhoek/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { Party } from './account-service.js';
import { movementsOf, post, reversed } from './ledger.js';
import { rewardIdByTransaction } from './repository/index.js';
import { grantReward, revokeRewardById } from './reward-service.js';

export interface PremiumBonus {
  /** The driver who was paid the fare. */
  beneficiary: Party;
  fare: number;
  /** The statement line in plain Dutch, e.g. 'Bonus voor de rit van Winterswijk naar Doetinchem'. */
  description: string;
  /** The booking's reference (urn:nb:rs:booking:…): the reward's fact. */
  context: string;
  idempotencyKey: string;
  /** The app's clock: the reward's time. */
  clock: Clock;
}

/** The bonus on a fare: half of it, at most 15 credits (spec 001 §1). */
export function premiumBonusFor(fare: number): number {
  return Math.min(Math.round((fare * PREMIUM_BONUS_PERCENT) / 100), PREMIUM_BONUS_MAX_CREDITS);
}

/**
 * The driver's premium bonus on a paid fare (spec 001 §1): the 'shared-ride-done' reward of reference
 * §3.6, a redemption of half the fare, at most 15 credits, from the driver's own premium account to their
 * current account — no more than the premium account holds, so the bonus ends when the premium does. One
 * reward per booking: paid again in a later settlement round, the reward taken back is restored. The
 * settlement's own message names the bonus, so the reward sends none. Answers the payment's transaction
 * (the head of its rollback), or undefined when there was nothing to move.
 */
export async function payPremiumBonus(db: Db, bonus: PremiumBonus): Promise<number | undefined> {
  const reward = await grantReward(
    db,
    {
      clock: bonus.clock,
      incentiveCode: 'shared-ride-done',
      recipient: bonus.beneficiary,
      factContext: bonus.context,
      yieldCredits: bonus.fare,
    },
    { description: bonus.description, idempotencyKey: bonus.idempotencyKey, announce: false },
  );
  return reward?.transactionId ?? undefined;
}

/**
 * Takes a bonus back with its payment (the driver undid the confirmation): its reward is revoked with the
 * exact reverse of the payment, a rollback. A payment without a reward (none is known) is reversed alone.
 */
export async function rollbackPremiumBonus(
  db: Db,
  r: { headId: number; description: string; idempotencyKey: string; clock: Clock },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rewardId = await rewardIdByTransaction(tx, r.headId);
    if (rewardId !== undefined) {
      const id = await revokeRewardById(tx, rewardId, {
        clock: r.clock,
        description: r.description,
        idempotencyKey: r.idempotencyKey,
        announce: false,
      });
      if (id !== undefined) return id;
    }
    const posted = await post(tx, {
      description: r.description,
      headId: r.headId,
      rollback: true,
      idempotencyKey: r.idempotencyKey,
      movements: reversed(await movementsOf(tx, r.headId)),
    });
    return posted.transactionId;
  });
}
