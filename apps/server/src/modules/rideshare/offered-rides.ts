import { and, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rides } from './schema.js';

type RideRow = typeof rides.$inferSelect;

/** What the planner is told of a ride just offered (its ride alerts; RideshareContext.onRideOffered). */
export interface OfferedRide {
  id: number;
  driverId: string;
  departureTime: number;
  arrivalTime: number;
}

export const offeredRide = (row: Pick<RideRow, 'id' | 'driverId' | 'departureTime' | 'arrivalTime'>) => ({
  id: row.id,
  driverId: row.driverId,
  departureTime: row.departureTime.getTime(),
  arrivalTime: row.arrivalTime.getTime(),
});

/**
 * The rides an offer made: the ride itself, and for a recurrence every ride of it from the first on
 * (they are made together, eight weeks ahead).
 */
export async function ridesOfOffer(db: Db, rideId: number): Promise<OfferedRide[]> {
  const [first] = await db.select().from(rides).where(eq(rides.id, rideId));
  if (!first) return [];
  if (first.templateId === null) return [offeredRide(first)];
  const all = await db
    .select()
    .from(rides)
    .where(
      and(
        eq(rides.templateId, first.templateId),
        gte(rides.departureTime, first.departureTime),
        ne(rides.state, 'CANCELLED'),
      ),
    );
  return all.map(offeredRide);
}

/** Tells the planner of each ride, one after the other; a failure is logged and does not stop the rest. */
export async function announceOfferedRides(
  announce: ((ride: OfferedRide) => Promise<void>) | undefined,
  offered: OfferedRide[],
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  if (!announce) return;
  for (const ride of offered) {
    try {
      await announce(ride);
    } catch (error) {
      log.error({ err: error, rideId: ride.id }, 'announcing the ride to ride alerts failed');
    }
  }
}
