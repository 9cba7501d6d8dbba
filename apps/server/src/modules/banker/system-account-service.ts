import {
  SYSTEM_INSUFFICIENT_MESSAGE,
  SystemAccountCodeSchema,
  type BankerAccount,
  type Paged,
  type PremiumLimits,
  type SystemAccount,
  type SystemAccounts,
  type SystemMovementRequest,
  type SystemStatement,
  type TransactionPurpose,
  type UpdateSystemAccountRequest,
} from '@achterhoek/contracts';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { pagedView } from '../../platform/http/paged.js';
import {
  invalidFields,
  NotFoundError,
  PaymentRequiredError,
  UnprocessableError,
} from '../../platform/errors.js';
import { systemAccountId } from './account-service.js';
import { INSUFFICIENT_BALANCE, post, sayingLowBalanceAs } from './ledger.js';
import {
  accountById,
  lockAccounts,
  statementPage,
  systemAccountRows,
  updateAccountHolder,
} from './repository/index.js';

/**
 * The treasurer's side of the system accounts (spec 001 §2.17–2.19; reference §3.2, §3.4): their balances
 * and statements, the IBAN and holder of each (the bank reserve's pays the payouts), and the premium
 * budget raised from and lowered back into the bank reserve within the configured bounds. Who may call
 * these is the routes' business (treasurer or admin); a person's own account is never one of them.
 */

/** Only the premium budget is raised and lowered by hand (reference §3.4 'deposit directly into an account'). */
export const ONLY_PREMIUMS_MESSAGE = 'Alleen het premiebudget kan worden opgehoogd of verlaagd';

/** The three system accounts with their balances, IBAN and holder. */
export async function systemAccounts(db: Db): Promise<SystemAccounts> {
  const rows = await systemAccountRows(db);
  return { data: rows.filter(isSystemAccount) };
}

/**
 * One page of a system account's lines, newest first, optionally of one purpose only; `until` keeps the
 * pages stable while new lines arrive. Every line names the account on the other side.
 */
export async function systemStatements(
  db: Db,
  id: number,
  query: {
    purpose?: TransactionPurpose | undefined;
    until?: string | undefined;
    offset: number;
    maxResults: number;
  },
): Promise<Paged<SystemStatement>> {
  const account = await systemAccountOrNotFound(db, id);
  const { offset, maxResults, until, purpose } = query;
  const found = await statementPage(db, [account.id], {
    offset,
    maxResults,
    ...(until ? { until: new Date(until) } : {}),
    ...(purpose ? { purpose } : {}),
  });
  return pagedView(offset, found, (line) => ({
    id: line.id,
    transactionTime: line.transactionTime,
    type: line.type,
    amount: line.amount,
    description: line.description,
    counterparty: { id: line.counterparty.id, name: line.counterparty.name },
    purpose: line.purpose,
    rollback: line.rollback,
  }));
}

/**
 * Raises the premium budget: one balanced transaction debiting the bank reserve and crediting the premium
 * budget (purpose DEPOSIT), of at least `depositMin` and at most `depositMax` credits (422 otherwise).
 * Only the premium budget takes it (422 for another system account).
 */
export async function depositPremiums(
  db: Db,
  limits: PremiumLimits,
  id: number,
  body: SystemMovementRequest,
): Promise<SystemAccount> {
  const account = await premiumsOrRefuse(db, id);
  assertWithin(body.amountCredits, limits.depositMin, limits.depositMax);
  await post(db, {
    description: body.description,
    movements: [
      {
        debit: await systemAccountId(db, 'banking-reserve'),
        credit: account.id,
        amount: body.amountCredits,
        purpose: 'DEPOSIT',
      },
    ],
  });
  return systemAccountOrNotFound(db, id);
}

/**
 * Lowers the premium budget back into the bank reserve (purpose WITHDRAWAL), in one database transaction
 * with both accounts locked first, so the balance checked is the one the posting moves and two lowerings
 * at once queue: at least `withdrawalMin` and at most `withdrawalMax` credits (422), and never more than
 * the budget holds (402 'Onvoldoende saldo voor dit aantal credits').
 */
export async function withdrawPremiums(
  db: Db,
  limits: PremiumLimits,
  id: number,
  body: SystemMovementRequest,
): Promise<SystemAccount> {
  const account = await premiumsOrRefuse(db, id);
  assertWithin(body.amountCredits, limits.withdrawalMin, limits.withdrawalMax);
  // The ledger's own refusal, in the spec's words for a system account.
  await sayingLowBalanceAs(SYSTEM_INSUFFICIENT_MESSAGE, async () => {
    await inTransaction(db, async (tx) => {
      const reserve = await systemAccountId(tx, 'banking-reserve');
      const locked = await lockAccounts(tx, [reserve, account.id]);
      const budget = locked.find((row) => row.id === account.id)!.credits;
      if (body.amountCredits > budget) {
        throw new PaymentRequiredError(SYSTEM_INSUFFICIENT_MESSAGE, INSUFFICIENT_BALANCE);
      }
      await post(tx, {
        description: body.description,
        movements: [
          { debit: account.id, credit: reserve, amount: body.amountCredits, purpose: 'WITHDRAWAL' },
        ],
      });
    });
  });
  return systemAccountOrNotFound(db, id);
}

/**
 * Sets the IBAN and holder of a system account (the 'Systeeminstellingen' save, spec 001 §2.17): the IBAN
 * must pass its checksum (400 naming body.iban, nothing stored) and is kept in its electronic format
 * (capitals, no spaces); the holder is trimmed.
 */
export async function updateSystemAccount(
  db: Db,
  id: number,
  body: UpdateSystemAccountRequest,
): Promise<SystemAccount> {
  const account = await systemAccountOrNotFound(db, id);
  const iban = electronicFormatIBAN(body.iban) ?? '';
  if (!isValidIBAN(iban)) {
    throw invalidFields([{ field: 'body.iban', message: 'Ongeldig IBAN rekeningnummer' }]);
  }
  await updateAccountHolder(db, account.id, { iban, ibanHolder: body.ibanHolder.trim() });
  return systemAccountOrNotFound(db, id);
}

function isSystemAccount(account: BankerAccount): account is SystemAccount {
  return account.purpose === 'SYSTEM' && SystemAccountCodeSchema.safeParse(account.ncan).success;
}

/** The system account with this id; a person's account, or none, is not found (404). */
async function systemAccountOrNotFound(db: Db, id: number): Promise<SystemAccount> {
  const account = await accountById(db, id);
  if (!account || !isSystemAccount(account)) {
    throw new NotFoundError('Deze systeemrekening bestaat niet', 'SYSTEM_ACCOUNT_NOT_FOUND');
  }
  return account;
}

/** The premium budget, when `id` is it; another system account is refused (422), a person's not found. */
async function premiumsOrRefuse(db: Db, id: number): Promise<SystemAccount> {
  const account = await systemAccountOrNotFound(db, id);
  if (account.ncan !== 'premiums') throw new UnprocessableError(ONLY_PREMIUMS_MESSAGE, 'NOT_PREMIUMS');
  return account;
}

/** An amount within the configured bounds: 422 'Minimaal {n}' below, 'Maximaal {n}' above. */
function assertWithin(amount: number, min: number, max: number): void {
  if (amount < min) throw new UnprocessableError(`Minimaal ${min}`, 'BELOW_MINIMUM');
  if (amount > max) throw new UnprocessableError(`Maximaal ${max}`, 'ABOVE_MAXIMUM');
}
