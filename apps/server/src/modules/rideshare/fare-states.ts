import type { Db } from '../../platform/db/database.js';

/** What became of a booking's fare: reserved, given back to the passenger, or paid to the driver. */
export type FareState = 'RESERVED' | 'CANCELLED' | 'PAID';

/**
 * The fare's state of each booking, by booking id (null: none reserved). The planner owns the fare (it
 * reserves, pays and gives it back on the passenger's leg), so rideshare asks it through this function,
 * given at registration; rideshare never imports the planner.
 */
export type FareStatesOf = (tx: Db, bookingIds: number[]) => Promise<Map<number, FareState | null>>;

/**
 * The fare's state of each booking, asked of the planner. Without the planner (rideshare built alone in
 * tests) every state is unknown, read as null like a fare never reserved.
 */
export async function fareStatesFor(
  fareStatesOf: FareStatesOf | undefined,
  tx: Db,
  bookingIds: number[],
): Promise<Map<number, FareState | null>> {
  if (!fareStatesOf || bookingIds.length === 0) return new Map();
  return fareStatesOf(tx, bookingIds);
}

/** One booking's fare state from the answer of `fareStatesFor` (null when unknown). */
export function fareStateIn(states: Map<number, FareState | null>, bookingId: number): FareState | null {
  return states.get(bookingId) ?? null;
}
