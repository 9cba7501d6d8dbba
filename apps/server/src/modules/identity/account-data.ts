import type { Db } from '../../platform/db/database.js';
import { accountRecordOf, deleteAccountAndSessions } from './repository.js';

/**
 * The identity module's part of a person's own data (decision 0058): their login (e-mail, names, roles;
 * never the password hash or a token), and its removal with every session, so they cannot sign in again.
 */
export const identityAccountData = {
  part: 'identity',
  exportUserData: async (db: Db, userId: string) => ({
    account: (await accountRecordOf(db, userId)) ?? null,
  }),
  removeUserData: (db: Db, userId: string) => deleteAccountAndSessions(db, userId),
};
