import type { Db } from '../../platform/db/database.js';
import { rideTopic } from './ride-progress-job.js';
import {
  bookingWithRide,
  cancelUncancelledBooking,
  lockBookingsAndRides,
  type BookingRow,
} from './repository/index.js';

/**
 * What the planner needs of a booking to message its driver and passenger: who drives, where the
 * ride's conversation lives (its topic), and the passenger's pickup and drop-off times as the ride
 * planned them. Tables stay inside the rideshare module.
 */
export interface BookingSummary {
  bookingId: number;
  rideId: number;
  driverId: string;
  passengerId: string;
  passengerName: string;
  state: BookingRow['state'];
  /** The ride's conversation topic: 'Rit van … naar … op DD-MM-YYYY'. */
  rideTopic: string;
  rideFrom: string;
  rideTo: string;
  departureTime: Date;
  arrivalTime: Date;
}

export async function bookingSummary(db: Db, bookingId: number): Promise<BookingSummary | undefined> {
  const row = await bookingWithRide(db, bookingId);
  if (!row) return undefined;
  return {
    bookingId: row.booking.id,
    rideId: row.ride.id,
    driverId: row.ride.driverId,
    passengerId: row.booking.passengerId,
    passengerName: `${row.booking.passengerGivenName} ${row.booking.passengerFamilyName}`.trim(),
    state: row.booking.state,
    rideTopic: rideTopic(row.ride),
    rideFrom: row.ride.fromLabel,
    rideTo: row.ride.toLabel,
    departureTime: row.booking.departureTime,
    arrivalTime: row.booking.arrivalTime,
  };
}

/**
 * The passenger no longer travels (they cancelled their trip): the booking is cancelled, not by the
 * driver, and its seats free up for others. Answers false when it was cancelled already.
 */
export async function cancelBookingByPassenger(
  db: Db,
  bookingId: number,
  reason: string | undefined,
): Promise<boolean> {
  return cancelUncancelledBooking(db, bookingId, reason ?? null);
}

/**
 * Locks bookings and their rides, in booking order, before the planner locks the passenger's trip: every
 * flow that touches a booking and a trip takes the booking (and its ride) first — the driver's answers and
 * cancellations start there — so two flows at once wait for each other instead of deadlocking.
 */
export async function lockBookingsWithRides(db: Db, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await lockBookingsAndRides(db, bookingIds);
}
