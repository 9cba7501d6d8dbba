import { ACTIVATION_CODE_WRONG_MESSAGE, type Delegation } from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { BadRequestError } from '../../platform/errors.js';
import { keepSms } from '../../platform/sms/sms-store.js';
import { endDelegateStreams } from '../communicator/index.js';
import { findContactDetails } from '../profile/index.js';
import { pendingForDelegate } from './access.js';
import { codeHash, inTransactionSendingKept, pairOf } from './activation-code.js';
import { countWrongCode, lockedRefusal, refuseWhileLocked } from './code-limits.js';
import type { DelegationContext } from './deps.js';
import { MAX_WRONG_ACTIVATION_ATTEMPTS } from './delegation-state.js';
import { tellDelegateActive } from './messages.js';
import { delegatorPhone, EARLIER_NUMBER_NOTE, fullName, nameOf } from './people.js';
import {
  lockPair,
  revokeIfNotRevoked,
  setActivated,
  setWrongAttempts,
  type DelegationRow,
} from './repository.js';
import { delegationViews } from './views.js';

/**
 * POST /delegations/{id}/activations: the delegate enters the code the delegator passed on. A wrong code
 * is 400 'De activeringscode is onjuist' (after five, the code is used up and a new one must be asked
 * for); an expired one is 400 too, with its own code. Ten wrong codes for the pair within a day, over all
 * its codes and requests, lock it (429, the code not checked) until that day has passed. On success the delegation is active, a transfer
 * ends the delegation it replaces, the delegator gets an SMS and the delegate a message.
 */
export async function activateDelegation(
  ctx: DelegationContext,
  caller: AuthUser,
  id: number,
  code: string,
): Promise<Delegation> {
  const now = ctx.clock.nowMs();
  // Only the right code keeps an SMS (to the delegator); a wrong one keeps none.
  const outcome = await inTransactionSendingKept(ctx, async (tx, smsIds) => {
    const { row, state } = await pendingForDelegate(tx, caller, id, now, 'Only the delegate activates');
    // While the pair is locked by wrong codes, no code is checked.
    await lockPair(tx, pairOf(row));
    await refuseWhileLocked(tx, pairOf(row), now);
    if (state === 'EXPIRED') {
      throw new BadRequestError('De activeringscode is verlopen. Vraag een nieuwe code aan.', 'CODE_EXPIRED');
    }
    if (row.activationCodeHash !== codeHash(row.id, code)) {
      return { wrong: true as const, lockOpens: await countWrongAttempt(tx, row, now) };
    }
    const active = await activate(ctx, tx, row, now, smsIds);
    return { wrong: false as const, row: active };
  });
  // A wrong attempt is counted (committed) before it is refused; the one that locks the pair says so.
  if (outcome.wrong) {
    if (outcome.lockOpens !== undefined) throw lockedRefusal(outcome.lockOpens, now);
    throw new BadRequestError(ACTIVATION_CODE_WRONG_MESSAGE, 'WRONG_CODE', ['body.activationCode']);
  }
  return (await delegationViews(ctx.db, [outcome.row], now))[0]!;
}

/**
 * Counts a wrong code, for the delegation and for the pair; the fifth on this code, or the one that locks
 * the pair, uses the code up. Answers when the pair's lock opens if this one locked it.
 */
async function countWrongAttempt(tx: Db, row: DelegationRow, now: number): Promise<number | undefined> {
  const wrong = row.wrongAttempts + 1;
  const lockOpens = await countWrongCode(tx, pairOf(row), row.id, now);
  await setWrongAttempts(
    tx,
    row.id,
    wrong,
    wrong >= MAX_WRONG_ACTIVATION_ATTEMPTS || lockOpens !== undefined,
  );
  return lockOpens;
}

/**
 * The right code: the delegation is active, a transfer ends the one it replaces, the delegator's SMS is
 * kept (its id added to `smsIds`, sent after the commit) and the delegate gets a message.
 */
async function activate(
  ctx: DelegationContext,
  tx: Db,
  row: DelegationRow,
  now: number,
  smsIds: number[],
): Promise<DelegationRow> {
  const active = (await setActivated(tx, row.id, new Date(now)))!;
  await completeTransfer(tx, active, now);
  const delegate = (await findContactDetails(tx, row.delegateId))!;
  const phone = await delegatorPhone(tx, row.delegatorId, now).catch(() => undefined);
  if (phone) {
    smsIds.push(
      await keepSms(
        tx,
        ctx.clock,
        phone.to,
        `${fullName(delegate)} kan Achterhoek Mobiel nu namens jou gebruiken. Je kunt dit altijd stoppen in de app onder Gemachtigden.${phone.earlierNumber ? EARLIER_NUMBER_NOTE : ''}`,
      ),
    );
  }
  await tellDelegateActive({ db: tx, clock: ctx.clock }, active, await nameOf(tx, row.delegatorId));
  return active;
}

/** A transfer, once active, ends the delegation it replaces (and that delegate's open streams for the person). */
export async function completeTransfer(tx: Db, row: DelegationRow, now: number): Promise<void> {
  if (row.transferFrom === null) return;
  const ended = await revokeIfNotRevoked(tx, row.transferFrom, new Date(now));
  for (const old of ended) {
    if (old.delegateId !== row.delegateId) await endDelegateStreams(tx, old.delegatorId, old.delegateId);
  }
}
