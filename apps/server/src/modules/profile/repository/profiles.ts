import { and, asc, between, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { pageOfTable, type Page } from '../../../platform/db/page.js';
import { timesAfter } from '../../../platform/db/times-after.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { escapeLike, FOLD_TABLE } from '../rules.js';
import { profiles } from '../schema.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

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

/** When the profiles somebody made for other people since a moment were made, oldest first. */
export async function profilesCreatedBySince(db: Db, createdBy: string, since: Date): Promise<Date[]> {
  return timesAfter(db, profiles, profiles.createdAt, eq(profiles.createdBy, createdBy), since);
}

/** Answers whether the profile existed. `updatedAt` is the caller's clock time of the change. */
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
  return pageOfTable(
    db,
    profiles,
    and(...conditions),
    [asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id)],
    { offset: criteria.offset, maxResults: criteria.limit },
  );
}

/** A box of latitudes and longitudes, edges included. */
export interface LatLonBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * The people who drive (role driver or both), other than the traveller, whose home lies in the box, with
 * that home.
 */
export async function driversLivingIn(
  db: Db,
  request: { box: LatLonBox; travellerId: string },
): Promise<Array<{ id: string; lat: number; lon: number }>> {
  const { box } = request;
  const rows = await db
    .select({ id: profiles.id, lat: profiles.homeLat, lon: profiles.homeLon })
    .from(profiles)
    .where(
      and(
        ne(profiles.userRole, 'passenger'),
        ne(profiles.id, request.travellerId),
        isNotNull(profiles.homeLat),
        isNotNull(profiles.homeLon),
        between(profiles.homeLat, box.minLat, box.maxLat),
        between(profiles.homeLon, box.minLon, box.maxLon),
      ),
    );
  return rows.map((row) => ({ id: row.id, lat: row.lat!, lon: row.lon! }));
}
