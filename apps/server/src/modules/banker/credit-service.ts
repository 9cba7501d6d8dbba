import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ensureUser, systemAccountId, type Party } from './account-service.js';
import { movementsOf, post, reversed, type Movement } from './ledger.js';
import { balancesOf, findUser, lockAccounts, type LockedAccount } from './repository/index.js';

export type { Party } from './account-service.js';

/**
 * What other modules do with credits (reference §3.2). Each operation takes `Db`: given the caller's open
 * transaction it works inside it (so a booking and its fare reservation commit or fail together,
 * DESIGN.md §5); given the database it runs in a transaction of its own. Every operation takes an
 * idempotency key: a retried request finds the first transaction and moves nothing again. A balance too
 * low throws a 402 (code INSUFFICIENT_BALANCE) and the caller's transaction rolls back.
 */

export interface Reservation {
  payer: Party;
  amount: number;
  /** How much of the amount (per cent) may come from the payer's premium credits; trips use 100. */
  maxPremiumPercent: number;
  description: string;
  context?: string;
  idempotencyKey: string;
}

/**
 * Reserves a fare: first moves the premium share (at most `maxPremiumPercent` of the amount, at most the
 * premium balance) from the premium to the current account, then the whole amount from the current
 * account to `reservations`. Answers the transaction id, the head of what follows.
 */
export async function reserve(db: Db, r: Reservation): Promise<number> {
  return inTransaction(db, async (tx) => {
    const user = await ensureUser(tx, r.payer);
    const reservations = await systemAccountId(tx, 'reservations');
    // Lock first, so the premium share is computed from the balance the posting will see.
    const locked = await lockForReservation(tx, [user.personalAccountId, user.premiumAccountId]);
    const premium = locked.find((a) => a.id === user.premiumAccountId)?.credits ?? 0;
    const share = Math.max(0, Math.min(Math.round((r.amount * r.maxPremiumPercent) / 100), premium));
    const movements: Movement[] = [];
    if (share > 0) {
      movements.push({
        debit: user.premiumAccountId,
        credit: user.personalAccountId,
        amount: share,
        purpose: 'RELEASE',
      });
    }
    movements.push({
      debit: user.personalAccountId,
      credit: reservations,
      amount: r.amount,
      purpose: 'RESERVATION',
    });
    const posted = await post(tx, {
      description: r.description,
      ...(r.context !== undefined ? { context: r.context } : {}),
      idempotencyKey: r.idempotencyKey,
      movements,
    });
    return posted.transactionId;
  });
}

/**
 * Locks `accountIds` together with `reservations`, all in the ledger's order (by id), as `post` locks
 * them for a reservation; answers the accounts as locked. A flow that reads a balance before it reserves
 * takes this lock, never the payer's accounts alone: holding the payer's account while waiting for
 * `reservations` deadlocks with a release or charge of that payer, which holds `reservations` (the lower
 * id) and waits for the payer's account. PostgreSQL then aborts one of them (a 500); the soak of decision
 * 61 found it.
 */
export async function lockForReservation(tx: Db, accountIds: number[]): Promise<LockedAccount[]> {
  return lockAccounts(tx, [...accountIds, await systemAccountId(tx, 'reservations')]);
}

/** A follow-up of a reservation: which one (`headId`, the id `reserve` answered), and its own key. */
export interface FollowUp {
  headId: number;
  description: string;
  idempotencyKey: string;
}

/** A follow-up that pays (or takes back a payment to) the beneficiary of the fare. */
export interface Settlement extends FollowUp {
  beneficiary: Party;
}

/**
 * Posts a follow-up of reservation `r.headId` in one transaction (the caller's, when `db` is one): the
 * movements `movements` works out inside it, flagged as a rollback when the follow-up undoes an earlier
 * one. Answers the posted transaction's id.
 */
async function postFollowUp(
  db: Db,
  r: FollowUp,
  rollback: boolean,
  movements: (tx: Db) => Promise<Movement[]>,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const posted = await post(tx, {
      description: r.description,
      headId: r.headId,
      ...(rollback ? { rollback: true } : {}),
      idempotencyKey: r.idempotencyKey,
      movements: await movements(tx),
    });
    return posted.transactionId;
  });
}

/** Cancels a reservation: its exact reverse, so the premium share goes back to the premium account. */
export async function release(db: Db, r: FollowUp): Promise<number> {
  return postFollowUp(db, r, false, async (tx) => reversed(await movementsOf(tx, r.headId)));
}

/** Pays a reserved fare to its beneficiary: back from `reservations` to the payer, then on to the beneficiary. */
export async function charge(db: Db, r: Settlement): Promise<number> {
  return postFollowUp(db, r, false, (tx) => payment(tx, r.headId, r.beneficiary));
}

/**
 * Takes a payment back (the driver undoes a confirmation): the exact reverse of the charge — refunded
 * to the payer and reserved again — flagged as a rollback.
 */
export async function uncharge(db: Db, r: Settlement): Promise<number> {
  return postFollowUp(db, r, true, async (tx) => reversed(await payment(tx, r.headId, r.beneficiary)));
}

/** The movements that pay reservation `headId` to the beneficiary. */
async function payment(db: Db, headId: number, beneficiary: Party): Promise<Movement[]> {
  const { payer, amount, reservations } = await reservationOf(db, headId);
  const to = await ensureUser(db, beneficiary);
  return [
    { debit: reservations, credit: payer, amount, purpose: 'RELEASE' },
    { debit: payer, credit: to.personalAccountId, amount, purpose: 'PAYMENT' },
  ];
}

/** Reserves a cancelled fare again (the passenger undoes a cancellation), flagged as a rollback. */
export async function uncancel(db: Db, r: FollowUp): Promise<number> {
  return postFollowUp(db, r, true, async (tx) => {
    const { payer, amount, reservations } = await reservationOf(tx, r.headId);
    return [{ debit: payer, credit: reservations, amount, purpose: 'RESERVATION' }];
  });
}

/** A user's whole credits: on the current (free) account and on the premium account. */
export interface CreditBalance {
  current: number;
  premium: number;
}

/**
 * What a user holds, read in the caller's transaction (so a flow sees its own reservations). A user the
 * banker has not seen yet holds nothing; reading does not create their accounts.
 */
export async function balanceOf(db: Db, managedIdentity: string): Promise<CreditBalance> {
  const user = await findUser(db, managedIdentity);
  if (!user) return { current: 0, premium: 0 };
  const rows = await balancesOf(db, [user.personalAccountId, user.premiumAccountId]);
  const credits = (id: number) => rows.find((row) => row.id === id)?.credits ?? 0;
  return { current: credits(user.personalAccountId), premium: credits(user.premiumAccountId) };
}

/** The payer's current account and the amount of a reservation transaction. */
async function reservationOf(
  db: Db,
  headId: number,
): Promise<{ payer: number; amount: number; reservations: number }> {
  const reservation = (await movementsOf(db, headId)).find((m) => m.purpose === 'RESERVATION');
  if (!reservation) throw new Error(`Transaction ${headId} is not a reservation`);
  return { payer: reservation.debit, amount: reservation.amount, reservations: reservation.credit };
}
