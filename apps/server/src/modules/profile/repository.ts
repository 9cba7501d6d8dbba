import type { Page } from '../../platform/db/page.js';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserEvent, UserRole } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { escapeLike, FOLD_TABLE } from './rules.js';
import {
  complimentSets,
  places,
  profiles,
  reviews,
  surveyInteractions,
  surveys,
  userEvents,
  userSessions,
} from './schema.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
export type PlaceRow = typeof places.$inferSelect;
export type NewPlaceRow = typeof places.$inferInsert;
export type ComplimentSetRow = typeof complimentSets.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

export type { Page } from '../../platform/db/page.js';

// ---------------------------------------------------------------------------------------------------
// Profiles

export async function findProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return rows[0];
}

export async function findProfilesByIds(db: Db, ids: string[]): Promise<Map<string, ProfileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(profiles).where(inArray(profiles.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Inserts a profile; answers undefined when one with this id exists already. */
export async function insertProfile(db: Db, values: NewProfileRow): Promise<ProfileRow | undefined> {
  const rows = await db
    .insert(profiles)
    .values(values)
    .onConflictDoNothing({ target: profiles.id })
    .returning();
  return rows[0];
}

/** Answers whether the profile existed. `updatedAt` is the caller's clock time of the change. */
/** When the profiles somebody made for other people since a moment were made, oldest first. */
export async function profilesCreatedBySince(db: Db, createdBy: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: profiles.createdAt })
    .from(profiles)
    .where(and(eq(profiles.createdBy, createdBy), gt(profiles.createdAt, since)))
    .orderBy(asc(profiles.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function updateProfile(
  db: Db,
  id: string,
  values: Partial<Omit<NewProfileRow, 'id' | 'email' | 'createdAt' | 'createdBy'>> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set(values)
    .where(eq(profiles.id, id))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/**
 * Points the profile at a new image and answers the image it had before (null for none), or undefined
 * when there is no such profile. Locked, so two uploads at once cannot both miss the other's file.
 */
export async function replaceProfileImage(
  db: Db,
  id: string,
  imagePath: string,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ imagePath: profiles.imagePath })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update');
    const row = rows[0];
    if (!row) return undefined;
    await tx.update(profiles).set({ imagePath, updatedAt: now }).where(eq(profiles.id, id));
    return { previous: row.imagePath };
  });
}

/**
 * Profiles whose "first last" name contains every term (terms already folded: lower case, no accents),
 * optionally only those with one of the roles; ordered by name.
 */
export async function searchProfiles(
  db: Db,
  criteria: { terms: string[]; roles: UserRole[] | undefined; offset: number; limit: number },
): Promise<Page<ProfileRow>> {
  const folded = sql`lower(translate(${profiles.firstName} || ' ' || ${profiles.lastName}, ${FOLD_TABLE.from}, ${FOLD_TABLE.to}))`;
  const conditions: SQL[] = criteria.terms.map((term) => sql`${folded} like ${`%${escapeLike(term)}%`}`);
  if (criteria.roles) conditions.push(inArray(profiles.userRole, criteria.roles));
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(profiles).where(where);
  const rows = await db
    .select()
    .from(profiles)
    .where(where)
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id))
    .offset(criteria.offset)
    .limit(criteria.limit);
  return { totalCount: total?.count ?? 0, rows };
}

// ---------------------------------------------------------------------------------------------------
// Places

export async function listPlaces(
  db: Db,
  profileId: string,
  offset: number,
  limit: number,
): Promise<Page<PlaceRow>> {
  const where = eq(places.profileId, profileId);
  const [total] = await db.select({ count: count() }).from(places).where(where);
  const rows = await db
    .select()
    .from(places)
    .where(where)
    .orderBy(asc(places.id))
    .offset(offset)
    .limit(limit);
  return { totalCount: total?.count ?? 0, rows };
}

/**
 * Inserts a place unless the profile has `limit` places already ('full') or one with this ref
 * ('duplicate'). The profile's row is locked meanwhile, so requests at once cannot pass the limit together.
 */
export async function insertPlaceWithin(
  db: Db,
  values: NewPlaceRow,
  limit: number,
): Promise<PlaceRow | 'full' | 'duplicate'> {
  return inTransaction(db, async (tx) => {
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, values.profileId))
      .for('update');
    const [total] = await tx
      .select({ count: count() })
      .from(places)
      .where(eq(places.profileId, values.profileId));
    if ((total?.count ?? 0) >= limit) return 'full' as const;
    const rows = await tx
      .insert(places)
      .values(values)
      .onConflictDoNothing({ target: [places.profileId, places.ref] })
      .returning();
    return rows[0] ?? ('duplicate' as const);
  });
}

/** Deletes one of the profile's places; answers whether there was such a place. */
export async function deletePlace(db: Db, profileId: string, placeId: number): Promise<boolean> {
  const rows = await db
    .delete(places)
    .where(and(eq(places.id, placeId), eq(places.profileId, profileId)))
    .returning({ id: places.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Compliments and reviews

export async function listComplimentSets(
  db: Db,
  receiverId: string,
  offset: number,
  limit: number,
): Promise<Page<ComplimentSetRow>> {
  const where = eq(complimentSets.receiverId, receiverId);
  const [total] = await db.select({ count: count() }).from(complimentSets).where(where);
  const rows = await db
    .select()
    .from(complimentSets)
    .where(where)
    .orderBy(desc(complimentSets.publishedAt), desc(complimentSets.id))
    .offset(offset)
    .limit(limit);
  return { totalCount: total?.count ?? 0, rows };
}

/** Inserts a compliment set; undefined when the sender already complimented the receiver in this context. */
export async function insertComplimentSet(
  db: Db,
  values: {
    receiverId: string;
    senderId: string;
    context: string;
    compliments: string[];
    publishedAt: Date;
  },
): Promise<ComplimentSetRow | undefined> {
  const rows = await db
    .insert(complimentSets)
    .values(values)
    .onConflictDoNothing({
      target: [complimentSets.receiverId, complimentSets.senderId, complimentSets.context],
    })
    .returning();
  return rows[0];
}

export async function findComplimentSet(db: Db, id: number): Promise<ComplimentSetRow | undefined> {
  const rows = await db.select().from(complimentSets).where(eq(complimentSets.id, id)).limit(1);
  return rows[0];
}

export async function deleteComplimentSet(db: Db, id: number): Promise<void> {
  await db.delete(complimentSets).where(eq(complimentSets.id, id));
}

export async function listReviews(
  db: Db,
  receiverId: string,
  offset: number,
  limit: number,
): Promise<Page<ReviewRow>> {
  const where = eq(reviews.receiverId, receiverId);
  const [total] = await db.select({ count: count() }).from(reviews).where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);
  return { totalCount: total?.count ?? 0, rows };
}

/** Inserts a review; undefined when the sender already reviewed the receiver in this context. */
export async function insertReview(
  db: Db,
  values: { receiverId: string; senderId: string; context: string; review: string; publishedAt: Date },
): Promise<ReviewRow | undefined> {
  const rows = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.receiverId, reviews.senderId, reviews.context] })
    .returning();
  return rows[0];
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const rows = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return rows[0];
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

// ---------------------------------------------------------------------------------------------------
// Session log

export interface SessionLogEntry {
  profileId: string;
  sessionKey: string;
  userAgent: string;
  ip: string | undefined;
  /** Used only when the session is new: the time of its first event. */
  startedAt: Date;
  events: UserEvent[];
  onBehalfOf: string | undefined;
  /** Set when this is the session's last batch (logout). */
  endedAt: Date | undefined;
}

/** Creates the session on first sight, appends the events, and closes the session on the last batch. */
export async function recordSessionLog(db: Db, entry: SessionLogEntry): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx
      .insert(userSessions)
      .values({
        profileId: entry.profileId,
        sessionKey: entry.sessionKey,
        userAgent: entry.userAgent,
        ip: entry.ip ?? null,
        startedAt: entry.startedAt,
      })
      .onConflictDoNothing({ target: [userSessions.profileId, userSessions.sessionKey] });
    const [session] = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.profileId, entry.profileId), eq(userSessions.sessionKey, entry.sessionKey)))
      .limit(1);
    if (!session) throw new Error('session row vanished');
    if (entry.events.length > 0) {
      await tx.insert(userEvents).values(
        entry.events.map((event) => ({
          sessionId: session.id,
          event: event.event,
          eventTime: new Date(event.eventTime),
          path: 'path' in event ? event.path : null,
          ctaId: 'ctaId' in event ? (event.ctaId ?? null) : null,
          size: 'size' in event ? event.size : null,
          onBehalfOf: entry.onBehalfOf ?? null,
        })),
      );
    }
    if (entry.endedAt) {
      await tx.update(userSessions).set({ endedAt: entry.endedAt }).where(eq(userSessions.id, session.id));
    }
    return session.id;
  });
}

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
  const where = and(...conditions);
  const [total] = await db
    .select({ count: count() })
    .from(surveyInteractions)
    .innerJoin(surveys, eq(surveys.id, surveyInteractions.surveyId))
    .where(where);
  const rows = await db
    .select({ interaction: surveyInteractions, survey: surveys })
    .from(surveyInteractions)
    .innerJoin(surveys, eq(surveys.id, surveyInteractions.surveyId))
    .where(where)
    .orderBy(desc(surveyInteractions.invitationTime), desc(surveyInteractions.id))
    .offset(criteria.offset)
    .limit(criteria.limit);
  return { totalCount: total?.count ?? 0, rows };
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
