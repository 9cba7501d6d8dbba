import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedTripsQuery } from '@achterhoek/contracts';
import { TRANSIT_MODES } from '@achterhoek/routing';
import type { Db } from '../../../platform/db/database.js';
import { anyRowOf } from '../../../platform/db/any-row.js';
import { pageOfTable, type Page } from '../../../platform/db/page.js';
import { calendarFeeds, tripLegs, trips } from '../schema.js';

/** The trips wing's queries: trips and their legs. */

export type TripRow = typeof trips.$inferSelect;
export type NewTripRow = typeof trips.$inferInsert;
export type LegRow = typeof tripLegs.$inferSelect;
export type NewLegRow = typeof tripLegs.$inferInsert;

export async function tripById(db: Db, tripId: number): Promise<TripRow | undefined> {
  const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
  return trip;
}

/** A trip's legs in travel order. */
export async function legsOf(db: Db, tripId: number): Promise<LegRow[]> {
  return db.select().from(tripLegs).where(eq(tripLegs.tripId, tripId)).orderBy(asc(tripLegs.seq));
}

/** The traveller's trip booked from an itinerary and not cancelled, if any. */
export async function activeTripOfItinerary(
  tx: Db,
  itineraryId: number,
  travellerId: string,
): Promise<TripRow | undefined> {
  const [existing] = await tx
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.itineraryId, itineraryId),
        eq(trips.travellerId, travellerId),
        ne(trips.state, 'CANCELLED'),
      ),
    );
  return existing;
}

export async function insertTrip(tx: Db, values: NewTripRow): Promise<TripRow | undefined> {
  const [trip] = await tx.insert(trips).values(values).returning();
  return trip;
}

export async function insertLegs(tx: Db, values: NewLegRow[]): Promise<LegRow[]> {
  return tx.insert(tripLegs).values(values).returning();
}

/** Writes the given fields onto one leg. */
export async function updateLeg(tx: Db, legId: number, values: Partial<NewLegRow>): Promise<void> {
  await tx.update(tripLegs).set(values).where(eq(tripLegs.id, legId));
}

/** The settlement is done with a leg whose fare went back to the passenger (its payment state says so). */
export async function completeLeg(tx: Db, legId: number): Promise<void> {
  await updateLeg(tx, legId, { state: 'COMPLETED' });
}

/** The leg's fare was paid to the driver, with the bonus payment when one was paid beside it. */
export async function markLegPaid(tx: Db, legId: number, bonusPaymentId: number | null): Promise<void> {
  await updateLeg(tx, legId, { paymentState: 'PAID', state: 'COMPLETED', bonusPaymentId });
}

/**
 * A decision on the leg was undone: the fare is reserved again and waits in the next settlement round,
 * whose ledger idempotency keys differ from the round before.
 */
export async function reopenLegSettlement(tx: Db, legId: number, settlementRound: number): Promise<void> {
  await updateLeg(tx, legId, {
    state: 'VALIDATING',
    paymentState: 'RESERVED',
    bonusPaymentId: null,
    settlementRound: settlementRound + 1,
  });
}

/** Writes the given fields onto one trip. */
export async function updateTrip(tx: Db, tripId: number, values: Partial<NewTripRow>): Promise<void> {
  await tx.update(trips).set(values).where(eq(trips.id, tripId));
}

/** One page of a traveller's trips by departure (then id), and how many match in all; `since` keeps trips still arriving after it. */
export async function tripsPage(
  db: Db,
  travellerId: string,
  query: ParsedTripsQuery,
): Promise<Page<TripRow>> {
  const conditions: SQL[] = [eq(trips.travellerId, travellerId)];
  if (query.since) conditions.push(gt(trips.arrivalTime, new Date(query.since)));
  if (query.until) conditions.push(lt(trips.departureTime, new Date(query.until)));
  if (query.state) conditions.push(eq(trips.state, query.state));
  if (query.skipCancelled) conditions.push(ne(trips.state, 'CANCELLED'));
  const order = query.sortDir === 'DESC' ? desc(trips.departureTime) : asc(trips.departureTime);
  return pageOfTable(db, trips, and(...conditions), [order, asc(trips.id)], query);
}

/** The legs of the trips given (in no particular order). */
export async function legsOfTrips(db: Db, tripIds: number[]): Promise<LegRow[]> {
  return db.select().from(tripLegs).where(inArray(tripLegs.tripId, tripIds));
}

/** A trip, locked for update until the transaction ends. */
export async function lockTrip(tx: Db, tripId: number): Promise<TripRow | undefined> {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return trip;
}

/** The legs booked with a booking. */
export async function legsOfBooking(tx: Db, bookingId: number): Promise<LegRow[]> {
  return tx.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
}

/** A traveller's trips still arriving after the moment given, by departure. */
export async function tripsArrivingAfter(db: Db, travellerId: string, since: Date): Promise<TripRow[]> {
  return db
    .select()
    .from(trips)
    .where(and(eq(trips.travellerId, travellerId), gt(trips.arrivalTime, since)))
    .orderBy(asc(trips.departureTime));
}

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function calendarFeedOfUser(db: Db, userId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function calendarFeedByToken(db: Db, token: string): Promise<CalendarFeedRow | undefined> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return feed;
}

/** The user's feed with a new token (the old address stops working), made when there was none. */
export async function upsertCalendarFeed(
  db: Db,
  values: { userId: string; token: string; createdAt: Date; actedBy: string | null },
): Promise<CalendarFeedRow | undefined> {
  const { token, createdAt, actedBy } = values;
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt, actedBy } })
    .returning();
  return row;
}

export async function deleteCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The booking ids of a trip's booked legs. */
export async function bookingIdsOfTrip(tx: Db, tripId: number): Promise<number[]> {
  const booked = await tx
    .select({ bookingId: tripLegs.bookingId })
    .from(tripLegs)
    .where(and(eq(tripLegs.tripId, tripId), isNotNull(tripLegs.bookingId)));
  return booked.map((leg) => leg.bookingId!);
}

/**
 * The trips whose state is behind the clock, by departure, at most `limit`: under way (every trip whose
 * first step, `departingBefore` ahead of its departure, has come), or waiting for confirmations whose
 * reminder or final decision is due.
 */
export async function tripIdsBehindClock(
  db: Db,
  now: Date,
  departingBefore: number,
  limit: number,
): Promise<{ id: number }[]> {
  return db
    .select({ id: trips.id })
    .from(trips)
    .where(
      or(
        and(
          inArray(trips.state, ['SCHEDULED', 'DEPARTING', 'IN_TRANSIT', 'ARRIVING']),
          lte(trips.departureTime, new Date(now.getTime() + departingBefore)),
        ),
        and(eq(trips.state, 'VALIDATING'), lte(trips.validationReminderAt, now)),
        and(eq(trips.state, 'VALIDATING'), lte(trips.validationExpiresAt, now)),
      ),
    )
    .orderBy(trips.departureTime)
    .limit(limit);
}

/** How many completed trips a traveller made per travel mode (a trip with a bus and a train counts once for each). */
export async function completedTripsPerMode(
  db: Db,
  userId: string,
): Promise<{ mode: string; trips: number }[]> {
  const mode = sql<string>`${tripLegs.leg}->>'traverseMode'`;
  return db
    .select({ mode, trips: sql<number>`count(distinct ${tripLegs.tripId})::int` })
    .from(tripLegs)
    .innerJoin(trips, eq(trips.id, tripLegs.tripId))
    .where(and(eq(trips.travellerId, userId), eq(trips.state, 'COMPLETED')))
    .groupBy(mode);
}

/** How many completed trips others made with a leg in the user's car. */
export async function completedTripsDriven(db: Db, userId: string): Promise<number | undefined> {
  const [driven] = await db
    .select({ trips: sql<number>`count(distinct ${tripLegs.tripId})::int` })
    .from(tripLegs)
    .innerJoin(trips, eq(trips.id, tripLegs.tripId))
    .where(and(sql`${tripLegs.leg}->>'driverId' = ${userId}`, eq(trips.state, 'COMPLETED')));
  return driven?.trips;
}

/** Who travels on a trip, if it exists. */
export async function travellerOfTrip(db: Db, tripId: number): Promise<{ travellerId: string } | undefined> {
  const [trip] = await db.select({ travellerId: trips.travellerId }).from(trips).where(eq(trips.id, tripId));
  return trip;
}

/** Whether the person drives a booked leg of the trip. */
export async function drivesBookedLegOf(db: Db, tripId: number, personId: string): Promise<boolean> {
  const bookedAndDriven = and(
    eq(tripLegs.tripId, tripId),
    isNotNull(tripLegs.bookingId),
    sql`${tripLegs.leg}->>'driverId' = ${personId}`,
  );
  return anyRowOf(db, tripLegs, bookedAndDriven);
}

/**
 * Trips whose live times can still matter: booked and not yet arrived (SCHEDULED, DEPARTING, IN_TRANSIT),
 * leaving between `from` and `to`, with at least one public-transport leg; by departure, at most `limit`.
 */
export async function tripIdsWithPublicTransport(
  db: Db,
  from: Date,
  to: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        inArray(trips.state, ['SCHEDULED', 'DEPARTING', 'IN_TRANSIT']),
        gt(trips.departureTime, from),
        lte(trips.departureTime, to),
        sql`exists (select 1 from ${tripLegs} where ${tripLegs.tripId} = ${trips.id}
          and ${tripLegs.leg}->>'traverseMode' in (${sql.join(
            TRANSIT_MODES.map((mode) => sql`${mode}`),
            sql`, `,
          )}))`,
      ),
    )
    .orderBy(asc(trips.departureTime), asc(trips.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Removes legs of a trip (those a new itinerary replaces). */
export async function deleteLegs(tx: Db, legIds: number[]): Promise<void> {
  if (legIds.length > 0) await tx.delete(tripLegs).where(inArray(tripLegs.id, legIds));
}
