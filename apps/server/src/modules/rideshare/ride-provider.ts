import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ActiveRide } from '@achterhoek/routing';
import type { Db } from '../../platform/db/database.js';
import { activeRideOf } from './booking-service.js';
import { ACTIVE_BOOKING_STATES, bookings, cars, rides } from './schema.js';

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
      const now = new Date(nowMs());
      const rows = await db
        .select({ ride: rides, car: cars })
        .from(rides)
        .innerJoin(cars, eq(cars.id, rides.carId))
        .where(
          and(
            eq(rides.state, 'SCHEDULED'),
            gt(rides.departureTime, now),
            gte(rides.nrSeatsAvailable, window.seats),
            lt(rides.departureTime, new Date(window.latestArrival)),
            gt(rides.arrivalTime, new Date(window.earliestDeparture)),
            window.needsAssistance ? eq(rides.ableToAssist, true) : undefined,
            window.luggage && window.luggage.length > 0
              ? sql`${rides.luggageOptions} @> ${JSON.stringify(window.luggage)}::jsonb`
              : undefined,
          ),
        )
        .orderBy(asc(rides.departureTime));
      if (rows.length === 0) return [];
      const booked = await db
        .select()
        .from(bookings)
        .where(
          and(
            inArray(
              bookings.rideId,
              rows.map((row) => row.ride.id),
            ),
            inArray(bookings.state, [...ACTIVE_BOOKING_STATES]),
          ),
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
