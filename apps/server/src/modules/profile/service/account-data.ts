import { ACCOUNT_DATA_FORMAT, ACCOUNT_NOT_REMOVABLE, type AccountDataExport } from '@achterhoek/contracts';
import type { RequestIdentity } from '../../../platform/auth/identity.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { ConflictError, ForbiddenError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import type { ProfileServiceDeps } from './shared.js';

/**
 * What each module offers for a person's own data (decision 0058): its records of them for the export,
 * what stands in the way of removing them, and the removal itself inside the one transaction of all
 * modules. The modules' functions are composed in app.ts; the profile module runs them.
 */
export interface AccountDataPort {
  /** The part's name in the export: the module's. */
  part: string;
  /** The person's records in this module, never a secret (password hash, token, code). */
  exportUserData(db: Db, userId: string): Promise<Record<string, unknown>>;
  /** In Dutch, what the person must do first before the account can go; empty when nothing. */
  removalBlockers?(db: Db, userId: string, now: Date): Promise<string[]>;
  /** Removes what concerns only the person and anonymises what others must keep (inside `db`'s transaction). */
  removeUserData(db: Db, userId: string, now: Date): Promise<void>;
}

/** Only the person themself: a delegate acting for somebody may neither download nor remove their data. */
function requireOwnSelf(identity: RequestIdentity): string {
  if (identity.actor.id !== identity.subject.id) {
    throw new ForbiddenError(
      'Alleen de persoon zelf kan dit doen, niet iemand die namens hem of haar handelt.',
    );
  }
  return identity.subject.id;
}

/** The profile module's own part: the profile and what hangs on it (the photo by its key, not its bytes). */
const profilePart: AccountDataPort = {
  part: 'profile',
  exportUserData: (db, userId) => repository.profileRecordsOf(db, userId),
  removeUserData: async () => undefined, // the profile goes last, in removeAccount
};

export async function exportAccountData(
  deps: ProfileServiceDeps,
  ports: readonly AccountDataPort[],
  identity: RequestIdentity,
): Promise<AccountDataExport> {
  const userId = requireOwnSelf(identity);
  // One snapshot: every part is read inside the same transaction.
  const parts = await inTransaction(deps.db, async (tx) => {
    const result: Record<string, Record<string, unknown>> = {};
    for (const port of [profilePart, ...ports]) result[port.part] = await port.exportUserData(tx, userId);
    return result;
  });
  return {
    format: ACCOUNT_DATA_FORMAT,
    exportedAt: deps.clock.now().toISOString(),
    userId,
    parts: JSON.parse(JSON.stringify(parts)) as AccountDataExport['parts'],
  };
}

/**
 * Removes the caller's account in one transaction across the modules, or refuses (409, nothing changed)
 * while something still binds it: credits, reservations, trips or rides with bookings to come. Once
 * removed, no token of the person is accepted any more (the closed account), and their photo goes.
 */
export async function removeAccount(
  deps: ProfileServiceDeps,
  ports: readonly AccountDataPort[],
  identity: RequestIdentity,
): Promise<void> {
  const userId = requireOwnSelf(identity);
  const now = deps.clock.now();
  const removed = await inTransaction(deps.db, async (tx) => {
    const blockers: string[] = [];
    for (const port of ports) blockers.push(...((await port.removalBlockers?.(tx, userId, now)) ?? []));
    if (blockers.length > 0) {
      throw new ConflictError(
        `Je account kan nog niet worden verwijderd. ${blockers.join(' ')}`,
        ACCOUNT_NOT_REMOVABLE,
      );
    }
    for (const port of ports) await port.removeUserData(tx, userId, now);
    const profile = await repository.deleteProfileOf(tx, userId);
    await repository.insertClosedAccount(tx, userId, now);
    return profile;
  });
  // After the commit: a photo removed before it would be gone if the removal rolled back.
  if (removed?.imagePath) await deps.images.remove(removed.imagePath).catch(() => undefined);
}

/** Whether the account was removed: its tokens are refused (the authentication's check, app.ts). */
export function isAccountClosed(db: Db, userId: string): Promise<boolean> {
  return repository.isClosedAccount(db, userId);
}
