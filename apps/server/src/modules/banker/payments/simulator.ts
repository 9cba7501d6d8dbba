import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import {
  insertSimulatedPayment,
  endOpenSimulatedPayment,
  simulatedPaymentById,
  type SimulatedPaymentRow,
} from '../repository/index.js';
import type {
  CreatedPayment,
  NewPayment,
  PaymentProvider,
  ProviderPaymentStatus,
} from './payment-provider.js';

export const SIMULATOR_PROJECT_ID = 'simulator';
export const SIMULATOR_PATH = '/api/banker/simulator/payments';

/** How the simulated bank sees a payment now: a link left open past its expiry counts as expired. */
function statusAt(payment: SimulatedPaymentRow, nowMs: number): SimulatedPaymentRow['status'] {
  if (payment.status === 'open' && payment.expiresAt.getTime() < nowMs) return 'expired';
  return payment.status;
}

/**
 * The bank simulator (the default provider): a payment is a row in the banker's own table, its
 * checkout page (simulator-routes.ts) lets the user choose paid, cancelled or expired, and a link left
 * open past its expiry counts as expired. Stored in the database so any server instance can answer.
 */
export class SimulatorProvider implements PaymentProvider {
  readonly projectId = SIMULATOR_PROJECT_ID;
  readonly simulated = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async createPayment(p: NewPayment): Promise<CreatedPayment> {
    // Idempotent per order, like Mollie with the order as its Idempotency-Key.
    const id = await insertSimulatedPayment(this.db, {
      id: `sim_${randomUUID()}`,
      orderId: p.orderId,
      amountCents: p.amountCents,
      description: p.description,
      returnUrl: p.returnUrl,
      expiresAt: p.expiresAt,
    });
    // The simulated bank is part of the app: its page is at the address the user pays from (the return
    // address is checked to be the app's), so it works from every address the app answers at.
    const paymentUrl = `${new URL(p.returnUrl).origin}${SIMULATOR_PATH}/${id}`;
    return { providerPaymentId: id, paymentUrl };
  }

  async paymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus> {
    const row = await simulatedPaymentById(this.db, providerPaymentId);
    if (!row) return 'failed';
    return statusAt(row, this.clock.nowMs());
  }
}

/** What the checkout page shows: the payment, and whether it still takes a choice. */
export interface SimulatedCheckout {
  amountCents: number;
  description: string;
  returnUrl: string;
  /** Open and not past its expiry: a bank's link past its expiry takes no choice any more. */
  open: boolean;
}

export async function simulatedCheckout(
  db: Db,
  clock: Clock,
  id: string,
): Promise<SimulatedCheckout | undefined> {
  const payment = await simulatedPaymentById(db, id);
  if (!payment) return undefined;
  return {
    amountCents: payment.amountCents,
    description: payment.description,
    returnUrl: payment.returnUrl,
    open: statusAt(payment, clock.nowMs()) === 'open',
  };
}

export const SIMULATED_OUTCOMES = ['paid', 'cancelled', 'expired'] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/**
 * The user's choice on the checkout page: an open payment takes it, anything else (a payment already
 * ended, an unknown choice) changes nothing. Answers where to send the user back, or undefined for an
 * unknown payment.
 */
export async function chooseSimulatedOutcome(
  db: Db,
  clock: Clock,
  id: string,
  outcome: string | undefined,
): Promise<string | undefined> {
  const payment = await simulatedPaymentById(db, id);
  if (!payment) return undefined;
  const chosen = SIMULATED_OUTCOMES.find((o) => o === outcome);
  if (chosen) await endOpenSimulatedPayment(db, payment.id, chosen, clock.now());
  return payment.returnUrl;
}
