import type { CreateDelegationRequest, Delegation } from '@achterhoek/contracts';
import { hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { findContactDetails, resolveUserRef } from '../profile/index.js';
import { isAdmin, pendingForDelegate } from './access.js';
import { inTransactionSendingKept, issueCode, pairOf, refuseCodeOverLimits } from './activation-code.js';
import { completeTransfer } from './activation-service.js';
import type { DelegationContext } from './deps.js';
import { delegationState } from './delegation-state.js';
import { tellDelegateActive } from './messages.js';
import { delegatorPhone, fullName, nameOf } from './people.js';
import {
  delegationById,
  insertDelegation,
  lockPairDelegations,
  setRevocationTime,
  type DelegationRow,
} from './repository.js';
import { delegationViews } from './views.js';

/**
 * POST /delegations (reference §5.2): a delegate asks to act for somebody (for themselves only), or an
 * admin for any pair — an admin's delegation is active at once, anybody else's waits for the code sent
 * by SMS to the delegator. Refused: no `delegate` role (403), the same person on both sides (400), a
 * pair that already has an active delegation (409). An earlier request of the pair that was never
 * activated gives way to the new one. A transfer names the active delegation of the delegator that it
 * replaces once activated.
 */
export async function createDelegation(
  ctx: DelegationContext,
  caller: AuthUser,
  request: CreateDelegationRequest,
): Promise<Delegation> {
  const delegateId = resolveUserRef(request.delegateRef, caller.id);
  const delegatorId = resolveUserRef(request.delegatorRef, caller.id);
  const admin = isAdmin(caller);
  if (!admin && !(hasRole(caller, 'delegate') && delegateId === caller.id)) {
    throw new ForbiddenError('Only a delegate asks for themselves, or an admin');
  }
  if (delegateId === delegatorId) {
    throw new BadRequestError('A delegate cannot act for themselves', 'VALIDATION', ['body.delegatorRef']);
  }
  const delegate = await findContactDetails(ctx.db, delegateId);
  if (!delegate) throw new NotFoundError('Delegate has no profile');
  const now = ctx.clock.nowMs();
  const phone = admin ? undefined : await delegatorPhone(ctx.db, delegatorId, now);
  const created = await inTransactionSendingKept(ctx, async (tx, smsIds) => {
    if (phone) await refuseCodeOverLimits(tx, { delegateId, delegatorId }, phone.to, now);
    // One request of a pair at a time: the pair's rows are locked while this one is made.
    const pair = await lockPairDelegations(tx, { delegateId, delegatorId });
    if (pair.some((row) => delegationState(row, now) === 'ACTIVE')) {
      throw new ConflictError('This delegation is active already', 'DELEGATION_EXISTS');
    }
    if (request.transferFrom !== undefined)
      await refuseBadTransfer(tx, request.transferFrom, delegatorId, now);
    await revokeUnactivated(tx, pair, now);
    const row = (await insertDelegation(tx, {
      delegateId,
      delegatorId,
      submissionTime: new Date(now),
      activationCodeTtl: ctx.codeTtlSeconds,
      transferFrom: request.transferFrom ?? null,
      ...(admin ? { activationTime: new Date(now) } : {}),
    }))!;
    if (admin) {
      await completeTransfer(tx, row, now);
      await tellDelegateActive({ db: tx, clock: ctx.clock }, row, await nameOf(tx, delegatorId));
    } else {
      smsIds.push(await issueCode(ctx, tx, row, phone!, fullName(delegate)));
    }
    return (await delegationById(tx, row.id))!;
  });
  return (await delegationViews(ctx.db, [created], now))[0]!;
}

/** A transfer replaces an active delegation of the same delegator (400 otherwise). */
async function refuseBadTransfer(
  tx: Db,
  transferFrom: number,
  delegatorId: string,
  now: number,
): Promise<void> {
  const old = await delegationById(tx, transferFrom);
  if (!old || old.delegatorId !== delegatorId || delegationState(old, now) !== 'ACTIVE') {
    throw new BadRequestError('transferFrom is not an active delegation of the delegator', 'VALIDATION', [
      'body.transferFrom',
    ]);
  }
}

/** The pair's requests that were never activated (nor revoked) give way to a new one: they are revoked. */
async function revokeUnactivated(tx: Db, pair: DelegationRow[], now: number): Promise<void> {
  for (const pending of pair.filter((row) => !row.activationTime && !row.revocationTime)) {
    await setRevocationTime(tx, pending.id, new Date(now));
  }
}

/**
 * PUT /delegations/{id}: the delegate (or an admin) asks for a new code for a delegation not yet active;
 * the old code no longer works. 422 once active or revoked; 429 over the limits on codes and SMS.
 */
export async function renewDelegationCode(
  ctx: DelegationContext,
  caller: AuthUser,
  id: number,
): Promise<Delegation> {
  const now = ctx.clock.nowMs();
  const renewed = await inTransactionSendingKept(ctx, async (tx, smsIds) => {
    const { row } = await pendingForDelegate(tx, caller, id, now, 'Only the delegate asks');
    const phone = await delegatorPhone(tx, row.delegatorId, now);
    await refuseCodeOverLimits(tx, pairOf(row), phone.to, now);
    const delegate = (await findContactDetails(tx, row.delegateId))!;
    smsIds.push(await issueCode(ctx, tx, row, phone, fullName(delegate)));
    return (await delegationById(tx, id))!;
  });
  return (await delegationViews(ctx.db, [renewed], now))[0]!;
}
