import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOf, pageOfTable } from '../../../platform/db/page.js';
import { incentives, rewards } from '../schema.js';

// ---------------------------------------------------------------------------------------------------
// Incentives and rewards (reference §3.6)

export type IncentiveRow = typeof incentives.$inferSelect;
export type NewIncentiveRow = typeof incentives.$inferInsert;
export type RewardRow = typeof rewards.$inferSelect;
export type RewardWithIncentive = RewardRow & { incentive: IncentiveRow };

/** Adds the incentives whose code is not there yet; an existing one (perhaps changed by hand) is kept. */
export async function insertMissingIncentives(db: Db, rows: NewIncentiveRow[]): Promise<void> {
  await db.insert(incentives).values(rows).onConflictDoNothing({ target: incentives.code });
}

export async function incentiveById(db: Db, id: number): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(incentives).where(eq(incentives.id, id));
  return row;
}

export async function incentiveByCode(db: Db, code: string): Promise<IncentiveRow | undefined> {
  const [row] = await db.select().from(incentives).where(eq(incentives.code, code));
  return row;
}

/** The reward of an incentive for a person and a fact, locked for the rest of the transaction. */
export async function lockReward(
  db: Db,
  key: { incentiveId: number; recipientId: string; factContext: string },
): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.incentiveId, key.incentiveId),
        eq(rewards.recipientId, key.recipientId),
        eq(rewards.factContext, key.factContext),
      ),
    )
    .for('update');
  return row;
}

export async function lockRewardById(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id)).for('update');
  return row;
}

/** A new reward; undefined when one for the same incentive, person and fact was made meanwhile. */
export async function insertReward(
  db: Db,
  values: typeof rewards.$inferInsert,
): Promise<RewardRow | undefined> {
  const [row] = await db.insert(rewards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateReward(
  db: Db,
  id: number,
  values: Partial<Pick<RewardRow, 'amount' | 'rewardTime' | 'cancelTime' | 'paidOut' | 'transactionId'>>,
): Promise<void> {
  await db.update(rewards).set(values).where(eq(rewards.id, id));
}

/** The reward a posting paid (a driver's bonus, found again to take it back). */
export async function rewardIdByTransaction(db: Db, transactionId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.transactionId, transactionId));
  return row?.id;
}

/** The ids of the rewards waiting for the premium budget, oldest first (the order they are paid in). */
export async function pendingRewardIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: rewards.id })
    .from(rewards)
    .where(and(eq(rewards.paidOut, false), isNull(rewards.cancelTime)))
    .orderBy(asc(rewards.rewardTime), asc(rewards.id));
  return rows.map((r) => r.id);
}

/** One page of a person's rewards with their incentive, newest first, made before `until` when given. */
export async function rewardPage(
  db: Db,
  recipientId: string,
  page: { offset: number; maxResults: number; until?: Date | undefined },
): Promise<{ totalCount: number; data: RewardWithIncentive[] }> {
  const { totalCount, rows } = await pageOf(
    db.select({ n: count() }).from(rewards).$dynamic(),
    db
      .select({ reward: rewards, incentive: incentives })
      .from(rewards)
      .innerJoin(incentives, eq(rewards.incentiveId, incentives.id))
      .$dynamic(),
    and(eq(rewards.recipientId, recipientId), page.until ? lt(rewards.rewardTime, page.until) : undefined),
    [desc(rewards.rewardTime), desc(rewards.id)],
    page,
  );
  return { totalCount, data: rows.map((r) => ({ ...r.reward, incentive: r.incentive })) };
}

/**
 * The incentives with a call to action, active at `now` (started, not ended, not disabled), of the given
 * categories, for which the person has no more than `cta_hide_beyond_reward_count` rewards that were not
 * taken back; ordered by id.
 */
export async function callToActionPage(
  db: Db,
  recipientId: string,
  filter: { now: Date; categories: Array<IncentiveRow['category']>; offset: number; maxResults: number },
): Promise<{ totalCount: number; data: IncentiveRow[] }> {
  const earned = sql<number>`(select count(*) from ${rewards} where ${rewards.incentiveId} = ${incentives.id}
    and ${rewards.recipientId} = ${recipientId} and ${rewards.cancelTime} is null)`;
  const where = and(
    eq(incentives.ctaEnabled, true),
    inArray(incentives.category, filter.categories),
    lte(incentives.startTime, filter.now),
    or(isNull(incentives.endTime), gt(incentives.endTime, filter.now)),
    or(isNull(incentives.disableTime), gt(incentives.disableTime, filter.now)),
    or(isNull(incentives.ctaHideBeyondRewardCount), sql`${earned} <= ${incentives.ctaHideBeyondRewardCount}`),
  );
  const { totalCount, rows } = await pageOfTable(db, incentives, where, [asc(incentives.id)], filter);
  return { totalCount, data: rows };
}
