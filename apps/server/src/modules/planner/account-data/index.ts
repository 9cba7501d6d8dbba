import type { Db } from '../../../platform/db/database.js';
import {
  deletePlannerRecordsOf,
  openShoutOutsWithOffers,
  plannerRecordsOf,
  unfinishedTripsOf,
} from './repository.js';

/**
 * The planner's part of a person's own data (decision 0058): their trips, searches, shout-outs, ride
 * alerts and calendar feed. A trip that is not over, a fare still reserved or an open shout-out with an
 * offer stands in the way of removing the account; once removed, the trips stay for the books and the
 * drivers, and the rest goes.
 */
export const plannerAccountData = {
  part: 'planner',
  exportUserData: (db: Db, userId: string) => plannerRecordsOf(db, userId),
  removalBlockers: async (db: Db, userId: string): Promise<string[]> => {
    const blockers: string[] = [];
    const open = await unfinishedTripsOf(db, userId);
    if (open.trips > 0 || open.reservedFares > 0) {
      blockers.push(
        'Je hebt nog reizen die niet zijn afgerond: annuleer je geplande reizen en bevestig je gemaakte reizen eerst.',
      );
    }
    if ((await openShoutOutsWithOffers(db, userId)) > 0) {
      blockers.push('Je hebt nog een oproep met een aanbod: trek die oproep eerst in.');
    }
    return blockers;
  },
  removeUserData: (db: Db, userId: string) => deletePlannerRecordsOf(db, userId),
};
