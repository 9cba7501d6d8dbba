import type { ActiveRide } from '@achterhoek/routing';
import type { Db } from '../../platform/db/database.js';
import { activeRideOf } from './booking-service.js';
import { activeBookingsOfRides, joinableRidesWithCars } from './repository/index.js';

/** When a passenger could travel: rides that overlap this window are worth matching. */
export interface RideWindow {
  earliestDeparture: number;
  latestArrival: number;
  seats: number;
  /** The passenger needs help: only drivers able to assist. */
  needsAssistance?: boolean;
  /** The passenger's luggage: only rides that take every piece of it. */
  luggage?: readonly string[];
}

/** Where the planner gets the rides passengers may still join; it only reads through this interface. */
export interface RideProvider {
  activeRides(window: RideWindow): Promise<ActiveRide[]>;
}

/**
 * The rides passengers may still join, for the planner (reference §2.3): scheduled, not yet left, with
 * at least the seats asked for, overlapping the passenger's window; each with its booked passengers and
 * stops, so the insertion keeps their places. The driver never meets their own search: the routing
 * package leaves out rides of the traveller.
 */
export function rideshareRideProvider(db: Db, nowMs: () => number): RideProvider {
  return {
    async activeRides(window: RideWindow): Promise<ActiveRide[]> {
      const rows = await joinableRidesWithCars(db, { ...window, now: new Date(nowMs()) });
      if (rows.length === 0) return [];
      const booked = await activeBookingsOfRides(
        db,
        rows.map((row) => row.ride.id),
      );
      return rows.map(({ ride, car }) =>
        activeRideOf(
          ride,
          booked.filter((booking) => booking.rideId === ride.id),
          car,
        ),
      );
    },
  };
}
