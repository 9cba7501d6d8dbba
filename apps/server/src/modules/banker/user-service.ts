import type { BankerAccount, BankerUser, UpdateAccountRequest } from '@achterhoek/contracts';
import { isValidIBAN } from 'ibantools';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { hasRole } from '../../platform/auth/plugin.js';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, invalidFields } from '../../platform/errors.js';
import { ensureUser, type Party } from './account-service.js';
import { accountsByIds, findUserWithAccounts, updateAccountHolder } from './repository/index.js';

/**
 * With credits switched off (spec 000 §1) the users' own credit calls answer 403; treasurers and
 * administrators keep them, as the banker still runs for them.
 */
export function assertMayUseCredits(user: AuthUser, creditsEnabled: boolean): void {
  if (!creditsEnabled && !hasRole(user, 'treasurer') && !hasRole(user, 'admin')) {
    throw new ForbiddenError('Credits zijn uitgeschakeld', 'CREDITS_DISABLED');
  }
}

/** The signed-in user as the banker knows them. */
export function partyOf(user: AuthUser): Party {
  return { managedIdentity: user.id, name: user.fullName, email: user.email ?? null };
}

/** The user's current (free) and premium accounts, created when first asked. */
export async function bankerUser(db: Db, party: Party): Promise<BankerUser> {
  // A user the banker knows, with both accounts, in one query: a read answered on every page of the credits.
  const known = await findUserWithAccounts(db, party.managedIdentity);
  const banker = known?.user ?? (await ensureUser(db, party));
  const found = known
    ? new Map(known.accounts.map((account) => [account.id, account]))
    : await accountsByIds(db, [banker.personalAccountId, banker.premiumAccountId]);
  return {
    managedIdentity: banker.managedIdentity,
    email: banker.email,
    personalAccount: existingAccount(found, banker.personalAccountId),
    premiumAccount: existingAccount(found, banker.premiumAccountId),
  };
}

/**
 * Sets the IBAN and holder of the user's current account (for withdrawals). The IBAN is kept without
 * spaces in capitals and must pass its checksum; an IBAN needs a holder; no IBAN clears the holder too.
 */
export async function updateAccount(db: Db, party: Party, body: UpdateAccountRequest): Promise<void> {
  const iban = body.iban ? body.iban.replace(/\s+/g, '').toUpperCase() : null;
  const ibanHolder = body.ibanHolder || null;
  const problems = [
    ...(iban && !isValidIBAN(iban) ? [{ field: 'body.iban', message: 'Ongeldig IBAN rekeningnummer' }] : []),
    ...(iban && !ibanHolder ? [{ field: 'body.ibanHolder', message: 'Verplicht veld' }] : []),
  ];
  if (problems.length > 0) throw invalidFields(problems);
  const banker = await ensureUser(db, party);
  await updateAccountHolder(db, banker.personalAccountId, { iban, ibanHolder: iban ? ibanHolder : null });
}

function existingAccount(found: Map<number, BankerAccount>, id: number): BankerAccount {
  const account = found.get(id);
  if (!account) throw new Error(`Account ${id} is missing`);
  return account;
}
