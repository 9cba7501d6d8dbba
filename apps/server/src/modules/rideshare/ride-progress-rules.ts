import type { RideState } from '@achterhoek/contracts';

const MINUTE = 60_000;
/** A ride is departing this long before it leaves, and done this long after it arrives (reference §2.5). */
export const DEPARTING_BEFORE_MS = 15 * MINUTE;
export const DONE_AFTER_MS = 15 * MINUTE;

const ORDER: RideState[] = ['SCHEDULED', 'DEPARTING', 'IN_TRANSIT', 'ARRIVING', 'VALIDATING', 'COMPLETED'];

export interface RideTimes {
  state: RideState;
  departureTime: number;
  arrivalTime: number;
}

/**
 * The state a ride is in at `now`: SCHEDULED until 15 minutes before departure, then DEPARTING until it
 * leaves, IN_TRANSIT until it arrives, ARRIVING until 15 minutes after, then VALIDATING when a passenger's
 * fare still waits for the confirmations, else COMPLETED. A ride never goes back to an earlier state (a
 * late timer cannot undo a later one), and CANCELLED and COMPLETED stay. VALIDATING ends with the
 * settlement's decisions, not with the clock: once no fare waits any more, the ride is COMPLETED.
 */
export function rideStateAt(ride: RideTimes, now: number, awaitsValidation: boolean): RideState {
  // Validation ends when no passenger's fare waits any more: every one was paid or went back.
  if (ride.state === 'VALIDATING') return awaitsValidation ? 'VALIDATING' : 'COMPLETED';
  if (ride.state === 'CANCELLED' || ride.state === 'COMPLETED') return ride.state;
  const byTime: RideState =
    now < ride.departureTime - DEPARTING_BEFORE_MS
      ? 'SCHEDULED'
      : now < ride.departureTime
        ? 'DEPARTING'
        : now < ride.arrivalTime
          ? 'IN_TRANSIT'
          : now < ride.arrivalTime + DONE_AFTER_MS
            ? 'ARRIVING'
            : awaitsValidation
              ? 'VALIDATING'
              : 'COMPLETED';
  return ORDER.indexOf(byTime) > ORDER.indexOf(ride.state) ? byTime : ride.state;
}

/** When the ride's state changes next by the clock alone; undefined once only a decision can change it. */
export function nextProgressAt(ride: RideTimes, now: number): number | undefined {
  if (ride.state === 'CANCELLED' || ride.state === 'COMPLETED' || ride.state === 'VALIDATING') {
    return undefined;
  }
  const moments = [
    ride.departureTime - DEPARTING_BEFORE_MS,
    ride.departureTime,
    ride.arrivalTime,
    ride.arrivalTime + DONE_AFTER_MS,
  ];
  return moments.find((moment) => moment > now) ?? now;
}
