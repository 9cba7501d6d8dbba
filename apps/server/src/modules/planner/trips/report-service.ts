import { and, eq, sql } from 'drizzle-orm';
import type { UserReport } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { resolveUserRef } from '../../profile/index.js';
import { tripLegs, trips } from '../schema.js';

/**
 * GET /users/{profileRef}/report (reference §1.5): how many completed trips a user made per travel mode as
 * a passenger (a trip with a bus and a train counts once for each), and how many completed trips others
 * made in their car. Any signed-in user may read it: it shows on the public profile.
 */
export async function userReport(db: Db, callerId: string, profileRef: string): Promise<UserReport> {
  const userId = resolveUserRef(profileRef, callerId);
  const mode = sql<string>`${tripLegs.leg}->>'traverseMode'`;
  const perMode = await db
    .select({ mode, trips: sql<number>`count(distinct ${tripLegs.tripId})::int` })
    .from(tripLegs)
    .innerJoin(trips, eq(trips.id, tripLegs.tripId))
    .where(and(eq(trips.travellerId, userId), eq(trips.state, 'COMPLETED')))
    .groupBy(mode);
  const [driven] = await db
    .select({ trips: sql<number>`count(distinct ${tripLegs.tripId})::int` })
    .from(tripLegs)
    .innerJoin(trips, eq(trips.id, tripLegs.tripId))
    .where(and(sql`${tripLegs.leg}->>'driverId' = ${userId}`, eq(trips.state, 'COMPLETED')));
  return {
    asPassenger: Object.fromEntries(perMode.map((row) => [row.mode, row.trips])),
    asDriver: driven?.trips ?? 0,
  };
}
