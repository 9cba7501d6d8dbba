import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOfTable } from '../../../platform/db/page.js';
import type { LegRow, TripRow } from '../trips/index.js';
import { tripLegs, trips } from '../schema.js';

/** The settlement wing's queries: the payment states and validation times on trips and legs. */

/** The leg booked with a booking, if any. */
export async function legOfBooking(tx: Db, bookingId: number): Promise<LegRow | undefined> {
  const [leg] = await tx.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
  return leg;
}

/**
 * One page of the trips with an open dispute, newest first, and how many there are in all. A shared leg is
 * disputed while its fare waits and the answers on its booking disagree (the passenger no, the driver yes):
 * `disputedBookingIds` are the bookings whose answers disagree so (rideshare keeps the answers).
 */
export async function disputedTripsPage(
  db: Db,
  query: { maxResults: number; offset: number },
  disputedBookingIds: number[],
): Promise<{ count: number; page: TripRow[] }> {
  if (disputedBookingIds.length === 0) return { count: 0, page: [] };
  const disputedTrips = db
    .select({ tripId: tripLegs.tripId })
    .from(tripLegs)
    .where(
      and(
        eq(tripLegs.state, 'VALIDATING'),
        eq(tripLegs.paymentState, 'RESERVED'),
        inArray(tripLegs.bookingId, disputedBookingIds),
      ),
    );
  const where = inArray(trips.id, disputedTrips);
  const { totalCount, rows } = await pageOfTable(
    db,
    trips,
    where,
    [desc(trips.departureTime), desc(trips.id)],
    query,
  );
  return { count: totalCount, page: rows };
}

/**
 * The state of each booking's fare, by booking id, from the booking's leg (null: no fare reserved). The
 * leg is the fare's one owner; rideshare asks through this function (its `fareStatesOf`).
 */
export async function fareStatesOfBookings(
  db: Db,
  bookingIds: number[],
): Promise<Map<number, 'RESERVED' | 'CANCELLED' | 'PAID' | null>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: tripLegs.bookingId, paymentState: tripLegs.paymentState })
    .from(tripLegs)
    .where(inArray(tripLegs.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId!, row.paymentState]));
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
