import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  failureKeeping,
  FakeRemoteService,
  useFakeRemoteService,
} from '../../../platform/http/fake-remote-service.js';
import { addressNobodyListensAt } from '../../../platform/http/local-test-server.js';
import { MollieProvider, MOLLIE_API_URL, euros } from './mollie-provider.js';
import { PaymentProviderError, type NewPayment } from './payment-provider.js';

const API_KEY = 'test_localFakeKey7Qm2Zp9Wx4Rt8Yk3Vb6';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | undefined;
}

type Override = (res: ServerResponse) => void;

/**
 * A stand-in for Mollie's Payments API v2 on 127.0.0.1: creates payments, answers them by id, and speaks
 * Mollie's formats (HAL payment resources, problem documents for errors). A test can replace the next
 * answer with `answerNext`.
 */
class FakeMollie extends FakeRemoteService<ReceivedRequest> {
  readonly payments = new Map<string, Record<string, unknown>>();
  private readonly overrides: Override[] = [];

  constructor() {
    super('/v2');
  }

  protected forget(): void {
    this.payments.clear();
    this.overrides.length = 0;
  }

  answerNext(override: Override): void {
    this.overrides.push(override);
  }

  /** Puts a payment in the fake's store, as Mollie would hold it after the customer acted. */
  store(id: string, status: string): void {
    this.payments.set(id, paymentResource(id, status, { amount: { currency: 'EUR', value: '9.50' } }));
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '';
    this.received.push({
      method: req.method ?? '',
      path,
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
    });
    const override = this.overrides.shift();
    if (override) return override(res);

    if (req.headers.authorization !== `Bearer ${API_KEY}`) {
      return sendProblem(
        res,
        401,
        'Unauthorized Request',
        'Missing authentication, or failed to authenticate',
      );
    }
    if (req.method === 'POST' && path === '/v2/payments') {
      const body = JSON.parse(raw) as Record<string, unknown>;
      const id = `tr_${randomBytes(5).toString('hex')}`;
      const payment = paymentResource(id, 'open', body);
      this.payments.set(id, payment);
      return sendJson(res, 201, payment);
    }
    const match = /^\/v2\/payments\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      const payment = this.payments.get(id);
      if (!payment) return sendProblem(res, 404, 'Not Found', `No payment exists with token ${id}.`);
      return sendJson(res, 200, payment);
    }
    return sendProblem(res, 404, 'Not Found', 'The resource does not exist.');
  }
}

/** A payment resource in Mollie's shape; the checkout link is only there while the payment is open. */
function paymentResource(
  id: string,
  status: string,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const createdAt = new Date('2026-03-02T09:00:00Z');
  return {
    resource: 'payment',
    id,
    mode: 'test',
    status,
    isCancelable: false,
    amount: fields.amount,
    description: fields.description ?? 'Aankoop credits',
    method: fields.method ?? 'ideal',
    metadata: fields.metadata ?? null,
    redirectUrl: fields.redirectUrl ?? 'https://app.example.nl/return',
    webhookUrl: fields.webhookUrl ?? null,
    profileId: 'pfl_Fake4Local',
    sequenceType: 'oneoff',
    createdAt: createdAt.toISOString(),
    ...(status === 'open' ? { expiresAt: new Date(createdAt.getTime() + 15 * 60_000).toISOString() } : {}),
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
      ...(status === 'open'
        ? { checkout: { href: `https://www.mollie.com/checkout/ideal/${id.slice(3)}`, type: 'text/html' } }
        : {}),
      dashboard: { href: `https://my.mollie.com/dashboard/payments/${id}`, type: 'text/html' },
      documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/hal+json' });
  res.end(JSON.stringify(body));
}

function sendProblem(
  res: ServerResponse,
  status: number,
  title: string,
  detail: string,
  field?: string,
): void {
  sendJson(res, status, {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  });
}

function newPayment(overrides: Partial<NewPayment> = {}): NewPayment {
  return {
    orderId: 'ord-2f9c1e',
    amountCents: 475,
    description: '25 credits voor Achterhoek Mobiel',
    returnUrl: 'https://app.example.nl/credits/return?project_id=mollie&order_id=ord-2f9c1e',
    webhookUrl: 'https://app.example.nl/api/banker/mollie/webhook',
    expiresAt: new Date('2026-03-02T09:15:00Z'),
    ...overrides,
  };
}

/** Runs a call that must fail, and returns its PaymentProviderError after checking it holds no key. */
const providerError = (call: Promise<unknown>) => failureKeeping(API_KEY, PaymentProviderError, call);

const fake = new FakeMollie();
let provider: MollieProvider;

useFakeRemoteService(fake);
beforeEach(() => {
  provider = new MollieProvider({ apiKey: API_KEY, apiUrl: fake.url, timeoutMs: 2000 });
});

describe('MollieProvider', () => {
  it('is a real provider with a stable project id', () => {
    expect(provider.projectId).toBe('mollie');
    expect(provider.simulated).toBe(false);
    expect(MOLLIE_API_URL).toBe('https://api.mollie.com/v2');
  });

  it('refuses an empty API key', () => {
    expect(() => new MollieProvider({ apiKey: '' })).toThrow(/API key/);
  });

  describe('createPayment', () => {
    it('creates an iDEAL payment and returns its id and checkout URL', async () => {
      const created = await provider.createPayment(newPayment());

      expect(created.providerPaymentId).toMatch(/^tr_\w+$/);
      expect(created.paymentUrl).toBe(
        `https://www.mollie.com/checkout/ideal/${created.providerPaymentId.slice(3)}`,
      );
      expect(fake.received).toHaveLength(1);
      const [request] = fake.received;
      expect(request!.method).toBe('POST');
      expect(request!.path).toBe('/v2/payments');
      expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.headers.accept).toBe('application/hal+json');
      expect(request!.headers['idempotency-key']).toBe('ord-2f9c1e');
      expect(request!.body).toEqual({
        amount: { currency: 'EUR', value: '4.75' },
        description: '25 credits voor Achterhoek Mobiel',
        method: 'ideal',
        redirectUrl: 'https://app.example.nl/credits/return?project_id=mollie&order_id=ord-2f9c1e',
        webhookUrl: 'https://app.example.nl/api/banker/mollie/webhook',
        metadata: { orderId: 'ord-2f9c1e' },
      });
    });

    it('does not send an expiry, which Mollie does not take for iDEAL', async () => {
      await provider.createPayment(newPayment());
      expect(fake.received[0]!.body).not.toHaveProperty('expiresAt');
      expect(fake.received[0]!.body).not.toHaveProperty('dueDate');
    });

    it.each([
      [1, '0.01'],
      [5, '0.05'],
      [19, '0.19'],
      [100, '1.00'],
      [190, '1.90'],
      [475, '4.75'],
      [1900, '19.00'],
      [19000, '190.00'],
      [123456, '1234.56'],
    ])('sends %i cents as %s euro', async (amountCents, value) => {
      await provider.createPayment(newPayment({ amountCents }));
      expect(fake.received[0]!.body!.amount).toEqual({ currency: 'EUR', value });
    });

    it.each([0, -190, 4.5, Number.NaN])('refuses %s cents without calling Mollie', async (amountCents) => {
      const error = await providerError(provider.createPayment(newPayment({ amountCents })));
      expect(error.message).toMatch(/cents/);
      expect(fake.received).toHaveLength(0);
    });

    it.each([
      ['absent', undefined],
      ['plain http', 'http://app.example.nl/api/banker/mollie/webhook'],
      ['on localhost', 'https://localhost:8080/api/banker/mollie/webhook'],
      ['on the loopback address', 'https://127.0.0.1/api/banker/mollie/webhook'],
      ['not a URL', 'webhook'],
    ])('leaves out a webhook URL that is %s', async (_, webhookUrl) => {
      await provider.createPayment(newPayment({ webhookUrl }));
      expect(fake.received[0]!.body).not.toHaveProperty('webhookUrl');
    });

    it('accepts an API URL with a trailing slash', async () => {
      const slashed = new MollieProvider({ apiKey: API_KEY, apiUrl: `${fake.url}/` });
      await slashed.createPayment(newPayment());
      expect(fake.received[0]!.path).toBe('/v2/payments');
    });

    it('fails when Mollie answers without a checkout link', async () => {
      fake.answerNext((res) => sendJson(res, 201, paymentResource('tr_NoCheckout1', 'paid', {})));
      const error = await providerError(provider.createPayment(newPayment()));
      expect(error.message).toContain('tr_NoCheckout1');
      expect(error.message).toMatch(/checkout/);
    });
  });

  describe('paymentStatus', () => {
    it.each([
      ['open', 'open'],
      ['pending', 'open'],
      ['authorized', 'open'],
      ['paid', 'paid'],
      ['canceled', 'cancelled'],
      ['expired', 'expired'],
      ['failed', 'failed'],
    ] as const)("maps Mollie's %s to %s", async (mollieStatus, ours) => {
      fake.store('tr_Status7x', mollieStatus);
      await expect(provider.paymentStatus('tr_Status7x')).resolves.toBe(ours);
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]!.method).toBe('GET');
      expect(fake.received[0]!.path).toBe('/v2/payments/tr_Status7x');
      expect(fake.received[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(fake.received[0]!.body).toBeUndefined();
    });

    it('follows a payment from creation to paid', async () => {
      const { providerPaymentId } = await provider.createPayment(newPayment());
      await expect(provider.paymentStatus(providerPaymentId)).resolves.toBe('open');
      fake.payments.get(providerPaymentId)!.status = 'paid';
      await expect(provider.paymentStatus(providerPaymentId)).resolves.toBe('paid');
    });

    it('fails on a status it does not know', async () => {
      fake.store('tr_Strange1', 'charged_back');
      const error = await providerError(provider.paymentStatus('tr_Strange1'));
      expect(error.message).toContain("'charged_back'");
    });

    it('fails on an unknown payment (404)', async () => {
      const error = await providerError(provider.paymentStatus('tr_Missing9'));
      expect(error.message).toContain('HTTP 404 Not Found');
      expect(error.message).toContain('No payment exists with token tr_Missing9.');
    });

    it('keeps an odd id inside the path', async () => {
      await providerError(provider.paymentStatus('tr_a/../../refunds'));
      expect(fake.received[0]!.path).toBe('/v2/payments/tr_a%2F..%2F..%2Frefunds');
    });

    it('fails when Mollie answers with another payment', async () => {
      fake.answerNext((res) => sendJson(res, 200, paymentResource('tr_Other22', 'paid', {})));
      const error = await providerError(provider.paymentStatus('tr_Asked11'));
      expect(error.message).toContain('tr_Other22');
    });
  });

  describe('failures', () => {
    const calls = {
      createPayment: () => provider.createPayment(newPayment()),
      paymentStatus: () => provider.paymentStatus('tr_Any0001'),
    };

    describe.each(Object.entries(calls))('%s', (name, call) => {
      it('turns a 401 into a PaymentProviderError', async () => {
        const wrongKey = new MollieProvider({ apiKey: 'live_someOtherKey4Fq8Lm2Np6Rs0Tv', apiUrl: fake.url });
        const error = await providerError(
          name === 'createPayment'
            ? wrongKey.createPayment(newPayment())
            : wrongKey.paymentStatus('tr_Any0001'),
        );
        expect(error.message).toContain('HTTP 401 Unauthorized Request');
        expect(error.message).toContain('Missing authentication, or failed to authenticate');
        expect(error.message).not.toContain('live_someOtherKey4Fq8Lm2Np6Rs0Tv');
      });

      it('never repeats the API key, even when Mollie echoes it', async () => {
        fake.answerNext((res) =>
          sendProblem(res, 401, 'Unauthorized Request', `Invalid API key: '${API_KEY}'.`),
        );
        const error = await providerError(call());
        expect(error.message).toContain('[redacted]');
      });

      it('turns a 422 into a PaymentProviderError naming the field', async () => {
        fake.answerNext((res) =>
          sendProblem(res, 422, 'Unprocessable Entity', 'The amount is higher than the maximum.', 'amount'),
        );
        const error = await providerError(call());
        expect(error.message).toContain('HTTP 422 Unprocessable Entity');
        expect(error.message).toContain('The amount is higher than the maximum.');
        expect(error.message).toContain('(field amount)');
      });

      it('turns a 500 into a PaymentProviderError', async () => {
        fake.answerNext((res) => sendProblem(res, 500, 'Internal Server Error', 'Something went wrong.'));
        const error = await providerError(call());
        expect(error.message).toContain('HTTP 500 Internal Server Error: Something went wrong.');
        expect(fake.received).toHaveLength(1);
      });

      it('turns an error page that is not JSON into a PaymentProviderError', async () => {
        fake.answerNext((res) => {
          res.writeHead(502, { 'Content-Type': 'text/html' });
          res.end('<html><body>Bad gateway</body></html>');
        });
        const error = await providerError(call());
        expect(error.message).toContain('HTTP 502 Bad Gateway');
      });

      it('turns a success that is not JSON into a PaymentProviderError', async () => {
        fake.answerNext((res) => {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end('<html>maintenance</html>');
        });
        const error = await providerError(call());
        expect(error.message).toMatch(/not JSON/);
      });

      it('turns a success that is not a payment into a PaymentProviderError', async () => {
        fake.answerNext((res) =>
          sendJson(res, 200, { resource: 'order', id: 'ord_kEn1PlbGa', status: 'paid' }),
        );
        const error = await providerError(call());
        expect(error.message).toMatch(/not a payment/);
      });

      it('turns an unreachable Mollie into a PaymentProviderError', async () => {
        provider = new MollieProvider({ apiKey: API_KEY, apiUrl: `${await addressNobodyListensAt()}/v2` });
        const error = await providerError(call());
        expect(error.message).toMatch(/Could not .* at Mollie: fetch failed \(ECONNREFUSED\)/);
      });

      it('turns a Mollie that does not answer into a PaymentProviderError', async () => {
        fake.answerNext(() => {
          // Never answers; the provider gives up.
        });
        provider = new MollieProvider({ apiKey: API_KEY, apiUrl: fake.url, timeoutMs: 150 });
        const error = await providerError(call());
        expect(error.message).toContain('no answer within 150 ms');
      });
    });
  });
});

describe('euros', () => {
  it('writes cents with two decimals', () => {
    expect(euros(190)).toBe('1.90');
    expect(euros(19000)).toBe('190.00');
    expect(euros(7)).toBe('0.07');
  });
});
