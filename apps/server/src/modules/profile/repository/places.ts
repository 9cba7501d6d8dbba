import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOfTable, type Page } from '../../../platform/db/page.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { places, profiles } from '../schema.js';

export type PlaceRow = typeof places.$inferSelect;
export type NewPlaceRow = typeof places.$inferInsert;

// ---------------------------------------------------------------------------------------------------
// Places

export async function listPlaces(
  db: Db,
  profileId: string,
  offset: number,
  limit: number,
): Promise<Page<PlaceRow>> {
  return pageOfTable(db, places, eq(places.profileId, profileId), [asc(places.id)], {
    offset,
    maxResults: limit,
  });
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
