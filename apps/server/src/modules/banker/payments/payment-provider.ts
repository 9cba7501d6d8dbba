/**
 * Where users pay for credits (DESIGN.md §2 payments): the bank simulator by default, Mollie (iDEAL) in
 * production. The banker creates a payment for a deposit and later asks its status; it credits the user
 * only for a payment the provider says is paid, and only once.
 */
export interface PaymentProvider {
  /** Travels back with the user as `project_id`, so a return is matched to the provider that made it. */
  readonly projectId: string;
  /** True for the simulator: the app then shows 'Banksimulatie is actief.' */
  readonly simulated: boolean;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  paymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus>;
}

export interface NewPayment {
  /** Our order id, unique per deposit (`order_id` on the return). */
  orderId: string;
  /** Euro cents. */
  amountCents: number;
  description: string;
  /** Where the provider sends the user after paying (already holds project_id and order_id). */
  returnUrl: string;
  /** Where the provider reports status changes, for providers that call back (Mollie). */
  webhookUrl?: string;
  /** After this the link no longer takes payments. */
  expiresAt: Date;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The page the user pays on. */
  paymentUrl: string;
}

/**
 * The provider's view of a payment, reduced to what the banker acts on: `paid` credits the deposit,
 * `cancelled`, `expired` and `failed` end it, `open` waits.
 */
export type ProviderPaymentStatus = 'open' | 'paid' | 'cancelled' | 'expired' | 'failed';

/** The provider could not be reached or answered nonsense: the caller tries again later. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
