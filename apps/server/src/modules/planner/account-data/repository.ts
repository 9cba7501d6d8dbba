import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { calendarFeeds, plans, rideAlerts, shoutOutNotices, tripLegs, trips } from '../schema.js';

/** A trip that is over: nothing of it waits for the traveller any more. */
const FINISHED_TRIP_STATES = ['COMPLETED', 'CANCELLED'] as const;

/** A person's trips (with their legs), searches and shout-outs, ride alerts and whether a calendar feed exists. */
export async function plannerRecordsOf(db: Db, userId: string) {
  const theirTrips = await db.select().from(trips).where(eq(trips.travellerId, userId));
  const legs =
    theirTrips.length === 0
      ? []
      : await db
          .select()
          .from(tripLegs)
          .where(
            inArray(
              tripLegs.tripId,
              theirTrips.map((trip) => trip.id),
            ),
          );
  return {
    trips: theirTrips.map((trip) => ({ ...trip, legs: legs.filter((leg) => leg.tripId === trip.id) })),
    plans: await db
      .select({
        id: plans.id,
        planType: plans.planType,
        planState: plans.planState,
        fromLabel: plans.fromLabel,
        toLabel: plans.toLabel,
        travelTime: plans.travelTime,
        nrSeats: plans.nrSeats,
        createdAt: plans.createdAt,
      })
      .from(plans)
      .where(eq(plans.travellerId, userId)),
    rideAlerts: await db.select().from(rideAlerts).where(eq(rideAlerts.travellerId, userId)),
    calendarFeed:
      (
        await db
          .select({ createdAt: calendarFeeds.createdAt })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.userId, userId))
      )[0] ?? null,
  };
}

/** How many of the traveller's trips are not over, and how many of their fares are still reserved. */
export async function unfinishedTripsOf(
  db: Db,
  userId: string,
): Promise<{ trips: number; reservedFares: number }> {
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trips)
    .where(and(eq(trips.travellerId, userId), notInArray(trips.state, [...FINISHED_TRIP_STATES])));
  const [reserved] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tripLegs)
    .innerJoin(trips, eq(trips.id, tripLegs.tripId))
    .where(and(eq(trips.travellerId, userId), eq(tripLegs.paymentState, 'RESERVED')));
  return { trips: open?.count ?? 0, reservedFares: reserved?.count ?? 0 };
}

/** Whether one of the person's shout-outs is still open with a driver's offer on it. */
export async function openShoutOutsWithOffers(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(plans)
    .where(
      and(
        eq(plans.travellerId, userId),
        eq(plans.planType, 'SHOUT_OUT'),
        eq(plans.planState, 'OPEN'),
        sql`exists (select 1 from ${plans} as offer where offer.shout_out_id = ${plans.id})`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Removes what concerns only the person: their searches, their shout-outs no driver made an offer on,
 * their ride alerts, their calendar feeds (and those they made for somebody) and the shout-out notices
 * they were sent. Their trips stay: the books and the drivers' rides refer to them.
 */
export async function deletePlannerRecordsOf(db: Db, userId: string): Promise<void> {
  await db.delete(plans).where(and(eq(plans.travellerId, userId), eq(plans.planType, 'SEARCH')));
  await db
    .delete(plans)
    .where(
      and(
        eq(plans.travellerId, userId),
        eq(plans.planType, 'SHOUT_OUT'),
        sql`not exists (select 1 from ${plans} as offer where offer.shout_out_id = ${plans.id})`,
      ),
    );
  await db.delete(rideAlerts).where(eq(rideAlerts.travellerId, userId));
  await db
    .delete(calendarFeeds)
    .where(or(eq(calendarFeeds.userId, userId), eq(calendarFeeds.actedBy, userId)));
  await db.delete(shoutOutNotices).where(eq(shoutOutNotices.driverId, userId));
}
