import {
  BankerSettingsSchema,
  BankerUserSchema,
  CreateDepositRequestSchema,
  IdempotencyHeadersSchema,
  SimulatedChoiceRequestSchema,
  SimulatedPaymentParamsSchema,
  CreateDepositResponseSchema,
  DepositEventRequestSchema,
  DepositEventResponseSchema,
  MollieWebhookRequestSchema,
  PagedStatementsSchema,
  StatementsQuerySchema,
  UpdateAccountRequestSchema,
} from '../banker';
import { endpoint, type EndpointDefinition } from '../endpoint';

/**
 * The banker service's calls (spec 001 §7, Banker rows). With credits switched off the user's own credit
 * calls answer 403; the exchange rate stays readable for everyone signed in.
 */
export const bankerEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/banker/settings',
    summary: 'The exchange rate: euro cents per credit',
    response: BankerSettingsSchema,
    errors: [401],
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/banker/users/me',
    summary: "The caller's current (free) and premium accounts; created when first asked",
    response: BankerUserSchema,
    errors: [401, 403],
  }),
  statements: endpoint({
    method: 'GET',
    path: '/api/banker/users/me/statements',
    summary: "Lines of the caller's current and premium accounts, newest first",
    query: StatementsQuerySchema,
    response: PagedStatementsSchema,
    errors: [400, 401, 403],
  }),
  createDeposit: endpoint({
    method: 'POST',
    path: '/api/banker/users/me/deposits',
    summary:
      'Buy credits: answers the payment page to send the user to (a repeat with the same Idempotency-Key header answers the same payment)',
    headers: IdempotencyHeadersSchema,
    body: CreateDepositRequestSchema,
    response: CreateDepositResponseSchema,
    errors: [400, 401, 403, 422, 503],
  }),
  depositEvent: endpoint({
    method: 'POST',
    path: '/api/banker/deposit-events',
    summary: "Back from the payment provider: the deposit's status, credited once when paid",
    body: DepositEventRequestSchema,
    response: DepositEventResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/api/banker/users/me/account',
    summary: 'IBAN and holder of the caller’s current account (for withdrawals)',
    body: UpdateAccountRequestSchema,
    status: 204,
    errors: [400, 401, 403],
  }),
  mollieWebhook: endpoint({
    method: 'POST',
    path: '/api/banker/mollie-webhook',
    summary: 'Mollie reports that a payment changed (form-encoded `id`); always 200 so Mollie stops retrying',
    public: true,
    hidden: true,
    body: MollieWebhookRequestSchema,
    errors: [400],
  }),
  simulatorCheckout: endpoint({
    method: 'GET',
    path: '/api/banker/simulator/payments/:id',
    summary: "The bank simulator's checkout page (PAYMENT_PROVIDER=simulator): choose how the payment ends",
    public: true,
    hidden: true,
    params: SimulatedPaymentParamsSchema,
    produces: 'text/html',
    errors: [400, 404],
  }),
  simulatorChoice: endpoint({
    method: 'POST',
    path: '/api/banker/simulator/payments/:id',
    summary: 'The choice made on the bank simulator page; sends the user back to the app as a bank would',
    public: true,
    hidden: true,
    params: SimulatedPaymentParamsSchema,
    body: SimulatedChoiceRequestSchema,
    status: 303,
    produces: 'text/html',
    errors: [400, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
