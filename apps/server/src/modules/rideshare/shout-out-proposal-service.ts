import type { Db } from '../../platform/db/database.js';
import { lockBookingsWithRides } from './passenger-booking-service.js';
import {
  bookingById,
  cancelBookingForPassenger,
  confirmBookingForTrip,
  statesOfBookings,
  type BookingRow,
} from './repository/index.js';

/**
 * A driver's offer on a shout-out is a PROPOSED booking on a ride of theirs (reference §7.3). The planner
 * turns it into a real booking when the passenger accepts, or rejects it when the passenger chooses
 * another offer or cancels the shout-out. The ride itself stays either way (as in the original).
 */

/**
 * The booking with its ride locked (until the caller's transaction ends), when it is still a proposal;
 * undefined when it is gone or no longer PROPOSED (the driver withdrew it, or it was rejected).
 */
async function lockStandingProposal(db: Db, bookingId: number): Promise<BookingRow | undefined> {
  await lockBookingsWithRides(db, [bookingId]);
  const booking = await bookingById(db, bookingId);
  return booking?.state === 'PROPOSED' ? booking : undefined;
}

/**
 * The passenger accepted the offer: the booking becomes CONFIRMED and belongs to their trip. Answers false
 * when it is no longer a proposal (the driver withdrew it, or it was rejected).
 */
export async function acceptProposedBooking(
  db: Db,
  bookingId: number,
  passengerTripRef: string,
): Promise<boolean> {
  if (!(await lockStandingProposal(db, bookingId))) return false;
  await confirmBookingForTrip(db, bookingId, passengerTripRef);
  return true;
}

/**
 * The passenger chose another offer or cancelled the shout-out: a proposal still standing is cancelled
 * with the reason, not by the driver. Answers the rejected booking, or undefined when it no longer stood.
 */
export async function rejectProposedBooking(
  db: Db,
  bookingId: number,
  reason: string,
): Promise<BookingRow | undefined> {
  if (!(await lockStandingProposal(db, bookingId))) return undefined;
  return cancelBookingForPassenger(db, bookingId, reason);
}

/** The states of some bookings, by id: what the planner shows of the offers on a shout-out. */
export async function bookingStates(db: Db, bookingIds: number[]): Promise<Map<number, BookingRow['state']>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await statesOfBookings(db, bookingIds);
  return new Map(rows.map((row) => [row.id, row.state]));
}
