import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import {
  closedAccounts,
  complimentSets,
  places,
  profiles,
  reviews,
  surveyInteractions,
  userSessions,
} from '../schema.js';

/** Everything the profile module keeps of one person, as rows: their profile and what hangs on it. */
export async function profileRecordsOf(db: Db, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const bySenderOrReceiver = <T extends typeof complimentSets | typeof reviews>(table: T) =>
    or(eq(table.senderId, userId), eq(table.receiverId, userId));
  return {
    profile: profile ?? null,
    places: await db.select().from(places).where(eq(places.profileId, userId)),
    compliments: await db.select().from(complimentSets).where(bySenderOrReceiver(complimentSets)),
    reviews: await db.select().from(reviews).where(bySenderOrReceiver(reviews)),
    sessions: await db
      .select({
        startedAt: userSessions.startedAt,
        endedAt: userSessions.endedAt,
        userAgent: userSessions.userAgent,
        ip: userSessions.ip,
      })
      .from(userSessions)
      .where(eq(userSessions.profileId, userId)),
    surveyAnswers: await db.select().from(surveyInteractions).where(eq(surveyInteractions.profileId, userId)),
  };
}

/**
 * Removes the profile; its places, compliments and reviews (given and received), sessions and survey
 * answers go with it (their rows belong to the profile). Answers the removed profile's photo key.
 */
export async function deleteProfileOf(
  db: Db,
  userId: string,
): Promise<{ imagePath: string | null } | undefined> {
  const rows = await db
    .delete(profiles)
    .where(eq(profiles.id, userId))
    .returning({ imagePath: profiles.imagePath });
  return rows[0];
}

export async function insertClosedAccount(db: Db, userId: string, closedAt: Date): Promise<void> {
  await db.insert(closedAccounts).values({ id: userId, closedAt }).onConflictDoNothing();
}

export async function isClosedAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: closedAccounts.id })
    .from(closedAccounts)
    .where(eq(closedAccounts.id, userId))
    .limit(1);
  return rows.length > 0;
}

/** Of these ids, the accounts that were removed. */
export async function closedAmong(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: closedAccounts.id })
    .from(closedAccounts)
    .where(inArray(closedAccounts.id, ids));
  return new Set(rows.map((row) => row.id));
}
