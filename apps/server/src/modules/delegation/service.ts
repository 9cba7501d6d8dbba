import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  ACTIVATION_CODE_WRONG_MESSAGE,
  DELEGATOR_HAS_NO_PHONE_MESSAGE,
  DELEGATOR_PHONE_INVALID_MESSAGE,
  PHONE_CHANGE_SETTLE_DAYS,
  type CreateDelegationRequest,
  type Delegation,
  type DelegationList,
} from '@achterhoek/contracts';
import { hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
} from '../../platform/errors.js';
import { dispatchSms, keepSms } from '../../platform/sms/sms-store.js';
import { endDelegateStreams } from '../communicator/index.js';
import { findContactDetails, resolveUserRef } from '../profile/index.js';
import {
  countCodeSent,
  countWrongCode,
  lockedRefusal,
  lockPair,
  refuseSmsFlood,
  refuseTooManyCodes,
  refuseWhileLocked,
  type Pair,
} from './code-limits.js';
import type { DelegationContext } from './deps.js';
import { delegationState, MAX_WRONG_ACTIVATION_ATTEMPTS } from './delegation-state.js';
import { tellDelegateActive, tellOtherSideRevoked } from './messages.js';
import { delegations } from './schema.js';
import { delegationViews } from './views.js';

type DelegationRow = typeof delegations.$inferSelect;

const isAdmin = (user: AuthUser) => hasRole(user, 'admin');
/** The code is kept as a hash bound to its delegation: a leaked table holds no usable codes. */
const codeHash = (id: number, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Where the delegator's codes go: their mobile number in international form, and whether it is the earlier one. */
interface CodeDestination {
  to: string;
  earlierNumber: boolean;
}

/**
 * The number a delegator's codes and delegation messages go to, or the spec's 400 why none. The code
 * must reach the person themselves: for a few days after their phone number changed, they go to the
 * earlier number, with a word that the number changed (decision 0023), so whoever changed it cannot
 * receive the code in their place.
 */
async function delegatorPhone(db: Db, delegatorId: string, now: number): Promise<CodeDestination> {
  const contact = await findContactDetails(db, delegatorId);
  if (!contact) throw new NotFoundError('Delegator has no profile');
  const changedRecently =
    contact.phoneChangedAt !== null &&
    now - contact.phoneChangedAt.getTime() < PHONE_CHANGE_SETTLE_DAYS * 24 * 3600_000;
  if (changedRecently && contact.previousPhoneNumber?.trim()) {
    return { to: mobileNumber(contact.previousPhoneNumber), earlierNumber: true };
  }
  if (!contact.phoneNumber?.trim()) {
    throw new BadRequestError(DELEGATOR_HAS_NO_PHONE_MESSAGE, 'NO_PHONE_NUMBER');
  }
  return { to: mobileNumber(contact.phoneNumber), earlierNumber: false };
}

/** Said in an SMS that goes to the earlier number. */
const EARLIER_NUMBER_NOTE =
  ' Je telefoonnummer is kort geleden gewijzigd; daarom sturen we dit naar je vorige nummer.';

const pairOf = (row: Pair): Pair => ({ delegateId: row.delegateId, delegatorId: row.delegatorId });

/**
 * Before a code is sent: the pair is not locked by wrong codes, has had fewer than three codes this
 * hour, and the number fewer than ten SMS messages today (each a 429 that stores nothing).
 */
async function refuseCodeOverLimits(tx: Db, pair: Pair, to: string, now: number): Promise<void> {
  await lockPair(tx, pair);
  await refuseWhileLocked(tx, pair, now);
  await refuseTooManyCodes(tx, pair, now);
  await refuseSmsFlood(tx, to, now);
}

/**
 * A phone number as an SMS needs it: international ('+31612345601'), read as Dutch without a country code;
 * an unusable one is the spec's 400 'Gebruiker heeft een ongeldig telefoonnummer'.
 */
export function mobileNumber(raw: string, fields?: string[]): string {
  const phone = parsePhoneNumberFromString(raw, 'NL');
  if (!phone?.isValid()) {
    throw new BadRequestError(DELEGATOR_PHONE_INVALID_MESSAGE, 'INVALID_PHONE_NUMBER', fields);
  }
  return phone.number;
}

/**
 * A new 6-digit code for the delegation, kept as a hash, and its SMS to the delegator kept in the same
 * transaction (sent after the commit by `sendKeptSms`). Answers the kept SMS's id.
 */
async function issueCode(
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
  await tx
    .update(delegations)
    .set({
      activationCodeHash: codeHash(row.id, code),
      activationCodeSentTime: ctx.clock.now(),
      activationCodeTtl: ctx.codeTtlSeconds,
      wrongAttempts: 0,
      smsId,
    })
    .where(eq(delegations.id, row.id));
  return smsId;
}

async function sendKept(ctx: DelegationContext, smsIds: number[]): Promise<void> {
  for (const id of smsIds) await dispatchSms(ctx.db, ctx.sms, id, ctx.log);
}

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
  const smsIds: number[] = [];
  const created = await inTransaction(ctx.db, async (tx) => {
    if (phone) await refuseCodeOverLimits(tx, { delegateId, delegatorId }, phone.to, now);
    // One request of a pair at a time: the pair's rows are locked while this one is made.
    const pair = await tx
      .select()
      .from(delegations)
      .where(and(eq(delegations.delegateId, delegateId), eq(delegations.delegatorId, delegatorId)))
      .for('update');
    if (pair.some((row) => delegationState(row, now) === 'ACTIVE')) {
      throw new ConflictError('This delegation is active already', 'DELEGATION_EXISTS');
    }
    if (request.transferFrom !== undefined) {
      const [old] = await tx.select().from(delegations).where(eq(delegations.id, request.transferFrom));
      if (!old || old.delegatorId !== delegatorId || delegationState(old, now) !== 'ACTIVE') {
        throw new BadRequestError('transferFrom is not an active delegation of the delegator', 'VALIDATION', [
          'body.transferFrom',
        ]);
      }
    }
    for (const pending of pair.filter((row) => !row.activationTime && !row.revocationTime)) {
      await tx
        .update(delegations)
        .set({ revocationTime: new Date(now) })
        .where(eq(delegations.id, pending.id));
    }
    const [row] = await tx
      .insert(delegations)
      .values({
        delegateId,
        delegatorId,
        submissionTime: new Date(now),
        activationCodeTtl: ctx.codeTtlSeconds,
        transferFrom: request.transferFrom ?? null,
        ...(admin ? { activationTime: new Date(now) } : {}),
      })
      .returning();
    if (admin) {
      await completeTransfer(tx, row!, now);
      await tellDelegateActive({ db: tx, clock: ctx.clock }, row!, await nameOf(tx, delegatorId));
    } else {
      smsIds.push(await issueCode(ctx, tx, row!, phone!, fullName(delegate)));
    }
    return (await tx.select().from(delegations).where(eq(delegations.id, row!.id)))[0]!;
  });
  await sendKept(ctx, smsIds);
  return (await delegationViews(ctx.db, [created], now))[0]!;
}

/** The delegation, for its delegate, its delegator or an admin (403 anybody else, 404 unknown). */
async function visibleDelegation(db: Db, caller: AuthUser, id: number, lock = false): Promise<DelegationRow> {
  const query = db.select().from(delegations).where(eq(delegations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Delegation not found');
  if (row.delegateId !== caller.id && row.delegatorId !== caller.id && !isAdmin(caller)) {
    throw new ForbiddenError('Not your delegation');
  }
  return row;
}

export async function delegationFor(
  ctx: DelegationContext,
  caller: AuthUser,
  id: number,
): Promise<Delegation> {
  const row = await visibleDelegation(ctx.db, caller, id);
  return (await delegationViews(ctx.db, [row], ctx.clock.nowMs()))[0]!;
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
  const smsIds: number[] = [];
  const renewed = await inTransaction(ctx.db, async (tx) => {
    const row = await visibleDelegation(tx, caller, id, true);
    if (row.delegateId !== caller.id && !isAdmin(caller)) throw new ForbiddenError('Only the delegate asks');
    const state = delegationState(row, now);
    if (state === 'ACTIVE' || state === 'REVOKED') {
      throw new UnprocessableError('The delegation is active or ended', 'DELEGATION_NOT_PENDING');
    }
    const phone = await delegatorPhone(tx, row.delegatorId, now);
    await refuseCodeOverLimits(tx, pairOf(row), phone.to, now);
    const delegate = (await findContactDetails(tx, row.delegateId))!;
    smsIds.push(await issueCode(ctx, tx, row, phone, fullName(delegate)));
    return (await tx.select().from(delegations).where(eq(delegations.id, id)))[0]!;
  });
  await sendKept(ctx, smsIds);
  return (await delegationViews(ctx.db, [renewed], now))[0]!;
}

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
  const smsIds: number[] = [];
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const row = await visibleDelegation(tx, caller, id, true);
    if (row.delegateId !== caller.id && !isAdmin(caller))
      throw new ForbiddenError('Only the delegate activates');
    const state = delegationState(row, now);
    if (state === 'ACTIVE' || state === 'REVOKED') {
      throw new UnprocessableError('The delegation is active or ended', 'DELEGATION_NOT_PENDING');
    }
    // While the pair is locked by wrong codes, no code is checked.
    await lockPair(tx, pairOf(row));
    await refuseWhileLocked(tx, pairOf(row), now);
    if (state === 'EXPIRED') {
      throw new BadRequestError('De activeringscode is verlopen. Vraag een nieuwe code aan.', 'CODE_EXPIRED');
    }
    if (row.activationCodeHash !== codeHash(row.id, code)) {
      const wrong = row.wrongAttempts + 1;
      const lockOpens = await countWrongCode(tx, pairOf(row), row.id, now);
      await tx
        .update(delegations)
        .set(
          wrong >= MAX_WRONG_ACTIVATION_ATTEMPTS || lockOpens !== undefined
            ? { wrongAttempts: wrong, activationCodeHash: null, activationCodeSentTime: null }
            : { wrongAttempts: wrong },
        )
        .where(eq(delegations.id, row.id));
      return { wrong: true as const, lockOpens };
    }
    const [active] = await tx
      .update(delegations)
      .set({ activationTime: new Date(now), activationCodeHash: null })
      .where(eq(delegations.id, row.id))
      .returning();
    await completeTransfer(tx, active!, now);
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
    await tellDelegateActive({ db: tx, clock: ctx.clock }, active!, await nameOf(tx, row.delegatorId));
    return { wrong: false as const, row: active! };
  });
  // A wrong attempt is counted (committed) before it is refused; the one that locks the pair says so.
  if (outcome.wrong) {
    if (outcome.lockOpens !== undefined) throw lockedRefusal(outcome.lockOpens, now);
    throw new BadRequestError(ACTIVATION_CODE_WRONG_MESSAGE, 'WRONG_CODE', ['body.activationCode']);
  }
  await sendKept(ctx, smsIds);
  return (await delegationViews(ctx.db, [outcome.row], now))[0]!;
}

/** A transfer, once active, ends the delegation it replaces (and that delegate's open streams for the person). */
async function completeTransfer(tx: Db, row: DelegationRow, now: number): Promise<void> {
  if (row.transferFrom === null) return;
  const ended = await tx
    .update(delegations)
    .set({ revocationTime: new Date(now) })
    .where(and(eq(delegations.id, row.transferFrom), isNull(delegations.revocationTime)))
    .returning();
  for (const old of ended) {
    if (old.delegateId !== row.delegateId) await endDelegateStreams(tx, old.delegatorId, old.delegateId);
  }
}

/**
 * DELETE /delegations/{id}: either side (or an admin) ends it; the other side is told, and the delegate's
 * open live streams for the person end on every instance when it commits. Again: no change.
 */
export async function revokeDelegation(ctx: DelegationContext, caller: AuthUser, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const row = await visibleDelegation(tx, caller, id, true);
    if (row.revocationTime) return;
    const [revoked] = await tx
      .update(delegations)
      .set({ revocationTime: ctx.clock.now() })
      .where(eq(delegations.id, id))
      .returning();
    if (row.activationTime) {
      await endDelegateStreams(tx, row.delegatorId, row.delegateId);
      const by = caller.id === row.delegatorId ? 'delegator' : 'delegate';
      await tellOtherSideRevoked(
        { db: tx, clock: ctx.clock },
        revoked!,
        by,
        await nameOf(tx, by === 'delegator' ? row.delegatorId : row.delegateId),
      );
    }
  });
}

/**
 * GET /delegations?delegate&delegator: the caller's own, as delegate or delegator (`me`), active ones
 * unless asked for all; an admin may ask for anybody's. Newest first.
 */
export async function delegationsOf(
  ctx: DelegationContext,
  caller: AuthUser,
  query: {
    delegate?: string | undefined;
    delegator?: string | undefined;
    inactiveToo: boolean;
    maxResults: number;
    offset: number;
  },
): Promise<DelegationList> {
  const delegateId = query.delegate ? resolveUserRef(query.delegate, caller.id) : undefined;
  const delegatorId = query.delegator ? resolveUserRef(query.delegator, caller.id) : undefined;
  if (!isAdmin(caller)) {
    const own = delegateId === caller.id || delegatorId === caller.id;
    if (
      !own ||
      (delegateId !== undefined &&
        delegatorId !== undefined &&
        delegateId !== caller.id &&
        delegatorId !== caller.id)
    ) {
      throw new ForbiddenError('Only your own delegations');
    }
  }
  const conditions: SQL[] = [];
  if (delegateId) conditions.push(eq(delegations.delegateId, delegateId));
  if (delegatorId) conditions.push(eq(delegations.delegatorId, delegatorId));
  if (!query.inactiveToo) {
    conditions.push(isNotNull(delegations.activationTime), isNull(delegations.revocationTime));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ count }] = (await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(delegations)
    .where(where)) as [{ count: number }];
  const rows = await ctx.db
    .select()
    .from(delegations)
    .where(where)
    .orderBy(desc(delegations.submissionTime), desc(delegations.id))
    .limit(query.maxResults)
    .offset(query.offset);
  const data = await delegationViews(ctx.db, rows, ctx.clock.nowMs());
  return { totalCount: count, offset: query.offset, count: data.length, data };
}

/**
 * The auth platform's delegation check (DESIGN.md §4): the delegator as the subject of a request when the
 * actor has an active delegation from them; undefined otherwise (the request is then 403).
 */
export async function resolveDelegator(
  db: Db,
  actor: AuthUser,
  delegatorId: string,
): Promise<AuthUser | undefined> {
  if (!(await isDelegationActive(db, actor.id, delegatorId))) return undefined;
  const delegator = await findContactDetails(db, delegatorId);
  if (!delegator) return undefined;
  return {
    id: delegatorId,
    givenName: delegator.firstName,
    familyName: delegator.lastName,
    fullName: fullName(delegator),
    email: delegator.email,
    // The delegate acts as the delegator, never with the delegate's own roles.
    roles: [],
  };
}

async function nameOf(db: Db, id: string): Promise<string> {
  const person = await findContactDetails(db, id);
  return person ? fullName(person) : '';
}

/** The delegates acting for a person now, with the person's name (their messages are copied to them). */
export async function activeDelegatesOf(
  db: Db,
  personId: string,
): Promise<{ delegateIds: string[]; personName: string }> {
  const rows = await db
    .select({ delegateId: delegations.delegateId })
    .from(delegations)
    .where(
      and(
        eq(delegations.delegatorId, personId),
        isNotNull(delegations.activationTime),
        isNull(delegations.revocationTime),
      ),
    );
  if (rows.length === 0) return { delegateIds: [], personName: '' };
  return {
    delegateIds: [...new Set(rows.map((row) => row.delegateId))],
    personName: await nameOf(db, personId),
  };
}

/** Whether the delegate acts for the delegator now (an active delegation between them). */
export async function isDelegationActive(db: Db, delegateId: string, delegatorId: string): Promise<boolean> {
  const [active] = await db
    .select({ id: delegations.id })
    .from(delegations)
    .where(
      and(
        eq(delegations.delegateId, delegateId),
        eq(delegations.delegatorId, delegatorId),
        isNotNull(delegations.activationTime),
        isNull(delegations.revocationTime),
      ),
    )
    .limit(1);
  return active !== undefined;
}
