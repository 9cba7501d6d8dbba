import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import {
  accountIdByCode,
  findUser,
  insertSystemAccounts,
  insertUserWithAccounts,
  lockUserCreation,
  type BankerUserRow,
} from './repository/index.js';

export type { BankerUserRow } from './repository/index.js';

/**
 * The system accounts (reference §3.2), created at first start: the bank reserve ("the vault", an
 * asset: the euros the association holds for all credits), the reservations (fares reserved until a
 * trip is settled) and the premium budget (rewards). The names show on users' statements.
 */
export const SYSTEM_ACCOUNTS = [
  { ncan: 'banking-reserve', name: 'Bankreserve', type: 'ASSET' },
  { ncan: 'reservations', name: 'Reserveringen', type: 'LIABILITY' },
  { ncan: 'premiums', name: 'Premiebudget', type: 'LIABILITY' },
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[number]['ncan'];

/** Someone credits move for: the banker knows users by their managed identity. */
export interface Party {
  managedIdentity: string;
  name: string;
  email?: string | null;
}

export async function ensureSystemAccounts(db: Db): Promise<void> {
  await insertSystemAccounts(db, SYSTEM_ACCOUNTS);
}

export async function systemAccountId(db: Db, ncan: SystemAccountCode): Promise<number> {
  const id = await accountIdByCode(db, ncan);
  if (id === undefined) throw new Error(`System account ${ncan} is missing`);
  return id;
}

/**
 * The user's banker record with a current and a premium account, created when first seen. Two first
 * requests at once are serialised by an advisory lock on the identity, so nobody gets two sets.
 */
export async function ensureUser(db: Db, user: Party): Promise<BankerUserRow> {
  const existing = await findUser(db, user.managedIdentity);
  if (existing) return existing;
  return inTransaction(db, async (tx) => {
    await lockUserCreation(tx, user.managedIdentity);
    const again = await findUser(tx, user.managedIdentity);
    if (again) return again;
    return insertUserWithAccounts(
      tx,
      { managedIdentity: user.managedIdentity, email: user.email ?? null, name: user.name },
      { personal: accountCode(), premium: accountCode() },
    );
  });
}

/** `PLA-` and a random token: a personal liability account (reference §3.2). */
function accountCode(): string {
  return `PLA-${randomBytes(6).toString('hex').toUpperCase()}`;
}
