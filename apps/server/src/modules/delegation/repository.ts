import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { pageOfTable, type Page, type PageWindow } from '../../platform/db/page.js';
import { timesAfter } from '../../platform/db/times-after.js';
import { codeEvents, delegations } from './schema.js';

/**
 * Every query of the delegation module: delegations and the events of their codes. The services hold the
 * rules (who may ask, when a code is wrong, the limits); the functions here only read and write rows,
 * inside whatever transaction the caller passes as `db`.
 */

// ---------------------------------------------------------------------------------------------------
// Delegations

export type DelegationRow = typeof delegations.$inferSelect;

/** The two people of a delegation: the delegate acts for the delegator. */
export interface Pair {
  delegateId: string;
  delegatorId: string;
}

export async function delegationById(db: Db, id: number): Promise<DelegationRow | undefined> {
  const [row] = await db.select().from(delegations).where(eq(delegations.id, id));
  return row;
}

/** The delegation, locked (`for update`) until the caller's transaction ends. */
export async function lockDelegation(db: Db, id: number): Promise<DelegationRow | undefined> {
  const [row] = await db.select().from(delegations).where(eq(delegations.id, id)).for('update');
  return row;
}

/** Every delegation of the pair, in any state, locked (`for update`) until the caller's transaction ends. */
export async function lockPairDelegations(db: Db, pair: Pair): Promise<DelegationRow[]> {
  return db
    .select()
    .from(delegations)
    .where(and(eq(delegations.delegateId, pair.delegateId), eq(delegations.delegatorId, pair.delegatorId)))
    .for('update');
}

export async function insertDelegation(
  db: Db,
  values: typeof delegations.$inferInsert,
): Promise<DelegationRow | undefined> {
  const [row] = await db.insert(delegations).values(values).returning();
  return row;
}

/** Sets the revocation time of the delegation, whatever it was. Answers the row as it is now. */
export async function setRevocationTime(db: Db, id: number, at: Date): Promise<DelegationRow | undefined> {
  const [row] = await db
    .update(delegations)
    .set({ revocationTime: at })
    .where(eq(delegations.id, id))
    .returning();
  return row;
}

/** Ends the delegation unless it ended already; answers the delegations it ended (none or one). */
export async function revokeIfNotRevoked(db: Db, id: number, at: Date): Promise<DelegationRow[]> {
  return db
    .update(delegations)
    .set({ revocationTime: at })
    .where(and(eq(delegations.id, id), isNull(delegations.revocationTime)))
    .returning();
}

/** A new code for the delegation (its hash), sent now: the wrong attempts start again. */
export async function setActivationCode(
  db: Db,
  id: number,
  code: { hash: string; sentTime: Date; ttlSeconds: number; smsId: number },
): Promise<void> {
  await db
    .update(delegations)
    .set({
      activationCodeHash: code.hash,
      activationCodeSentTime: code.sentTime,
      activationCodeTtl: code.ttlSeconds,
      wrongAttempts: 0,
      smsId: code.smsId,
    })
    .where(eq(delegations.id, id));
}

/** Counts a wrong code on the delegation; `spendCode` also forgets the code, so a new one must be asked for. */
export async function setWrongAttempts(
  db: Db,
  id: number,
  wrongAttempts: number,
  spendCode: boolean,
): Promise<void> {
  await db
    .update(delegations)
    .set(
      spendCode
        ? { wrongAttempts, activationCodeHash: null, activationCodeSentTime: null }
        : { wrongAttempts },
    )
    .where(eq(delegations.id, id));
}

/** The delegation is active from `at`; its code is forgotten. Answers the row as it is now. */
export async function setActivated(db: Db, id: number, at: Date): Promise<DelegationRow | undefined> {
  const [row] = await db
    .update(delegations)
    .set({ activationTime: at, activationCodeHash: null })
    .where(eq(delegations.id, id))
    .returning();
  return row;
}

/** Which delegations a list asks for: by delegate, by delegator, and whether inactive ones count too. */
export interface DelegationFilter {
  delegateId?: string | undefined;
  delegatorId?: string | undefined;
  inactiveToo: boolean;
}

function filterCondition(filter: DelegationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.delegateId) conditions.push(eq(delegations.delegateId, filter.delegateId));
  if (filter.delegatorId) conditions.push(eq(delegations.delegatorId, filter.delegatorId));
  if (!filter.inactiveToo) {
    conditions.push(isNotNull(delegations.activationTime), isNull(delegations.revocationTime));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the delegations the filter asks for, newest first, and how many it asks for in all. */
export async function delegationsPage(
  db: Db,
  filter: DelegationFilter,
  window: PageWindow,
): Promise<Page<DelegationRow>> {
  const newestFirst = [desc(delegations.submissionTime), desc(delegations.id)];
  return pageOfTable(db, delegations, filterCondition(filter), newestFirst, window);
}

/** The delegates of the person's active delegations (one per delegation, so a delegate may repeat). */
export async function activeDelegateIds(db: Db, delegatorId: string): Promise<string[]> {
  const rows = await db
    .select({ delegateId: delegations.delegateId })
    .from(delegations)
    .where(
      and(
        eq(delegations.delegatorId, delegatorId),
        isNotNull(delegations.activationTime),
        isNull(delegations.revocationTime),
      ),
    );
  return rows.map((row) => row.delegateId);
}

/** Whether the pair has an active delegation (activated, not revoked). */
export async function hasActiveDelegation(db: Db, pair: Pair): Promise<boolean> {
  const [active] = await db
    .select({ id: delegations.id })
    .from(delegations)
    .where(
      and(
        eq(delegations.delegateId, pair.delegateId),
        eq(delegations.delegatorId, pair.delegatorId),
        isNotNull(delegations.activationTime),
        isNull(delegations.revocationTime),
      ),
    )
    .limit(1);
  return active !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Code events and the locks of the limits

/** Serialises everything that counts or writes a pair's code events (any instance), until the transaction ends. */
export async function lockPair(db: Db, pair: Pair): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`delegation-pair:${pair.delegatorId}:${pair.delegateId}`}))`,
  );
}

/** Serialises the counting of the accounts a delegate made for others (any instance), until the transaction ends. */
export async function lockAccountsMadeBy(db: Db, delegateId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`delegator-accounts:${delegateId}`}))`);
}

export type CodeEventKind = (typeof codeEvents.$inferSelect)['kind'];

/** When the pair's events of this kind happened after `since`, oldest first. */
export async function codeEventTimes(db: Db, pair: Pair, kind: CodeEventKind, since: Date): Promise<Date[]> {
  const ofPairAndKind = and(
    eq(codeEvents.delegatorId, pair.delegatorId),
    eq(codeEvents.delegateId, pair.delegateId),
    eq(codeEvents.kind, kind),
  );
  return timesAfter(db, codeEvents, codeEvents.at, ofPairAndKind, since);
}

export async function insertCodeEvent(
  db: Db,
  event: Pair & { delegationId: number; kind: CodeEventKind; at: Date },
): Promise<void> {
  await db.insert(codeEvents).values(event);
}

// ---------------------------------------------------------------------------------------------------
// A person's own data (decision 0058)

/** The delegations a person is in, on either side, without their codes. */
export async function delegationRecordsOf(db: Db, userId: string) {
  return db
    .select({
      id: delegations.id,
      delegateId: delegations.delegateId,
      delegatorId: delegations.delegatorId,
      submissionTime: delegations.submissionTime,
      activationTime: delegations.activationTime,
      revocationTime: delegations.revocationTime,
    })
    .from(delegations)
    .where(or(eq(delegations.delegateId, userId), eq(delegations.delegatorId, userId)));
}

/** Ends every delegation the person is in (either side) and forgets the codes still waiting. */
export async function endDelegationsOf(db: Db, userId: string, now: Date): Promise<void> {
  const either = or(eq(delegations.delegateId, userId), eq(delegations.delegatorId, userId));
  await db
    .update(delegations)
    .set({ revocationTime: now })
    .where(and(either, isNull(delegations.revocationTime)));
  await db.update(delegations).set({ activationCodeHash: null }).where(either);
}
