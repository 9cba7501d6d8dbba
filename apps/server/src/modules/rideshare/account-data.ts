import { REMOVED_USER_NAME } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  anonymiseRideshareRecordsOf,
  rideshareRecordsOf,
  unfinishedRidesWithPassengers,
} from './repository/index.js';

/** Why the rides of a removed driver that were still to come were cancelled (no passenger had booked). */
const REMOVED_CANCEL_REASON = 'Account verwijderd';

/**
 * The rideshare module's part of a person's own data (decision 0058): their cars, rides and bookings. A
 * driver whose rides still carry passengers must cancel those rides first; once removed, the rides and
 * bookings others keep show 'Verwijderde gebruiker'.
 */
export const rideshareAccountData = {
  part: 'rideshare',
  exportUserData: (db: Db, userId: string) => rideshareRecordsOf(db, userId),
  removalBlockers: async (db: Db, userId: string): Promise<string[]> =>
    (await unfinishedRidesWithPassengers(db, userId)) > 0
      ? ['Je hebt nog ritten met passagiers: annuleer die ritten eerst.']
      : [],
  removeUserData: (db: Db, userId: string) =>
    anonymiseRideshareRecordsOf(db, userId, REMOVED_USER_NAME, REMOVED_CANCEL_REASON),
};
