import type { ActiveRide } from '@achterhoek/routing';

/** When a passenger could travel: rides that overlap this window are worth matching. */
export interface RideWindow {
  earliestDeparture: number;
  latestArrival: number;
  seats: number;
}

/**
 * Where the planner gets the rides passengers may still join. The rideshare module provides the real
 * one (rides, their bookings and stops, from its tables); the planner only reads through this interface.
 */
export interface RideProvider {
  activeRides(window: RideWindow): Promise<ActiveRide[]>;
}

/** Until drivers can offer rides in the app, there are none to match. */
export const NO_RIDES: RideProvider = { activeRides: async () => [] };
