import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { ACTIVE_BOOKING_STATES, bookings, cars, rides, rideTemplates } from '../schema.js';

/** A ride that is over: its bookings no longer bind anybody. */
const FINISHED_RIDE_STATES = ['COMPLETED', 'CANCELLED'] as const;

/** A person's cars, the rides they offered and the bookings they made as a passenger. */
export async function rideshareRecordsOf(db: Db, userId: string) {
  return {
    cars: await db.select().from(cars).where(eq(cars.driverId, userId)),
    rides: await db
      .select({
        id: rides.id,
        state: rides.state,
        departureTime: rides.departureTime,
        arrivalTime: rides.arrivalTime,
        fromLabel: rides.fromLabel,
        toLabel: rides.toLabel,
        nrSeatsAvailable: rides.nrSeatsAvailable,
        carId: rides.carId,
        cancelReason: rides.cancelReason,
        createdAt: rides.createdAt,
      })
      .from(rides)
      .where(eq(rides.driverId, userId)),
    bookings: await db.select().from(bookings).where(eq(bookings.passengerId, userId)),
  };
}

/** How many of the driver's rides that are not over still carry a passenger who counts on them. */
export async function unfinishedRidesWithPassengers(db: Db, driverId: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(distinct ${rides.id})::int` })
    .from(rides)
    .innerJoin(bookings, eq(bookings.rideId, rides.id))
    .where(
      and(
        eq(rides.driverId, driverId),
        notInArray(rides.state, [...FINISHED_RIDE_STATES]),
        inArray(bookings.state, [...ACTIVE_BOOKING_STATES]),
      ),
    );
  return rows[0]?.count ?? 0;
}

/**
 * A removed person's part: their rides still to come are cancelled and their recurrences end; their
 * name on the rides and bookings others keep becomes `name`; their cars leave every list (the rides that
 * were driven still refer to them).
 */
export async function anonymiseRideshareRecordsOf(
  db: Db,
  userId: string,
  name: { givenName: string; familyName: string },
  cancelReason: string,
): Promise<void> {
  await db
    .update(rides)
    .set({ state: 'CANCELLED', cancelReason })
    .where(and(eq(rides.driverId, userId), notInArray(rides.state, [...FINISHED_RIDE_STATES])));
  await db.delete(rideTemplates).where(eq(rideTemplates.driverId, userId));
  await db
    .update(rides)
    .set({ driverGivenName: name.givenName, driverFamilyName: name.familyName })
    .where(eq(rides.driverId, userId));
  await db
    .update(bookings)
    .set({ passengerGivenName: name.givenName, passengerFamilyName: name.familyName })
    .where(eq(bookings.passengerId, userId));
  await db.update(cars).set({ deleted: true }).where(eq(cars.driverId, userId));
}
