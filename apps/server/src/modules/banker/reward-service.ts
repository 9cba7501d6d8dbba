import {
  rewardRef,
  type IncentiveCode,
  type Paged,
  type Reward,
  type RewardsQuerySchema,
} from '@achterhoek/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { pagedView } from '../../platform/http/paged.js';
import { ensureUser, systemAccountId, type Party } from './account-service.js';
import { isActive, requireIncentive, rewardAmount } from './incentive-service.js';
import { movementsOf, post, reversed, type Movement } from './ledger.js';
import { announceReward, announceRevocation } from './reward-messages.js';
import {
  incentiveById,
  insertReward,
  lockAccounts,
  lockReward,
  lockRewardById,
  pendingRewardIds,
  rewardPage,
  updateReward,
  type IncentiveRow,
  type RewardRow,
} from './repository/index.js';

export interface GrantRewardInput {
  /** The caller's clock (the app's one clock): the reward's time and its message's. */
  clock: Clock;
  incentiveCode: IncentiveCode;
  recipient: Party;
  /** What the reward is for: the person's URN, a booking URN, a survey interaction URN. */
  factContext: string;
  /** The yield a relative incentive takes its share of (the fare of a shared ride). */
  yieldCredits?: number;
}

/** For the driver's bonus at settlement: its statement text and key, and no message of its own. */
interface GrantOptions {
  description?: string;
  idempotencyKey?: string;
  /** False when the caller's own message already tells it (the settlement names the bonus). */
  announce?: boolean;
}

export interface GrantedReward {
  id: number;
  amount: number;
  paidOut: boolean;
  transactionId: number | null;
}

/**
 * Grants a reward (reference §3.6) inside the caller's transaction when it passes one: once per incentive,
 * person and fact (granting it again answers the same reward and moves nothing); a reward taken back
 * earlier is restored rather than made again. Nothing is granted while the incentive is not active, nor a
 * redemption when the person's premium account is empty. A premium reward waits (pending) when the
 * premium budget is short: the hourly job pays it later. The person gets a message about it.
 */
export async function grantReward(
  db: Db,
  input: GrantRewardInput,
  options: GrantOptions = {},
): Promise<GrantedReward | undefined> {
  return inTransaction(db, async (tx) => {
    const incentive = await requireIncentive(tx, input.incentiveCode);
    const { clock } = input;
    const now = clock.now();
    if (!isActive(incentive, now)) return undefined;
    const user = await ensureUser(tx, input.recipient);
    const key = {
      incentiveId: incentive.id,
      recipientId: user.managedIdentity,
      factContext: input.factContext,
    };
    const existing = await lockReward(tx, key);
    if (existing && existing.cancelTime === null) return granted(existing);

    let amount = rewardAmount(incentive, input.yieldCredits);
    if (incentive.redemption) {
      // A redemption moves the person's own premium credits: no more than the premium account holds. Both
      // of the person's accounts are locked at once, in the ledger's order: holding the premium account
      // while waiting for the current one deadlocked with a reservation of the same person.
      const locked = await lockAccounts(tx, [user.personalAccountId, user.premiumAccountId]);
      const premium = locked.find((account) => account.id === user.premiumAccountId);
      amount = Math.min(amount, premium?.credits ?? 0);
    }
    if (amount <= 0) return undefined;

    let reward: RewardRow | undefined;
    if (existing) {
      await updateReward(tx, existing.id, {
        amount,
        rewardTime: now,
        cancelTime: null,
        paidOut: false,
        transactionId: null,
      });
      reward = {
        ...existing,
        amount,
        rewardTime: now,
        cancelTime: null,
        paidOut: false,
        transactionId: null,
      };
    } else {
      reward = await insertReward(tx, { ...key, amount, rewardTime: now });
      // Made by a parallel grant meanwhile: that one stands.
      if (!reward) return granted((await lockReward(tx, key))!);
    }
    const paid = await payReward(tx, reward, incentive, options);
    if (options.announce !== false) await announceReward({ db: tx, clock }, paid, incentive);
    return granted(paid);
  });
}

export interface RevokeRewardInput {
  /** The caller's clock: the cancel time and the message's. */
  clock: Clock;
  incentiveCode: IncentiveCode;
  recipient: Party;
  factContext: string;
}

/** How a reward is taken back: the caller's clock, and for the settlement's undo its text and key. */
interface RevokeOptions {
  clock: Clock;
  description?: string;
  idempotencyKey?: string;
  announce?: boolean;
}

/**
 * Takes a reward back (reference §3.6): its cancel time is set and, when it was paid, the payment is
 * reversed by a posting flagged rollback — a premium refund may take the premium account below zero.
 * Nothing happens when there is no reward for the fact or it was taken back already. Answers the reversing
 * transaction, when there was one.
 */
export async function revokeReward(db: Db, input: RevokeRewardInput): Promise<number | undefined> {
  return inTransaction(db, async (tx) => {
    const incentive = await requireIncentive(tx, input.incentiveCode);
    const user = await ensureUser(tx, input.recipient);
    const reward = await lockReward(tx, {
      incentiveId: incentive.id,
      recipientId: user.managedIdentity,
      factContext: input.factContext,
    });
    if (!reward || reward.cancelTime !== null) return undefined;
    return revokeLocked(tx, reward, incentive, { clock: input.clock });
  });
}

/** Takes back the reward with this id (the settlement's undo finds it by its payment). */
export async function revokeRewardById(
  db: Db,
  id: number,
  options: RevokeOptions,
): Promise<number | undefined> {
  return inTransaction(db, async (tx) => {
    const reward = await lockRewardById(tx, id);
    if (!reward || reward.cancelTime !== null) return undefined;
    const incentive = await requireIncentiveById(tx, reward);
    return revokeLocked(tx, reward, incentive, options);
  });
}

async function requireIncentiveById(db: Db, reward: RewardRow): Promise<IncentiveRow> {
  const incentive = await incentiveById(db, reward.incentiveId);
  if (!incentive) throw new Error(`Incentive ${reward.incentiveId} is missing`);
  return incentive;
}

async function revokeLocked(
  tx: Db,
  reward: RewardRow,
  incentive: IncentiveRow,
  options: RevokeOptions,
): Promise<number | undefined> {
  const { clock } = options;
  const now = clock.now();
  let rollbackId: number | undefined;
  if (reward.paidOut && reward.transactionId !== null) {
    const user = (await ensureUser(tx, { managedIdentity: reward.recipientId, name: '' }))!;
    const movements: Movement[] = reversed(await movementsOf(tx, reward.transactionId)).map((m) => ({
      ...m,
      // Only a premium refund may overdraw, and only the person's premium account.
      ...(!incentive.redemption && m.debit === user.premiumAccountId ? { allowOverdraft: true } : {}),
    }));
    const posted = await post(tx, {
      description: options.description ?? `Beloning ingetrokken: ${incentive.description}`,
      context: rewardRef(reward.id),
      headId: reward.transactionId,
      rollback: true,
      ...(options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {}),
      movements,
    });
    rollbackId = posted.transactionId;
  }
  await updateReward(tx, reward.id, { cancelTime: now, paidOut: false });
  if (options.announce !== false) {
    await announceRevocation({ db: tx, clock }, { ...reward, cancelTime: now }, incentive);
  }
  return rollbackId;
}

/**
 * Pays a reward that is not paid yet (reference §3.6 payout). A premium reward: from the premium budget to
 * the person's current account (PAYMENT), then on to their premium account (RESERVATION), one balanced
 * transaction; left pending when the budget is short. A redemption: from the person's premium account to
 * their current account (RELEASE), already capped by the premium balance.
 */
async function payReward(
  tx: Db,
  reward: RewardRow,
  incentive: IncentiveRow,
  options: GrantOptions,
): Promise<RewardRow> {
  const user = await ensureUser(tx, { managedIdentity: reward.recipientId, name: '' });
  let movements: Movement[];
  if (incentive.redemption) {
    movements = [
      {
        debit: user.premiumAccountId,
        credit: user.personalAccountId,
        amount: reward.amount,
        purpose: 'RELEASE',
      },
    ];
  } else {
    const premiums = await systemAccountId(tx, 'premiums');
    const [budget] = await lockAccounts(tx, [premiums]);
    if ((budget?.credits ?? 0) < reward.amount) return reward;
    movements = [
      { debit: premiums, credit: user.personalAccountId, amount: reward.amount, purpose: 'PAYMENT' },
      {
        debit: user.personalAccountId,
        credit: user.premiumAccountId,
        amount: reward.amount,
        purpose: 'RESERVATION',
      },
    ];
  }
  const posted = await post(tx, {
    description: options.description ?? `Beloning: ${incentive.description}`,
    context: rewardRef(reward.id),
    ...(options.idempotencyKey !== undefined ? { idempotencyKey: options.idempotencyKey } : {}),
    movements,
  });
  await updateReward(tx, reward.id, { paidOut: true, transactionId: posted.transactionId });
  return { ...reward, paidOut: true, transactionId: posted.transactionId };
}

/**
 * The hourly job (reference §3.6): pays the rewards that wait for the premium budget, oldest first, each in
 * its own transaction, and stops at the first that the budget cannot pay. Answers how many were paid.
 */
export async function payPendingRewards(db: Db): Promise<number> {
  let paid = 0;
  for (const id of await pendingRewardIds(db)) {
    const done = await inTransaction(db, async (tx) => {
      const reward = await lockRewardById(tx, id);
      if (!reward || reward.paidOut || reward.cancelTime !== null) return true;
      const incentive = await requireIncentiveById(tx, reward);
      return (await payReward(tx, reward, incentive, {})).paidOut;
    });
    if (!done) break;
    paid += 1;
  }
  return paid;
}

/** `GET /users/me/rewards`: the person's rewards, newest first. */
export async function rewardsOf(
  db: Db,
  party: Party,
  query: z.output<typeof RewardsQuerySchema>,
): Promise<Paged<Reward>> {
  const page = await rewardPage(db, party.managedIdentity, {
    offset: query.offset,
    maxResults: query.maxResults,
    until: query.until ? new Date(query.until) : undefined,
  });
  return pagedView(query.offset, page, (row) => ({
    id: row.id,
    urn: rewardRef(row.id),
    rewardTime: isoInAmsterdam(row.rewardTime.getTime()),
    amount: row.amount,
    incentive: {
      code: row.incentive.code as IncentiveCode,
      description: row.incentive.description,
      redemption: row.incentive.redemption,
      category: row.incentive.category,
    },
    cancelTime: row.cancelTime ? isoInAmsterdam(row.cancelTime.getTime()) : null,
    paidOut: row.paidOut,
    recipient: { managedIdentity: row.recipientId },
    factContext: row.factContext,
  }));
}

function granted(row: RewardRow): GrantedReward {
  return { id: row.id, amount: row.amount, paidOut: row.paidOut, transactionId: row.transactionId };
}
