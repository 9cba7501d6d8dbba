import { z } from 'zod';
import {
  fetchTextWithTimeout,
  parseAnswer,
  type RemoteUnavailableError,
} from '../../../platform/http/outbound.js';
import {
  PaymentProviderError,
  type CreatedPayment,
  type NewPayment,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from './payment-provider.js';

/** The root of Mollie's Payments API v2; `MOLLIE_API_URL` replaces it (tests, a local fake). */
export const MOLLIE_API_URL = 'https://api.mollie.com/v2';

export interface MollieProviderOptions {
  /** A Mollie API key, `test_…` or `live_…`. It only ever travels in the Authorization header. */
  apiKey: string;
  /**
   * The root of the API, including the version: `https://api.mollie.com/v2` by default. Payments are
   * created at `<apiUrl>/payments` and read at `<apiUrl>/payments/<id>`.
   */
  apiUrl?: string | undefined;
  /** How long one call to Mollie may take before it counts as unreachable. */
  timeoutMs?: number;
}

const MOLLIE_STATUSES: Record<string, ProviderPaymentStatus> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  canceled: 'cancelled',
  expired: 'expired',
  failed: 'failed',
};

/** The parts of Mollie's payment resource this provider reads; Mollie sends many more. */
const PaymentResourceSchema = z.object({
  resource: z.literal('payment').optional(),
  id: z.string().regex(/^tr_\w+$/),
  status: z.string(),
  _links: z
    .object({
      checkout: z.object({ href: z.url({ protocol: /^https?$/ }) }).optional(),
    })
    .optional(),
});
type PaymentResource = z.infer<typeof PaymentResourceSchema>;

/** Mollie's errors are `application/hal+json` problem documents. */
const ErrorBodySchema = z.object({
  status: z.number().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  field: z.string().optional(),
});

/**
 * Deposits through Mollie (iDEAL), on Mollie's REST API v2 with plain `fetch`.
 *
 * Not through `@mollie/api-client`: its client (4.6.0) always sends requests through an https agent with
 * its own bundled CA list, so its `apiEndpoint` option cannot point at a plain-http or self-signed test
 * server.
 *
 * - `createPayment` creates an iDEAL payment for the amount in euros, with our order id in the metadata
 *   (and as idempotency key, so a retried create does not make a second payment) and returns Mollie's id
 *   and checkout URL. The webhook URL is only sent when it is a public https URL: Mollie refuses a
 *   payment whose webhook it cannot reach.
 * - The payment's `expiresAt` is not sent: Mollie's create-payment call has no expiry parameter for
 *   iDEAL (only bank transfers take a `dueDate`); Mollie expires open iDEAL payments itself, after its
 *   own per-method time, and then reports `expired`.
 * - `paymentStatus` reads the payment and reduces Mollie's statuses to ours.
 *
 * Every failure (unreachable, timed out, an error answer, a body that is not a payment) becomes a
 * `PaymentProviderError`; nothing is retried here, the banker asks again later. Messages never hold the
 * API key.
 */
export class MollieProvider implements PaymentProvider {
  readonly projectId = 'mollie';
  readonly simulated = false;

  private readonly apiKey: string;
  private readonly apiUrl: string;
  private readonly timeoutMs: number;

  constructor({ apiKey, apiUrl, timeoutMs = 10_000 }: MollieProviderOptions) {
    if (!apiKey.trim()) throw new Error('MollieProvider needs a Mollie API key');
    this.apiKey = apiKey;
    this.apiUrl = (apiUrl ?? MOLLIE_API_URL).replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
  }

  async createPayment(payment: NewPayment): Promise<CreatedPayment> {
    const body: Record<string, unknown> = {
      amount: { currency: 'EUR', value: euros(payment.amountCents) },
      description: payment.description,
      method: 'ideal',
      redirectUrl: payment.returnUrl,
      metadata: { orderId: payment.orderId },
    };
    if (payment.webhookUrl && isReachableWebhook(payment.webhookUrl)) body.webhookUrl = payment.webhookUrl;
    const created = await this.call('create the payment', `${this.apiUrl}/payments`, {
      method: 'POST',
      // The same order never makes two payments, even when a create is retried after a lost answer.
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': payment.orderId },
      body: JSON.stringify(body),
    });
    const checkout = created._links?.checkout?.href;
    if (!checkout) {
      throw new PaymentProviderError(`Mollie created payment ${created.id} without a checkout URL`);
    }
    return { providerPaymentId: created.id, paymentUrl: checkout };
  }

  async paymentStatus(providerPaymentId: string): Promise<ProviderPaymentStatus> {
    const url = `${this.apiUrl}/payments/${encodeURIComponent(providerPaymentId)}`;
    const payment = await this.call(`read payment ${providerPaymentId}`, url, { method: 'GET', headers: {} });
    if (payment.id !== providerPaymentId) {
      throw new PaymentProviderError(
        `Mollie answered with payment ${payment.id} when asked for ${providerPaymentId}`,
      );
    }
    const status = MOLLIE_STATUSES[payment.status];
    if (!status) {
      throw new PaymentProviderError(
        `Mollie reported an unknown status '${payment.status}' for payment ${payment.id}`,
      );
    }
    return status;
  }

  /** One request to Mollie, answered by a payment resource; anything else throws a PaymentProviderError. */
  private async call(
    action: string,
    url: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ): Promise<PaymentResource> {
    let response: Response;
    let text: string;
    try {
      ({ response, text } = await fetchTextWithTimeout(
        url,
        {
          ...init,
          headers: {
            ...init.headers,
            Accept: 'application/hal+json',
            Authorization: `Bearer ${this.apiKey}`,
          },
          redirect: 'error',
        },
        { timeoutMs: this.timeoutMs },
      ));
    } catch (error) {
      throw new PaymentProviderError(
        this.redact(`Could not ${action} at Mollie: ${(error as RemoteUnavailableError).reason}`),
      );
    }
    if (!response.ok) {
      throw new PaymentProviderError(this.redact(`Mollie refused to ${action}: ${problem(response, text)}`));
    }
    const whatItIs = { 'not-json': 'not JSON', 'wrong-shape': 'not a payment' } as const;
    return parseAnswer(
      text,
      PaymentResourceSchema,
      (problem) =>
        new PaymentProviderError(
          `Mollie answered the request to ${action} with something that is ${whatItIs[problem]} (HTTP ${response.status})`,
        ),
    );
  }

  /** Removes the API key, and anything shaped like a Mollie credential, from a message. */
  private redact(message: string): string {
    return message
      .split(this.apiKey)
      .join('[redacted]')
      .replace(/\b(test|live|access)_\w{20,}/g, '[redacted]');
  }
}

/** Euro cents as Mollie's amount value: a string with exactly two decimals, `'4.75'`, `'190.00'`. */
export function euros(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentProviderError(
      `A Mollie payment needs a positive whole number of cents, not ${amountCents}`,
    );
  }
  const whole = Math.floor(amountCents / 100);
  const cents = amountCents % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** Mollie only accepts a webhook it can call: https, and not this machine. */
function isReachableWebhook(webhookUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(webhookUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return !(
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}

/** `401 Unauthorized Request: Missing authentication…` from Mollie's problem document, or the bare status. */
function problem(response: Response, text: string): string {
  let body: z.infer<typeof ErrorBodySchema> = {};
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page, say): the status line has to do.
  }
  const title = body.title ?? response.statusText;
  const head = `HTTP ${response.status}${title ? ` ${title}` : ''}`;
  const detail = body.detail ? `: ${body.detail}` : '';
  const field = body.field ? ` (field ${body.field})` : '';
  return `${head}${detail}${field}`;
}
