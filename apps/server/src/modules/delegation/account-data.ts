import type { Db } from '../../platform/db/database.js';
import { delegationRecordsOf, endDelegationsOf } from './repository.js';

/**
 * The delegation module's part of a person's own data (decision 0058): the delegations they are in on
 * either side (never a code), and on removal every one of them ends.
 */
export const delegationAccountData = {
  part: 'delegation',
  exportUserData: async (db: Db, userId: string) => ({ delegations: await delegationRecordsOf(db, userId) }),
  removeUserData: (db: Db, userId: string, now: Date) => endDelegationsOf(db, userId, now),
};
