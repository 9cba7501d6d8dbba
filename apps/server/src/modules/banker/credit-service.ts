import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { ensureUser, systemAccountId } from './accounts.js';
import { movementsOf, post, reversed, type Movement } from './ledger.js';
import { accounts } from './schema.js';

/**
 * What other modules do with credits (reference §3.2), always inside their own database transaction so
 * that a booking and its fare reservation commit or fail together (DESIGN.md §5). Every operation takes
 * an idempotency key: a retried request finds the first transaction and moves nothing again. A balance
 * too low answers 402 and the caller's transaction rolls back.
 */

export interface Party {
  managedIdentity: string;
  name: string;
  email?: string | null;
}

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
  const user = await ensureUser(db, r.payer);
  const reservations = await systemAccountId(db, 'reservations');
  // Lock first, so the premium share is computed from the balance the posting will see.
  const locked = await db
    .select({ id: accounts.id, credits: accounts.credits })
    .from(accounts)
    .where(inArray(accounts.id, [user.personalAccountId, user.premiumAccountId]))
    .orderBy(accounts.id)
    .for('update');
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
  const posted = await post(db, {
    description: r.description,
    ...(r.context !== undefined ? { context: r.context } : {}),
    idempotencyKey: r.idempotencyKey,
    movements,
  });
  return posted.transactionId;
}

/** Cancels a reservation: its exact reverse, so the premium share goes back to the premium account. */
export async function release(
  db: Db,
  r: { headId: number; description: string; idempotencyKey: string },
): Promise<number> {
  const posted = await post(db, {
    description: r.description,
    headId: r.headId,
    idempotencyKey: r.idempotencyKey,
    movements: reversed(await movementsOf(db, r.headId)),
  });
  return posted.transactionId;
}

/** Pays a reserved fare to its beneficiary: back from `reservations` to the payer, then on to the beneficiary. */
export async function charge(
  db: Db,
  r: { headId: number; beneficiary: Party; description: string; idempotencyKey: string },
): Promise<number> {
  const posted = await post(db, {
    description: r.description,
    headId: r.headId,
    idempotencyKey: r.idempotencyKey,
    movements: await payment(db, r.headId, r.beneficiary),
  });
  return posted.transactionId;
}

/**
 * Takes a payment back (the driver undoes a confirmation): the exact reverse of the charge — refunded
 * to the payer and reserved again — flagged as a rollback.
 */
export async function uncharge(
  db: Db,
  r: { headId: number; beneficiary: Party; description: string; idempotencyKey: string },
): Promise<number> {
  const posted = await post(db, {
    description: r.description,
    headId: r.headId,
    rollback: true,
    idempotencyKey: r.idempotencyKey,
    movements: reversed(await payment(db, r.headId, r.beneficiary)),
  });
  return posted.transactionId;
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
export async function uncancel(
  db: Db,
  r: { headId: number; description: string; idempotencyKey: string },
): Promise<number> {
  const { payer, amount, reservations } = await reservationOf(db, r.headId);
  const posted = await post(db, {
    description: r.description,
    headId: r.headId,
    rollback: true,
    idempotencyKey: r.idempotencyKey,
    movements: [{ debit: payer, credit: reservations, amount, purpose: 'RESERVATION' }],
  });
  return posted.transactionId;
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
