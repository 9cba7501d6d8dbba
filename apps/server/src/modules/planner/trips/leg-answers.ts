import type { Db } from '../../../platform/db/database.js';
import { type BookingAnswers, bookingAnswers } from '../../rideshare/index.js';
import type { LegRow } from './repository.js';

/** No answer from either side yet (also for a leg without a booking). */
const NO_ANSWERS: BookingAnswers = {
  driver: null,
  driverReason: null,
  passenger: null,
  passengerReason: null,
};

/**
 * The answers after the trip on the legs' bookings, by booking id, in one read. Rideshare keeps both
 * answers on the booking (their one owner); the planner reads them through its face and keeps no copy.
 */
export async function answersOfLegs(db: Db, legs: LegRow[]): Promise<Map<number, BookingAnswers>> {
  const bookingIds = legs.flatMap((leg) => (leg.bookingId !== null ? [leg.bookingId] : []));
  return bookingAnswers(db, [...new Set(bookingIds)]);
}

/** One leg's answers out of `answersOfLegs` (none when it has no booking). */
export function answersOfLeg(answers: Map<number, BookingAnswers>, leg: LegRow): BookingAnswers {
  return (leg.bookingId !== null ? answers.get(leg.bookingId) : undefined) ?? NO_ANSWERS;
}
