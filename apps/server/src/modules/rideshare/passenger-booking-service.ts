import type { Db } from '../../platform/db/database.js';
import { rideTopic } from './ride-progress-job.js';
import {
  bookingWithRide,
  cancelUncancelledBooking,
  lockBookingsAndRides,
  type BookingRow,
  type RideRow,
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
  /**
   * How long the driver can wait at a pickup for a passenger whose train or bus runs late, in seconds:
   * the extra time they accept to spend on passengers (the ride's maximum detour) that the route with its
   * booked passengers does not use yet.
   */
  waitAllowanceSeconds: number;
}

export async function bookingSummary(db: Db, bookingId: number): Promise<BookingSummary | undefined> {
  const row = await bookingWithRide(db, bookingId);
  return row && summaryOfBooking(row.booking, row.ride);
}

/** The summary of a booking on its ride, from rows already read. */
export function summaryOfBooking(booking: BookingRow, ride: RideRow): BookingSummary {
  return {
    bookingId: booking.id,
    rideId: ride.id,
    driverId: ride.driverId,
    passengerId: booking.passengerId,
    passengerName: `${booking.passengerGivenName} ${booking.passengerFamilyName}`.trim(),
    state: booking.state,
    rideTopic: rideTopic(ride),
    waitAllowanceSeconds: Math.max(0, ride.maxDetourSeconds - (ride.durationSeconds - ride.directSeconds)),
    rideFrom: ride.fromLabel,
    rideTo: ride.toLabel,
    departureTime: booking.departureTime,
    arrivalTime: booking.arrivalTime,
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
