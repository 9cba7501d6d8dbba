import {
  DELEGATION_CODES_PER_HOUR,
  DELEGATION_CODES_PER_HOUR_MESSAGE,
  DELEGATION_LOCKED_MESSAGE,
  DELEGATION_WRONG_CODES_PER_DAY,
  DELEGATOR_ACCOUNTS_MESSAGE,
  DELEGATOR_ACCOUNTS_PER_DAY,
  SMS_PER_NUMBER_MESSAGE,
  SMS_PER_NUMBER_PER_DAY,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { TooManyRequestsError } from '../../platform/errors.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { smsTimesToSince } from '../../platform/sms/sms-store.js';
import { profilesCreatedBySince } from '../profile/index.js';
import { codeEventTimes, insertCodeEvent, lockAccountsMadeBy, type Pair } from './repository.js';

// The limits on delegation codes, SMS and accounts made for others (decision 0023). Each is counted from
// rows inside the caller's transaction, after a transaction lock on what is counted, so it holds across
// instances and against requests sent at once.

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The local time a limit reopens, as a person reads it: '14:05', or 'morgen 14:05' on the next day. */
export function reopensAt(reopenMs: number, nowMs: number): string {
  const at = isoInAmsterdam(reopenMs);
  const sameDay = at.slice(0, 10) === isoInAmsterdam(nowMs).slice(0, 10);
  return `${sameDay ? '' : 'morgen '}${at.slice(11, 16)}`;
}

function refusal(message: string, code: string, reopenMs: number, nowMs: number): TooManyRequestsError {
  return new TooManyRequestsError(message.replace('{time}', reopensAt(reopenMs, nowMs)), code);
}

function refuse(message: string, code: string, reopenMs: number, nowMs: number): never {
  throw refusal(message, code, reopenMs, nowMs);
}

/** The answer while a pair is locked after too many wrong codes. */
export function lockedRefusal(reopenMs: number, nowMs: number): TooManyRequestsError {
  return refusal(DELEGATION_LOCKED_MESSAGE, 'DELEGATION_LOCKED', reopenMs, nowMs);
}

/** When a pair's lock opens, given its wrong codes of the last day (oldest first); undefined: not locked. */
function lockOpensAt(wrong: Date[]): number | undefined {
  if (wrong.length < DELEGATION_WRONG_CODES_PER_DAY) return undefined;
  return wrong[wrong.length - DELEGATION_WRONG_CODES_PER_DAY]!.getTime() + DAY_MS;
}

async function eventTimes(tx: Db, pair: Pair, kind: 'SENT' | 'WRONG', since: number): Promise<Date[]> {
  return codeEventTimes(tx, pair, kind, new Date(since));
}

/**
 * A pair with ten wrong codes in the last 24 hours is locked: no code is checked and none is sent until
 * the oldest of those tries is a day old; then the delegate asks for a new code (429 until then).
 */
export async function refuseWhileLocked(tx: Db, pair: Pair, nowMs: number): Promise<void> {
  const opens = lockOpensAt(await eventTimes(tx, pair, 'WRONG', nowMs - DAY_MS));
  if (opens !== undefined) throw lockedRefusal(opens, nowMs);
}

/** Counts a wrong code; answers when the pair's lock opens if this try locked it. */
export async function countWrongCode(
  tx: Db,
  pair: Pair,
  delegationId: number,
  nowMs: number,
): Promise<number | undefined> {
  await insertCodeEvent(tx, { ...pair, delegationId, kind: 'WRONG', at: new Date(nowMs) });
  return lockOpensAt(await eventTimes(tx, pair, 'WRONG', nowMs - DAY_MS));
}

/** At most three codes an hour for a pair, over renewals and new requests together (429 after). */
export async function refuseTooManyCodes(tx: Db, pair: Pair, nowMs: number): Promise<void> {
  const sent = await eventTimes(tx, pair, 'SENT', nowMs - HOUR_MS);
  if (sent.length < DELEGATION_CODES_PER_HOUR) return;
  const opens = sent[sent.length - DELEGATION_CODES_PER_HOUR]!.getTime() + HOUR_MS;
  refuse(DELEGATION_CODES_PER_HOUR_MESSAGE, 'TOO_MANY_CODES', opens, nowMs);
}

export async function countCodeSent(tx: Db, pair: Pair, delegationId: number, nowMs: number): Promise<void> {
  await insertCodeEvent(tx, { ...pair, delegationId, kind: 'SENT', at: new Date(nowMs) });
}

/**
 * At most ten SMS messages to one number in 24 hours, whoever caused them (counted from the kept
 * messages): over it, 429 and nothing is sent or stored.
 */
export async function refuseSmsFlood(tx: Db, to: string, nowMs: number): Promise<void> {
  const times = await smsTimesToSince(tx, to, new Date(nowMs - DAY_MS));
  if (times.length < SMS_PER_NUMBER_PER_DAY) return;
  const opens = times[times.length - SMS_PER_NUMBER_PER_DAY]!.getTime() + DAY_MS;
  refuse(SMS_PER_NUMBER_MESSAGE, 'TOO_MANY_SMS', opens, nowMs);
}

/** At most five accounts a delegate makes for other people in 24 hours (counted from the profiles). */
export async function refuseTooManyAccounts(tx: Db, delegateId: string, nowMs: number): Promise<void> {
  await lockAccountsMadeBy(tx, delegateId);
  const made = await profilesCreatedBySince(tx, delegateId, new Date(nowMs - DAY_MS));
  if (made.length < DELEGATOR_ACCOUNTS_PER_DAY) return;
  const opens = made[made.length - DELEGATOR_ACCOUNTS_PER_DAY]!.getTime() + DAY_MS;
  refuse(DELEGATOR_ACCOUNTS_MESSAGE, 'TOO_MANY_ACCOUNTS', opens, nowMs);
}
