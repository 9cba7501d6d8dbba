import {
  DRIVER_NOT_MADE_REASONS,
  type Booking,
  type DriverNotMadeReason,
  type Ride,
} from '@achterhoek/contracts';

/** The driver's reasons why a passenger did not ride along (spec 000 §4): the passenger's three and NO_TRIP. */
export const DRIVER_REASONS = DRIVER_NOT_MADE_REASONS;
export type DriverReason = DriverNotMadeReason;

/**
 * Where one booking stands after the ride (spec 000 §4 Ride validation), as the driver sees it:
 * - `driver`: the driver still has to say whether the passenger rode along;
 * - `passenger`: the driver answered, the passenger not yet ('De passagier moet nog bevestigen.');
 * - `disputed`: the driver said yes, the passenger no; the fare waits for an admin;
 * - `settled`: the fare was paid or given back;
 * - `none`: nothing to confirm (the booking was cancelled, or the ride has not ended).
 */
export type BookingValidation = 'driver' | 'passenger' | 'disputed' | 'settled' | 'none';

export function bookingValidation(ride: Ride, booking: Booking): BookingValidation {
  if (booking.state !== 'CONFIRMED') return 'none';
  if (booking.paymentState === 'PAID' || booking.paymentState === 'CANCELLED') return 'settled';
  // The answers are asked only while the ride waits for them; a fare still reserved otherwise is the
  // ride before it ended.
  if (ride.state !== 'VALIDATING') return 'none';
  if (booking.confirmed === undefined) return 'driver';
  if (booking.confirmed && booking.confirmedByPassenger === false) return 'disputed';
  return 'passenger';
}

/** The bookings whose passenger the driver still has to answer for ('Bevestig rit', spec 000 §2). */
export function bookingsAwaitingDriver(ride: Ride): Booking[] {
  return ride.bookings.filter((booking) => bookingValidation(ride, booking) === 'driver');
}

/** The passenger's name as the driver sees it: given and family name, whichever are known. */
export function passengerName(booking: Booking): string {
  const { givenName, familyName } = booking.passenger;
  return [givenName, familyName].filter(Boolean).join(' ');
}
