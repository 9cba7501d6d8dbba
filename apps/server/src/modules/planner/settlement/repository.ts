import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { LegRow, TripRow } from '../trips/index.js';
import { tripLegs, trips } from '../schema.js';

/** The settlement wing's queries: the answers, payment states and validation times on trips and legs. */

/** The leg booked with a booking, if any. */
export async function legOfBooking(tx: Db, bookingId: number): Promise<LegRow | undefined> {
  const [leg] = await tx.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
  return leg;
}

/** A shared leg is disputed while its fare waits and the passenger said no where the driver said yes. */
const DISPUTED = and(
  eq(tripLegs.state, 'VALIDATING'),
  eq(tripLegs.paymentState, 'RESERVED'),
  eq(tripLegs.confirmed, false),
  eq(tripLegs.confirmedByProvider, true),
);

/** One page of the trips with an open dispute, newest first, and how many there are in all. */
export async function disputedTripsPage(
  db: Db,
  query: { maxResults: number; offset: number },
): Promise<{ count: number; page: TripRow[] }> {
  const disputedTrips = db.select({ tripId: tripLegs.tripId }).from(tripLegs).where(DISPUTED);
  const where = inArray(trips.id, disputedTrips);
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trips)
    .where(where)) as [{ count: number }];
  const page = await db
    .select()
    .from(trips)
    .where(where)
    .orderBy(desc(trips.departureTime), desc(trips.id))
    .limit(query.maxResults)
    .offset(query.offset);
  return { count, page };
}

/** The disputed legs of a trip. */
export async function disputedLegsOf(tx: Db, tripId: number): Promise<LegRow[]> {
  return tx
    .select()
    .from(tripLegs)
    .where(and(eq(tripLegs.tripId, tripId), DISPUTED));
}

/** A trip still validating is checked again at the moment given, without reminders. */
export async function setDisputeRecheck(tx: Db, tripId: number, at: Date): Promise<void> {
  await tx
    .update(trips)
    .set({ validationExpiresAt: at, validationReminderAt: null })
    .where(and(eq(trips.id, tripId), eq(trips.state, 'VALIDATING')));
}

/** The next reminder to confirm a trip, or none. */
export async function setValidationReminder(tx: Db, tripId: number, at: Date | null): Promise<void> {
  await tx.update(trips).set({ validationReminderAt: at }).where(eq(trips.id, tripId));
}
