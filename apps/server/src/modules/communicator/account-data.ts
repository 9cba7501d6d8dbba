import type { Db } from '../../platform/db/database.js';
import { communicatorRecordsOf, deleteCommunicatorRecordsOf } from './repository.js';

/**
 * The communicator's part of a person's own data (decision 0058): their conversations with the messages
 * sent and received in them, and their push devices (not their keys). On removal their own copies go;
 * what they wrote to others stays in the others' conversations under the name 'Verwijderde gebruiker'.
 */
export const communicatorAccountData = {
  part: 'communicator',
  exportUserData: (db: Db, userId: string) => communicatorRecordsOf(db, userId),
  removeUserData: (db: Db, userId: string) => deleteCommunicatorRecordsOf(db, userId),
};
