import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOf, type Page } from '../../../platform/db/page.js';
import { surveyInteractions, surveys } from '../schema.js';

// ---------------------------------------------------------------------------------------------------
// Surveys

export type SurveyRow = typeof surveys.$inferSelect;
export type NewSurveyRow = typeof surveys.$inferInsert;
export type SurveyInteractionRow = typeof surveyInteractions.$inferSelect;

/** Adds the survey, or points the one with its id at the configured URL (the rest stays as it was). */
export async function upsertSurvey(db: Db, values: NewSurveyRow): Promise<void> {
  await db
    .insert(surveys)
    .values(values)
    .onConflictDoUpdate({ target: surveys.id, set: { url: values.url } });
}

/** The surveys offered at this moment (started, not ended), newest start first. */
export async function surveysOfferedAt(db: Db, now: Date, incentiveCode?: string): Promise<SurveyRow[]> {
  const conditions: SQL[] = [
    sql`${surveys.startTime} <= ${now}`,
    sql`(${surveys.endTime} is null or ${surveys.endTime} > ${now})`,
  ];
  if (incentiveCode) conditions.push(eq(surveys.incentiveCode, incentiveCode));
  return db
    .select()
    .from(surveys)
    .where(and(...conditions))
    .orderBy(desc(surveys.startTime), asc(surveys.id));
}

/** The ids of the surveys this person has submitted. */
export async function submittedSurveyIds(db: Db, profileId: string): Promise<Set<string>> {
  const rows = await db
    .select({ surveyId: surveyInteractions.surveyId })
    .from(surveyInteractions)
    .where(
      and(eq(surveyInteractions.profileId, profileId), sql`${surveyInteractions.submitTime} is not null`),
    );
  return new Set(rows.map((row) => row.surveyId));
}

/**
 * Issues an invitation in one statement: a new interaction, or the person's existing one with its count
 * one up. Answers undefined when they have submitted that survey already (nothing changes then).
 */
export async function inviteToSurvey(
  db: Db,
  values: { surveyId: string; profileId: string; now: Date },
): Promise<SurveyInteractionRow | undefined> {
  const rows = await db
    .insert(surveyInteractions)
    .values({ surveyId: values.surveyId, profileId: values.profileId, invitationTime: values.now })
    .onConflictDoUpdate({
      target: [surveyInteractions.profileId, surveyInteractions.surveyId],
      set: { invitationCount: sql`${surveyInteractions.invitationCount} + 1` },
      setWhere: sql`${surveyInteractions.submitTime} is null`,
    })
    .returning();
  return rows[0];
}

export interface SurveyInteractionWithSurvey {
  interaction: SurveyInteractionRow;
  survey: SurveyRow;
}

/** The person's interaction with this id, with its survey; locked to the end of the transaction when asked. */
export async function findSurveyInteraction(
  db: Db,
  id: number,
  profileId: string,
  options: { lock?: boolean } = {},
): Promise<SurveyInteractionWithSurvey | undefined> {
  const own = and(eq(surveyInteractions.id, id), eq(surveyInteractions.profileId, profileId));
  // Only the interaction is locked: the survey's row is shared by everybody's submits.
  if (options.lock)
    await db.select({ id: surveyInteractions.id }).from(surveyInteractions).where(own).for('update');
  const rows = await db
    .select({ interaction: surveyInteractions, survey: surveys })
    .from(surveyInteractions)
    .innerJoin(surveys, eq(surveys.id, surveyInteractions.surveyId))
    .where(own);
  return rows[0];
}

/** The person's interactions, newest invitation first, optionally of one incentive's surveys. */
export async function listSurveyInteractions(
  db: Db,
  criteria: { profileId: string; incentiveCode: string | undefined; offset: number; limit: number },
): Promise<Page<SurveyInteractionWithSurvey>> {
  const conditions: SQL[] = [eq(surveyInteractions.profileId, criteria.profileId)];
  if (criteria.incentiveCode) conditions.push(eq(surveys.incentiveCode, criteria.incentiveCode));
  const withSurvey = eq(surveys.id, surveyInteractions.surveyId);
  return pageOf(
    db.select({ n: count() }).from(surveyInteractions).innerJoin(surveys, withSurvey).$dynamic(),
    db
      .select({ interaction: surveyInteractions, survey: surveys })
      .from(surveyInteractions)
      .innerJoin(surveys, withSurvey)
      .$dynamic(),
    and(...conditions),
    [desc(surveyInteractions.invitationTime), desc(surveyInteractions.id)],
    { offset: criteria.offset, maxResults: criteria.limit },
  );
}

/** Records a redirect to the survey, unless it was submitted already. */
export async function markSurveyRedirected(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(surveyInteractions)
    .set({ redirectTime: now })
    .where(and(eq(surveyInteractions.id, id), sql`${surveyInteractions.submitTime} is null`));
}

/** Sets the submit time once: answers false when it was set already (by an earlier or a parallel submit). */
export async function markSurveySubmitted(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(surveyInteractions)
    .set({ submitTime: now })
    .where(and(eq(surveyInteractions.id, id), sql`${surveyInteractions.submitTime} is null`))
    .returning({ id: surveyInteractions.id });
  return rows.length > 0;
}
