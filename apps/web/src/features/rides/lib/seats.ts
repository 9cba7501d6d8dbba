import type { Ride } from '@achterhoek/contracts';

/**
 * The seats a ride still has free: the seats the driver offers (`nrSeatsAvailable`, which the server keeps
 * as the offer and does not lower per booking) minus the seats of the bookings that still count on the
 * ride (every state but cancelled). Never below zero.
 */
export function seatsLeft(ride: Pick<Ride, 'nrSeatsAvailable' | 'bookings'>): number {
  const booked = ride.bookings
    .filter((booking) => booking.state !== 'CANCELLED')
    .reduce((sum, booking) => sum + booking.nrSeats, 0);
  return Math.max(0, ride.nrSeatsAvailable - booked);
}
