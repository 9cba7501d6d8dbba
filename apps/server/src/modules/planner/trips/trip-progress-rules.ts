import { TRIP_REMINDER_MINUTES, TRIP_STATES, type TripState } from '@achterhoek/contracts';

const MINUTE = 60_000;
/** A leg is departing this long before it starts, and done this long after it ends (reference §1.5). */
export const LEG_DEPARTING_BEFORE_MS = 15 * MINUTE;
export const LEG_DONE_AFTER_MS = 15 * MINUTE;
/** The passenger's reminder comes this long before the trip leaves (spec 000 §9). */
export const TRIP_REMINDER_BEFORE_MS = TRIP_REMINDER_MINUTES * MINUTE;

/** The states in the order a trip lives through them (the contract lists them so); CANCELLED stands apart. */
const ORDER: readonly TripState[] = TRIP_STATES.filter((state) => state !== 'CANCELLED');
/** Where a state comes in a trip's life (CANCELLED: -1). */
export const tripStateRank = (state: TripState) => ORDER.indexOf(state);

export interface LegProgress {
  state: TripState;
  startTime: number;
  endTime: number;
  /** A shared leg must be booked before the trip is scheduled. */
  bookingRequired: boolean;
  /** The leg's booking on the ride exists and is confirmed. */
  booked: boolean;
  /** The leg's fare is reserved: it waits for both sides to confirm the trip before it is paid. */
  paymentDue: boolean;
}

/**
 * A leg's state at `now` (reference §1.5), the first rule that holds: cancelled stays cancelled; a shared
 * leg without its booking is BOOKING; 15 minutes after its end it is VALIDATING while its fare is due,
 * else COMPLETED; after its end ARRIVING; after its start IN_TRANSIT; 15 minutes before its start
 * DEPARTING; else SCHEDULED. A leg never goes back (a late timer cannot undo a later state), and
 * VALIDATING and COMPLETED stay: leaving VALIDATING is the settlement's decision, not the clock's.
 */
export function legStateAt(leg: LegProgress, now: number): TripState {
  if (leg.state === 'CANCELLED' || leg.state === 'VALIDATING' || leg.state === 'COMPLETED') return leg.state;
  if (leg.bookingRequired && !leg.booked) return 'BOOKING';
  const byTime: TripState =
    now >= leg.endTime + LEG_DONE_AFTER_MS
      ? leg.paymentDue
        ? 'VALIDATING'
        : 'COMPLETED'
      : now >= leg.endTime
        ? 'ARRIVING'
        : now >= leg.startTime
          ? 'IN_TRANSIT'
          : now >= leg.startTime - LEG_DEPARTING_BEFORE_MS
            ? 'DEPARTING'
            : 'SCHEDULED';
  return tripStateRank(byTime) > tripStateRank(leg.state) ? byTime : leg.state;
}

/**
 * The trip's state from its legs' (reference §1.5): any cancelled leg cancels the trip; a leg still
 * before SCHEDULED holds the trip there; while no leg has arrived the trip is as far as its furthest
 * leg; once one has, the trip is IN_TRANSIT until every leg has at least started; then it is as far as
 * its slowest leg.
 */
export function tripStateOf(legStates: TripState[]): TripState {
  if (legStates.length === 0) return 'PLANNING';
  if (legStates.includes('CANCELLED')) return 'CANCELLED';
  const lowest = legStates.reduce((a, b) => (tripStateRank(b) < tripStateRank(a) ? b : a));
  const highest = legStates.reduce((a, b) => (tripStateRank(b) > tripStateRank(a) ? b : a));
  if (tripStateRank(lowest) < tripStateRank('SCHEDULED')) return lowest;
  if (tripStateRank(highest) < tripStateRank('ARRIVING')) return highest;
  if (tripStateRank(lowest) < tripStateRank('IN_TRANSIT')) return 'IN_TRANSIT';
  return lowest;
}

/**
 * When the trip's legs next change state by the clock, or the passenger's reminder is due: the
 * earliest such moment after `now`, or undefined when nothing more happens by time (the trip is
 * cancelled, completed or waiting for its confirmations).
 */
export function nextProgressAt(
  legs: LegProgress[],
  now: number,
  reminder: { due: boolean; departureTime: number },
): number | undefined {
  const moments: number[] = [];
  for (const leg of legs) {
    if (leg.state === 'CANCELLED' || leg.state === 'VALIDATING' || leg.state === 'COMPLETED') continue;
    if (leg.bookingRequired && !leg.booked) continue;
    moments.push(
      leg.startTime - LEG_DEPARTING_BEFORE_MS,
      leg.startTime,
      leg.endTime,
      leg.endTime + LEG_DONE_AFTER_MS,
    );
  }
  if (reminder.due) moments.push(reminder.departureTime - TRIP_REMINDER_BEFORE_MS);
  const future = moments.filter((moment) => moment > now);
  return future.length > 0 ? Math.min(...future) : undefined;
}
