import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { timers } from '../schema.js';

/** A timer to set: do `kind` for `entity` at `dueAt`. */
export interface TimerSpec {
  kind: string;
  /** What the timer is about (`trip:12`); one pending timer per kind and entity. */
  entity: string;
  dueAt: Date;
}

export interface ClaimedTimer extends TimerSpec {
  id: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

/**
 * Sets the timer, or moves the pending one of the same kind and entity to the new time (and gives it
 * fresh attempts). Call it inside the transaction that made the timer necessary, so both commit as one.
 */
export async function scheduleTimer(db: Db, timer: TimerSpec): Promise<void> {
  await db
    .insert(timers)
    .values({ kind: timer.kind, entity: timer.entity, dueAt: timer.dueAt })
    .onConflictDoUpdate({
      target: [timers.kind, timers.entity],
      targetWhere: sql`done_at is null`,
      set: { dueAt: timer.dueAt, attempts: 0, lastError: null },
    });
}

/** Timers per INSERT: a few parameters each, far below PostgreSQL's 65,535. */
const TIMERS_PER_INSERT = 1000;

/**
 * `scheduleTimer` for many timers at once, in multi-row INSERTs: each is set, or moves the pending one of
 * its kind and entity. The timers must be of distinct kinds or entities (one row can be changed once).
 */
export async function scheduleTimers(db: Db, specs: readonly TimerSpec[]): Promise<void> {
  for (let start = 0; start < specs.length; start += TIMERS_PER_INSERT) {
    const chunk = specs.slice(start, start + TIMERS_PER_INSERT);
    await db
      .insert(timers)
      .values(chunk.map((timer) => ({ kind: timer.kind, entity: timer.entity, dueAt: timer.dueAt })))
      .onConflictDoUpdate({
        target: [timers.kind, timers.entity],
        targetWhere: sql`done_at is null`,
        set: { dueAt: sql`excluded.due_at`, attempts: 0, lastError: null },
      });
  }
}

/** Sets the timer only when none is pending for that kind and entity (a periodic job's first run). */
export async function ensureTimer(db: Db, timer: TimerSpec): Promise<void> {
  await db
    .insert(timers)
    .values({ kind: timer.kind, entity: timer.entity, dueAt: timer.dueAt })
    .onConflictDoNothing({ target: [timers.kind, timers.entity], where: sql`done_at is null` });
}

/** Removes the pending timer of that kind and entity (the trip was cancelled, say); none is fine. */
export async function cancelTimer(db: Db, kind: string, entity: string): Promise<void> {
  await db.delete(timers).where(and(eq(timers.kind, kind), eq(timers.entity, entity), isNull(timers.doneAt)));
}

/** The pending timer of that kind and entity, if any (for tests and for showing when a reminder comes). */
export async function pendingTimer(
  db: Db,
  kind: string,
  entity: string,
): Promise<{ dueAt: Date; attempts: number; lastError: string | null } | undefined> {
  const [row] = await db
    .select({ dueAt: timers.dueAt, attempts: timers.attempts, lastError: timers.lastError })
    .from(timers)
    .where(and(eq(timers.kind, kind), eq(timers.entity, entity), isNull(timers.doneAt)));
  return row;
}

/**
 * Claims up to `limit` due timers of the given kinds for this instance: rows locked with `FOR UPDATE SKIP
 * LOCKED` (another instance claiming at the same moment takes other rows), then leased until `leaseUntil`
 * and counted as an attempt, all in one short transaction. The handler runs after it commits, outside any
 * transaction of ours, so a slow handler holds no lock; a lease that runs out means the run died.
 */
export async function claimDueTimers(
  db: Db,
  kinds: string[],
  now: Date,
  leaseUntil: Date,
  maxAttempts: number,
  limit: number,
): Promise<ClaimedTimer[]> {
  if (kinds.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({ id: timers.id })
      .from(timers)
      .where(
        and(
          isNull(timers.doneAt),
          inArray(timers.kind, kinds),
          lte(timers.dueAt, now),
          or(isNull(timers.lockedUntil), lte(timers.lockedUntil, now)),
          sql`${timers.attempts} < ${maxAttempts}`,
        ),
      )
      .orderBy(timers.dueAt, timers.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(timers)
      .set({ lockedUntil: leaseUntil, attempts: sql`${timers.attempts} + 1` })
      .where(
        inArray(
          timers.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: timers.id,
        kind: timers.kind,
        entity: timers.entity,
        dueAt: timers.dueAt,
        attempt: timers.attempts,
      });
    return claimed.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
  });
}

/**
 * Marks a run done, and sets the kind's next timer for the entity when the handler asked for one. When
 * somebody moved the timer while it ran (a new due time), it is not done: it fires again at the new time.
 */
export async function completeTimer(
  db: Db,
  timer: ClaimedTimer,
  now: Date,
  rescheduleAt: Date | undefined,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const done = await tx
      .update(timers)
      .set({ doneAt: now, lockedUntil: null, lastError: null })
      .where(and(eq(timers.id, timer.id), eq(timers.dueAt, timer.dueAt)))
      .returning({ id: timers.id });
    if (done.length === 0) {
      await tx.update(timers).set({ lockedUntil: null }).where(eq(timers.id, timer.id));
      return;
    }
    if (rescheduleAt)
      await scheduleTimer(tx, { kind: timer.kind, entity: timer.entity, dueAt: rescheduleAt });
  });
}

/** Records a failed run and when to try again (unless the timer was moved meanwhile). */
export async function failTimer(db: Db, timer: ClaimedTimer, error: string, retryAt: Date): Promise<void> {
  await db
    .update(timers)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      dueAt: sql`case when ${timers.dueAt} = ${timer.dueAt.toISOString()}::timestamptz then ${retryAt.toISOString()}::timestamptz else ${timers.dueAt} end`,
    })
    .where(eq(timers.id, timer.id));
}

/**
 * When the oldest timer that is due and not done was due (one still being retried counts; one given up
 * after `maxAttempts` does not): how far the timers lag behind, for the operators' figures. Undefined
 * when none is due.
 */
export async function oldestDueTimer(db: Db, now: Date, maxAttempts: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ dueAt: sql<Date | string | null>`min(${timers.dueAt})` })
    .from(timers)
    .where(and(isNull(timers.doneAt), lte(timers.dueAt, now), sql`${timers.attempts} < ${maxAttempts}`));
  return row?.dueAt ? new Date(row.dueAt) : undefined;
}
