import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { simulatedPayments } from '../schema.js';
import type {
  CreatedPayment,
  NewPayment,
  PaymentProvider,
  ProviderPaymentStatus,
} from './payment-provider.js';

export const SIMULATOR_PROJECT_ID = 'simulator';
export const SIMULATOR_PATH = '/api/banker/simulator/payments';

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
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  async createPayment(p: NewPayment): Promise<CreatedPayment> {
    const id = `sim_${randomUUID()}`;
    await this.db.insert(simulatedPayments).values({
      id,
      orderId: p.orderId,
      amountCents: p.amountCents,
      description: p.description,
      returnUrl: p.returnUrl,
      expiresAt: p.expiresAt,
    });
    return { providerPaymentId: id, paymentUrl: `${this.publicUrl}${SIMULATOR_PATH}/${id}` };
  }

  async paymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus> {
    const [row] = await this.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.id, providerPaymentId));
    if (!row) return 'failed';
    if (row.status === 'open' && row.expiresAt.getTime() < this.now()) return 'expired';
    return row.status;
  }
}
