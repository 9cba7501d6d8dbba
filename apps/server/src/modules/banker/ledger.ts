import type { TransactionPurpose } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { PaymentRequiredError } from '../../platform/errors.js';
import {
  debitEntriesOf,
  insertEntries,
  insertTransaction,
  lockAccounts,
  setBalances,
  transactionIdByKey,
} from './repository/index.js';

/**
 * One movement of a transaction: `amount` credits debited on one account and credited on another. An
 * asset account grows with a debit and shrinks with a credit; a liability account (every user's, the
 * reservations and the premiums) the other way round. So a deposit debits the bank reserve (an asset)
 * and credits the user, and both grow; paying a fare debits the passenger and credits the driver.
 */
export interface Movement {
  debit: number;
  credit: number;
  amount: number;
  purpose: TransactionPurpose;
  /** The debited liability may go below zero (only a premium refund may: reference §3.6). */
  allowOverdraft?: boolean;
}

export interface NewTransaction {
  description: string;
  context?: string;
  rollback?: boolean;
  /** The transaction this one follows up (a release of a reservation); omitted: it starts its own. */
  headId?: number;
  /** A caller's key: posting the same key again returns the first transaction and moves nothing. */
  idempotencyKey?: string;
  movements: Movement[];
}

export interface Posted {
  transactionId: number;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

export const INSUFFICIENT_BALANCE = 'INSUFFICIENT_BALANCE';

/**
 * Runs `work` and answers what it answers; when the ledger refuses a posting because a balance is too
 * low (402 INSUFFICIENT_BALANCE), the refusal is thrown again in `message`, the words the app shows for
 * that balance. Every other error passes unchanged.
 */
export async function sayingLowBalanceAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentRequiredError && error.code === INSUFFICIENT_BALANCE) {
      throw new PaymentRequiredError(message, INSUFFICIENT_BALANCE);
    }
    throw error;
  }
}

/**
 * Writes a balanced transaction, inside the caller's database transaction when it passes one (or in its
 * own), so a posting commits or rolls back with the caller's other writes: every movement
 * becomes a debit and a credit entry of the same amount, so debits always equal credits. The accounts
 * involved are locked in id order (so two transactions over the same accounts queue instead of
 * deadlocking), the idempotency key is checked under those locks, and a balance that would drop below
 * zero fails the whole transaction with 402 — nothing is written.
 */
export async function post(db: Db, t: NewTransaction): Promise<Posted> {
  if (t.movements.length === 0) throw new Error('A transaction needs at least one movement');
  for (const m of t.movements) {
    if (!Number.isInteger(m.amount) || m.amount <= 0)
      throw new Error(`Movement amount ${m.amount} is not a positive whole number`);
    if (m.debit === m.credit) throw new Error('A movement needs two different accounts');
  }
  const ids = [...new Set(t.movements.flatMap((m) => [m.debit, m.credit]))].sort((a, b) => a - b);
  return inTransaction(db, async (tx) => {
    const locked = await lockAccounts(tx, ids);
    if (locked.length !== ids.length) throw new Error(`Unknown account among ${ids.join(', ')}`);

    if (t.idempotencyKey !== undefined) {
      const earlier = await transactionIdByKey(tx, t.idempotencyKey);
      if (earlier !== undefined) return { transactionId: earlier, replayed: true };
    }

    const balance = new Map(
      locked.map((a) => [a.id, { type: a.type, credits: a.credits, overdraft: false }]),
    );
    let debits = 0;
    let credits = 0;
    for (const m of t.movements) {
      const d = balance.get(m.debit)!;
      const c = balance.get(m.credit)!;
      d.credits += d.type === 'ASSET' ? m.amount : -m.amount;
      c.credits += c.type === 'ASSET' ? -m.amount : m.amount;
      if (m.allowOverdraft) d.overdraft = true;
      debits += m.amount;
      credits += m.amount;
    }
    if (debits !== credits) throw new Error('Unbalanced transaction');
    for (const b of balance.values()) {
      if (b.credits < 0 && !b.overdraft)
        throw new PaymentRequiredError('Onvoldoende saldo', INSUFFICIENT_BALANCE);
    }

    const transactionId = await insertTransaction(tx, {
      description: t.description,
      context: t.context ?? null,
      rollback: t.rollback ?? false,
      headId: t.headId ?? null,
      idempotencyKey: t.idempotencyKey ?? null,
    });
    await insertEntries(
      tx,
      transactionId,
      t.movements.flatMap((m) => [
        {
          accountId: m.debit,
          counterpartyId: m.credit,
          entryType: 'DEBIT' as const,
          amount: m.amount,
          purpose: m.purpose,
        },
        {
          accountId: m.credit,
          counterpartyId: m.debit,
          entryType: 'CREDIT' as const,
          amount: m.amount,
          purpose: m.purpose,
        },
      ]),
    );
    await setBalances(tx, new Map([...balance].map(([id, b]) => [id, b.credits])));
    return { transactionId, replayed: false };
  });
}

/** The movements of a transaction, to reverse or follow it up. */
export async function movementsOf(db: Db, transactionId: number): Promise<Movement[]> {
  const rows = await debitEntriesOf(db, transactionId);
  return rows.map((r) => ({
    debit: r.account,
    credit: r.counterparty,
    amount: r.amount,
    purpose: r.purpose,
  }));
}

const REVERSED: Record<TransactionPurpose, TransactionPurpose> = {
  DEPOSIT: 'WITHDRAWAL',
  WITHDRAWAL: 'DEPOSIT',
  PAYMENT: 'REFUND',
  REFUND: 'PAYMENT',
  RESERVATION: 'RELEASE',
  RELEASE: 'RESERVATION',
};

/** The exact reverse: the same amounts back between the same accounts, in reverse order, purposes reversed. */
export function reversed(movements: readonly Movement[]): Movement[] {
  return [...movements].reverse().map((m) => ({
    debit: m.credit,
    credit: m.debit,
    amount: m.amount,
    purpose: REVERSED[m.purpose],
  }));
}
