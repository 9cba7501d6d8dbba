import { PREMIUM_BONUS_MAX_CREDITS, PREMIUM_BONUS_PERCENT } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ensureUser, type Party } from './account-service.js';
import { movementsOf, post, reversed } from './ledger.js';
import { lockAccounts } from './repository.js';

export interface PremiumBonus {
  /** The driver who was paid the fare. */
  beneficiary: Party;
  fare: number;
  /** The statement line in plain Dutch, e.g. 'Bonus voor de rit van Winterswijk naar Doetinchem'. */
  description: string;
  context?: string;
  idempotencyKey: string;
}

/** The bonus on a fare: half of it, at most 15 credits (spec 001 §1). */
export function premiumBonusFor(fare: number): number {
  return Math.min(Math.round((fare * PREMIUM_BONUS_PERCENT) / 100), PREMIUM_BONUS_MAX_CREDITS);
}

/**
 * The driver's premium bonus on a paid fare (spec 001 §1, reference §3.6 'shared-ride-done'): half the fare,
 * at most 15 credits, moved from the driver's own premium account to their current account — no more than
 * the premium account holds, so the bonus ends when the premium does. Answers the transaction (the head of
 * its rollback), or undefined when there was nothing to move.
 */
export async function payPremiumBonus(db: Db, bonus: PremiumBonus): Promise<number | undefined> {
  return inTransaction(db, async (tx) => {
    const driver = await ensureUser(tx, bonus.beneficiary);
    const [premium] = await lockAccounts(tx, [driver.premiumAccountId]);
    const amount = Math.min(premiumBonusFor(bonus.fare), premium?.credits ?? 0);
    if (amount <= 0) return undefined;
    const posted = await post(tx, {
      description: bonus.description,
      ...(bonus.context !== undefined ? { context: bonus.context } : {}),
      idempotencyKey: bonus.idempotencyKey,
      movements: [
        {
          debit: driver.premiumAccountId,
          credit: driver.personalAccountId,
          amount,
          purpose: 'RELEASE',
        },
      ],
    });
    return posted.transactionId;
  });
}

/** Takes a bonus back with its payment (the driver undid the confirmation): its exact reverse, a rollback. */
export async function rollbackPremiumBonus(
  db: Db,
  r: { headId: number; description: string; idempotencyKey: string },
): Promise<number> {
  return inTransaction(db, async (tx) => {
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
