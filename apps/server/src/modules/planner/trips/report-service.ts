import type { UserReport } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { resolveUserRef } from '../../profile/index.js';
import { completedTripsDriven, completedTripsPerMode } from './repository.js';

/**
 * GET /users/{profileRef}/report (reference §1.5): how many completed trips a user made per travel mode as
 * a passenger (a trip with a bus and a train counts once for each), and how many completed trips others
 * made in their car. Any signed-in user may read it: it shows on the public profile.
 */
export async function userReport(db: Db, callerId: string, profileRef: string): Promise<UserReport> {
  const userId = resolveUserRef(profileRef, callerId);
  const perMode = await completedTripsPerMode(db, userId);
  const driven = await completedTripsDriven(db, userId);
  return {
    asPassenger: Object.fromEntries(perMode.map((row) => [row.mode, row.trips])),
    asDriver: driven ?? 0,
  };
}
