import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { anyRowOf } from '../../../platform/db/any-row.js';
import { ACTIVE_BOOKING_STATES, bookings, rides } from '../schema.js';
import type { RideRow } from './rides.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingState = BookingRow['state'];

// ---------------------------------------------------------------------------------------------------
// Reading

export async function bookingById(db: Db, bookingId: number): Promise<BookingRow | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return booking;
}

/** The query of one booking joined with its ride. */
function bookingJoinedWithRide(db: Db, bookingId: number) {
  return db
    .select({ booking: bookings, ride: rides })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, bookingId));
}

/** The booking with its ride. */
export async function bookingWithRide(
  db: Db,
  bookingId: number,
): Promise<{ booking: BookingRow; ride: RideRow } | undefined> {
  const [row] = await bookingJoinedWithRide(db, bookingId);
  return row;
}

/**
 * Locks the rides of the bookings, in ride order, until the caller's transaction ends. Every flow locks a
 * ride before its bookings: a driver's cancellation locks the ride and then its bookings, so a flow that
 * starts from a booking must not hold the booking while it waits for the ride (each would wait for the
 * other until PostgreSQL failed one of them).
 */
async function lockRidesOfBookings(db: Db, bookingIds: number[]): Promise<void> {
  await db
    .select({ id: rides.id })
    .from(rides)
    .where(
      inArray(
        rides.id,
        db.select({ rideId: bookings.rideId }).from(bookings).where(inArray(bookings.id, bookingIds)),
      ),
    )
    .orderBy(rides.id)
    .for('update');
}

/** The booking with its ride, both locked (the ride first) until the caller's transaction ends. */
export async function lockBookingWithRide(
  db: Db,
  bookingId: number,
): Promise<{ booking: BookingRow; ride: RideRow } | undefined> {
  await lockRidesOfBookings(db, [bookingId]);
  const [row] = await bookingJoinedWithRide(db, bookingId).for('update');
  return row;
}

/** The booking with the driver of its ride. */
export async function bookingWithDriver(
  db: Db,
  bookingId: number,
): Promise<{ booking: BookingRow; driverId: string } | undefined> {
  const row = await bookingWithRide(db, bookingId);
  return row && { booking: row.booking, driverId: row.ride.driverId };
}

/** Only the people of a booking: its passenger and the driver of its ride. */
export async function peopleOfBooking(
  db: Db,
  bookingId: number,
): Promise<{ passengerId: string; driverId: string } | undefined> {
  const row = await bookingWithRide(db, bookingId);
  return row && { passengerId: row.booking.passengerId, driverId: row.ride.driverId };
}

/** Whether the person ever booked on the ride (a cancelled booking too). */
export async function passengerBookedOnRide(db: Db, rideId: number, personId: string): Promise<boolean> {
  return anyRowOf(db, bookings, and(eq(bookings.rideId, rideId), eq(bookings.passengerId, personId)));
}

/** Whether the ride has any booking, active or not. */
export async function rideHasBookings(db: Db, rideId: number): Promise<boolean> {
  return anyRowOf(db, bookings, eq(bookings.rideId, rideId));
}

/** Every booking of the ride, active or not, by id. */
export async function bookingsOfRide(db: Db, rideId: number): Promise<BookingRow[]> {
  return db.select().from(bookings).where(eq(bookings.rideId, rideId)).orderBy(bookings.id);
}

/** Every booking of the rides, active or not, by id. */
export async function bookingsOfRides(db: Db, rideIds: number[]): Promise<BookingRow[]> {
  return db.select().from(bookings).where(inArray(bookings.rideId, rideIds)).orderBy(bookings.id);
}

/** The ride's active bookings (proposed, requested, confirmed), by id. */
export async function activeBookingsOfRide(db: Db, rideId: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.rideId, rideId), inArray(bookings.state, [...ACTIVE_BOOKING_STATES])))
    .orderBy(bookings.id);
}

/** The columns of a booking that matching a passenger reads: its seats, places and window. */
const matchingBookingColumns = {
  id: bookings.id,
  rideId: bookings.rideId,
  nrSeats: bookings.nrSeats,
  pickupLabel: bookings.pickupLabel,
  pickupLat: bookings.pickupLat,
  pickupLon: bookings.pickupLon,
  dropOffLabel: bookings.dropOffLabel,
  dropOffLat: bookings.dropOffLat,
  dropOffLon: bookings.dropOffLon,
  earliestDeparture: bookings.earliestDeparture,
  latestArrival: bookings.latestArrival,
};
export type MatchingBookingRow = Pick<BookingRow, keyof typeof matchingBookingColumns>;

/** The rides' active bookings. */
export async function activeBookingsOfRides(db: Db, rideIds: number[]): Promise<MatchingBookingRow[]> {
  return db
    .select(matchingBookingColumns)
    .from(bookings)
    .where(and(inArray(bookings.rideId, rideIds), inArray(bookings.state, [...ACTIVE_BOOKING_STATES])));
}

/** The rides' active bookings, locked until the caller's transaction ends; none for no rides. */
export async function lockActiveBookingsOfRides(db: Db, rideIds: number[]): Promise<BookingRow[]> {
  if (rideIds.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.rideId, rideIds), inArray(bookings.state, [...ACTIVE_BOOKING_STATES])))
    .for('update');
}

/** The seats of every active booking of the rides, with its ride. */
export async function activeSeatsOfRides(
  db: Db,
  rideIds: number[],
): Promise<Array<{ rideId: number; seats: number }>> {
  return db
    .select({ rideId: bookings.rideId, seats: bookings.nrSeats })
    .from(bookings)
    .where(and(inArray(bookings.rideId, rideIds), inArray(bookings.state, [...ACTIVE_BOOKING_STATES])));
}

/** The id and fare of each confirmed booking of the ride. */
export async function confirmedFaresOfRide(
  db: Db,
  rideId: number,
): Promise<Array<{ bookingId: number; fare: number }>> {
  return db
    .select({ bookingId: bookings.id, fare: bookings.fareCredits })
    .from(bookings)
    .where(and(eq(bookings.rideId, rideId), eq(bookings.state, 'CONFIRMED')));
}

/** Whether a ride of the car that is not cancelled has an active booking. */
export async function carHasActiveBooking(db: Db, carId: number): Promise<boolean> {
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      and(
        eq(rides.carId, carId),
        ne(rides.state, 'CANCELLED'),
        inArray(bookings.state, [...ACTIVE_BOOKING_STATES]),
      ),
    )
    .limit(1);
  return Boolean(booked);
}

/** The states of the bookings, by id. */
export async function statesOfBookings(
  db: Db,
  bookingIds: number[],
): Promise<Array<{ id: number; state: BookingState }>> {
  return db
    .select({ id: bookings.id, state: bookings.state })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
}

/** The driver's and the passenger's answers (with their reasons) on the bookings. */
export async function answersOfBookings(
  db: Db,
  bookingIds: number[],
): Promise<
  Array<{
    id: number;
    confirmed: boolean | null;
    confirmationReason: string | null;
    confirmedByPassenger: boolean | null;
    confirmationReasonByPassenger: string | null;
  }>
> {
  return db
    .select({
      id: bookings.id,
      confirmed: bookings.confirmed,
      confirmationReason: bookings.confirmationReason,
      confirmedByPassenger: bookings.confirmedByPassenger,
      confirmationReasonByPassenger: bookings.confirmationReasonByPassenger,
    })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
}

/** The bookings on which the passenger said no where the driver said yes, by id. */
export async function bookingIdsAnsweredNoAndYes(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.confirmedByPassenger, false), eq(bookings.confirmed, true)))
    .orderBy(bookings.id);
  return rows.map((row) => row.id);
}

/** Locks the bookings' rides (in ride order) and then the bookings (in booking order) until the caller's transaction ends. */
export async function lockBookingsAndRides(db: Db, bookingIds: number[]): Promise<void> {
  await lockRidesOfBookings(db, bookingIds);
  await db
    .select({ booking: bookings.id, ride: rides.id })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(inArray(bookings.id, bookingIds))
    .orderBy(bookings.id)
    .for('update');
}

// ---------------------------------------------------------------------------------------------------
// Writing

export async function insertBooking(db: Db, values: NewBookingRow): Promise<BookingRow> {
  const [created] = await db.insert(bookings).values(values).returning();
  return created!;
}

/** A booked passenger's new pickup or drop-off time. */
export async function setBookingTime(
  db: Db,
  bookingId: number,
  time: { departureTime: Date } | { arrivalTime: Date },
): Promise<void> {
  await db.update(bookings).set(time).where(eq(bookings.id, bookingId));
}

export async function markBookingCancelled(
  db: Db,
  bookingId: number,
  reason: string | null,
  byDriver: boolean,
): Promise<void> {
  await db
    .update(bookings)
    .set({ state: 'CANCELLED', cancelReason: reason, cancelledByDriver: byDriver })
    .where(eq(bookings.id, bookingId));
}

/** Cancels the booking, not by the driver, unless it was cancelled already: answers whether it changed. */
export async function cancelUncancelledBooking(
  db: Db,
  bookingId: number,
  reason: string | null,
): Promise<boolean> {
  const cancelled = await db
    .update(bookings)
    .set({ state: 'CANCELLED', cancelReason: reason, cancelledByDriver: false })
    .where(and(eq(bookings.id, bookingId), ne(bookings.state, 'CANCELLED')))
    .returning({ id: bookings.id });
  return cancelled.length > 0;
}

/** The booking becomes CONFIRMED and belongs to the passenger's trip. */
export async function confirmBookingForTrip(
  db: Db,
  bookingId: number,
  passengerTripRef: string,
): Promise<void> {
  await db.update(bookings).set({ state: 'CONFIRMED', passengerTripRef }).where(eq(bookings.id, bookingId));
}

/** Cancels the booking with the reason, not by the driver, and answers the changed row. */
export async function cancelBookingForPassenger(
  db: Db,
  bookingId: number,
  reason: string,
): Promise<BookingRow | undefined> {
  const [rejected] = await db
    .update(bookings)
    .set({ state: 'CANCELLED', cancelReason: reason, cancelledByDriver: false })
    .where(eq(bookings.id, bookingId))
    .returning();
  return rejected;
}

export async function setDriverAnswer(
  db: Db,
  bookingId: number,
  confirmed: boolean | null,
  reason: string | null,
): Promise<void> {
  await db.update(bookings).set({ confirmed, confirmationReason: reason }).where(eq(bookings.id, bookingId));
}

export async function setPassengerAnswer(
  db: Db,
  bookingId: number,
  confirmed: boolean | null,
  reason: string | null,
): Promise<void> {
  await db
    .update(bookings)
    .set({ confirmedByPassenger: confirmed, confirmationReasonByPassenger: reason })
    .where(eq(bookings.id, bookingId));
}

/** Both answers on the booking are cleared; answers its ride's id, or undefined when there is no such booking. */
export async function resetBookingValidation(db: Db, bookingId: number): Promise<number | undefined> {
  const [booking] = await db
    .update(bookings)
    .set({
      confirmed: null,
      confirmationReason: null,
      confirmedByPassenger: null,
      confirmationReasonByPassenger: null,
    })
    .where(eq(bookings.id, bookingId))
    .returning({ rideId: bookings.rideId });
  return booking?.rideId;
}
