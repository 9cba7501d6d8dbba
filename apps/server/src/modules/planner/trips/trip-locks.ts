import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { lockBookingsWithRides } from '../../rideshare/index.js';
import { tripLegs, trips } from '../schema.js';

/**
 * Locks a trip for a change that also touches its bookings: first its bookings and their rides (in booking
 * order), then the trip. The rideshare flows (a driver's answer, undo or cancellation) lock a booking and
 * its ride before they reach the trip, so taking the locks in the same order here makes concurrent flows
 * wait for each other instead of deadlocking (PostgreSQL would break a deadlock by failing one of them).
 */
export async function lockTripWithBookings(
  tx: Db,
  tripId: number,
): Promise<typeof trips.$inferSelect | undefined> {
  const booked = await tx
    .select({ bookingId: tripLegs.bookingId })
    .from(tripLegs)
    .where(and(eq(tripLegs.tripId, tripId), isNotNull(tripLegs.bookingId)));
  await lockBookingsWithRides(
    tx,
    booked.map((leg) => leg.bookingId!),
  );
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return trip;
}
