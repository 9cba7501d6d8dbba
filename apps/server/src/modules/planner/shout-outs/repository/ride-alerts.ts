import { and, asc, type Column, count, eq, gte, lte, ne, notExists, or } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.js';
import { countWhere } from '../../shared/index.js';
import { rideAlertMatches, rideAlerts } from '../../schema.js';

/** The ride alerts' queries: the alerts and which rides each was told of. */

export type AlertRow = typeof rideAlerts.$inferSelect;
export type NewAlertRow = typeof rideAlerts.$inferInsert;

/** How many of the traveller's alerts are still to come at the moment given. */
export async function liveAlertCount(tx: Db, travellerId: string, now: Date): Promise<number | undefined> {
  return countWhere(
    tx,
    rideAlerts,
    and(eq(rideAlerts.travellerId, travellerId), gte(rideAlerts.travelTime, now)),
  );
}

export async function insertAlert(tx: Db, values: NewAlertRow): Promise<AlertRow | undefined> {
  const [row] = await tx.insert(rideAlerts).values(values).returning();
  return row;
}

/** A page of the caller's alerts still to come, soonest first, each with how many rides it was told of; and how many in all. */
export async function liveAlertsPage(
  db: Db,
  caller: string,
  now: Date,
  page: { offset: number; maxResults: number },
): Promise<{ total: number | undefined; rows: { alert: AlertRow; matches: number }[] }> {
  const mine = and(eq(rideAlerts.travellerId, caller), gte(rideAlerts.travelTime, now));
  const total = await countWhere(db, rideAlerts, mine);
  const rows = await db
    .select({ alert: rideAlerts, matches: count(rideAlertMatches.rideId) })
    .from(rideAlerts)
    .leftJoin(rideAlertMatches, eq(rideAlertMatches.alertId, rideAlerts.id))
    .where(mine)
    .groupBy(rideAlerts.id)
    .orderBy(asc(rideAlerts.travelTime), asc(rideAlerts.id))
    .limit(page.maxResults)
    .offset(page.offset);
  return { total, rows };
}

export async function alertById(db: Db, alertId: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(rideAlerts).where(eq(rideAlerts.id, alertId));
  return row;
}

export async function deleteAlert(db: Db, alertId: number): Promise<void> {
  await db.delete(rideAlerts).where(eq(rideAlerts.id, alertId));
}

/** A box in degrees: the places whose latitude and longitude lie inside it. */
export interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * The alerts of others whose travel time lies in the window given and whose origin or destination lies in
 * the box, not yet told of the ride, oldest first.
 */
export async function alertsNearRide(
  db: Db,
  ride: { id: number; driverId: string },
  window: { from: Date; until: Date },
  box: Box,
): Promise<AlertRow[]> {
  const inBox = (lat: Column, lon: Column) =>
    and(gte(lat, box.minLat), lte(lat, box.maxLat), gte(lon, box.minLon), lte(lon, box.maxLon));
  return db
    .select()
    .from(rideAlerts)
    .where(
      and(
        ne(rideAlerts.travellerId, ride.driverId),
        gte(rideAlerts.travelTime, window.from),
        lte(rideAlerts.travelTime, window.until),
        or(inBox(rideAlerts.fromLat, rideAlerts.fromLon), inBox(rideAlerts.toLat, rideAlerts.toLon)),
        notExists(
          db
            .select()
            .from(rideAlertMatches)
            .where(and(eq(rideAlertMatches.alertId, rideAlerts.id), eq(rideAlertMatches.rideId, ride.id))),
        ),
      ),
    )
    .orderBy(asc(rideAlerts.createdAt), asc(rideAlerts.id));
}

/** Notes that an alert was told of a ride; answers false when it already was. */
export async function insertAlertMatch(
  tx: Db,
  values: { alertId: number; rideId: number; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx.insert(rideAlertMatches).values(values).onConflictDoNothing().returning();
  return inserted.length > 0;
}
