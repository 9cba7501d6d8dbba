import { TripSchema, type Trip } from '@achterhoek/contracts';

/** What the booking hands to /tripPlanSubmitted: the booked trip, for its summary and the return trip. */
export interface TripPlanSubmittedState {
  trip: Trip;
}

/**
 * The booked trip from the router state, when it is there and whole. After a reload in another tab, or
 * on a visit without a booking, there is none, and the page does without it.
 */
export function bookedTripOf(state: unknown): Trip | undefined {
  if (typeof state !== 'object' || state === null || !('trip' in state)) return undefined;
  const parsed = TripSchema.safeParse(state.trip);
  return parsed.success ? parsed.data : undefined;
}
