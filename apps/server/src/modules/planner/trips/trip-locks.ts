import type { Db } from '../../../platform/db/database.js';
import { lockBookingsWithRides } from '../../rideshare/index.js';
import { bookingIdsOfTrip, lockTrip, type TripRow } from './repository.js';

/**
 * Locks a trip for a change that also touches its bookings: first its bookings and their rides (in booking
 * order), then the trip. The rideshare flows (a driver's answer, undo or cancellation) lock a booking and
 * its ride before they reach the trip, so taking the locks in the same order here makes concurrent flows
 * wait for each other instead of deadlocking (PostgreSQL would break a deadlock by failing one of them).
 */
export async function lockTripWithBookings(tx: Db, tripId: number): Promise<TripRow | undefined> {
  await lockBookingsWithRides(tx, await bookingIdsOfTrip(tx, tripId));
  return lockTrip(tx, tripId);
}
