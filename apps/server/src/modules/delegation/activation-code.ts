import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { dispatchSms, keepSms } from '../../platform/sms/sms-store.js';
import { countCodeSent, refuseSmsFlood, refuseTooManyCodes, refuseWhileLocked } from './code-limits.js';
import type { DelegationContext } from './deps.js';
import { EARLIER_NUMBER_NOTE, type CodeDestination } from './people.js';
import { lockPair, setActivationCode, type DelegationRow, type Pair } from './repository.js';

// A delegation's activation code: made, kept as a hash, sent by SMS to the delegator within the limits.

/** The code is kept as a hash bound to its delegation: a leaked table holds no usable codes. */
export const codeHash = (id: number, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

export const pairOf = (row: Pair): Pair => ({ delegateId: row.delegateId, delegatorId: row.delegatorId });

/**
 * Before a code is sent: the pair is not locked by wrong codes, has had fewer than three codes this
 * hour, and the number fewer than ten SMS messages today (each a 429 that stores nothing).
 */
export async function refuseCodeOverLimits(tx: Db, pair: Pair, to: string, now: number): Promise<void> {
  await lockPair(tx, pair);
  await refuseWhileLocked(tx, pair, now);
  await refuseTooManyCodes(tx, pair, now);
  await refuseSmsFlood(tx, to, now);
}

/**
 * A new 6-digit code for the delegation, kept as a hash, and its SMS to the delegator kept in the same
 * transaction (sent after the commit by `inTransactionSendingKept`). Answers the kept SMS's id.
 */
export async function issueCode(
  ctx: DelegationContext,
  tx: Db,
  row: DelegationRow,
  phone: CodeDestination,
  delegateName: string,
): Promise<number> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const minutes = Math.round(ctx.codeTtlSeconds / 60);
  const smsId = await keepSms(
    tx,
    ctx.clock,
    phone.to,
    `${delegateName} wil Achterhoek Mobiel namens jou gebruiken. Vind je dat goed, geef dan deze code door: ${code}. De code is ${minutes} minuten geldig.${phone.earlierNumber ? EARLIER_NUMBER_NOTE : ''}`,
  );
  await countCodeSent(tx, pairOf(row), row.id, ctx.clock.nowMs());
  await setActivationCode(tx, row.id, {
    hash: codeHash(row.id, code),
    sentTime: ctx.clock.now(),
    ttlSeconds: ctx.codeTtlSeconds,
    smsId,
  });
  return smsId;
}

/**
 * Runs `work` in one database transaction; the SMS messages it keeps (their ids pushed on the list it is
 * given) are sent once the transaction committed, so a change that is rolled back sends nothing.
 */
export async function inTransactionSendingKept<T>(
  ctx: DelegationContext,
  work: (tx: Db, smsIds: number[]) => Promise<T>,
): Promise<T> {
  const smsIds: number[] = [];
  const done = await inTransaction(ctx.db, (tx) => work(tx, smsIds));
  for (const id of smsIds) await dispatchSms(ctx.db, ctx.sms, id, ctx.log);
  return done;
}
