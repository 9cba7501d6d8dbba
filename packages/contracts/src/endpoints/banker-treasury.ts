import { rolesOnly } from '../access';
import {
  CreatedPaymentBatchSchema,
  MailPainQuerySchema,
  MailPainResponseSchema,
  PagedPaymentBatchesSchema,
  PaymentBatchesQuerySchema,
  PaymentBatchParamsSchema,
  PaymentBatchQuerySchema,
  PaymentBatchSchema,
  PAYMENT_BATCHES_PAGE_SIZE,
  SettlePaymentBatchRequestSchema,
  TreasuryCancelQuerySchema,
  TreasuryWithdrawalsQuerySchema,
  TREASURY_WITHDRAWALS_PAGE_SIZE,
} from '../banker-treasury';
import { PagedWithdrawalsSchema, WithdrawalParamsSchema } from '../banker-withdrawals';
import { RATE_HEAVY_WRITE, RATE_RARE_WRITE, RATE_WRITE } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';

/**
 * The treasury's calls (spec 001 §7): everybody's withdrawals and the payout batches. Only a treasurer
 * or an admin acting as themselves reaches them (403 for anybody else, and for a caregiver acting for
 * somebody: they act as that person).
 */
export const bankerTreasuryEndpoints = {
  withdrawals: endpoint({
    method: 'GET',
    path: '/api/banker/withdrawals',
    summary: "Everybody's withdrawals, oldest first, optionally of one status (treasurer or admin)",
    query: TreasuryWithdrawalsQuerySchema,
    response: PagedWithdrawalsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: TREASURY_WITHDRAWALS_PAGE_SIZE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  cancelWithdrawal: endpoint({
    method: 'DELETE',
    path: '/api/banker/withdrawals/:id',
    summary: 'Reject a requested withdrawal: the reserved credits go back to the person (treasurer or admin)',
    params: WithdrawalParamsSchema,
    query: TreasuryCancelQuerySchema,
    status: 204,
    errors: [400, 401, 403, 404, 409],
    limits: { rate: RATE_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  paymentBatches: endpoint({
    method: 'GET',
    path: '/api/banker/payment-batches',
    summary: 'Payout batches, newest first (treasurer or admin)',
    query: PaymentBatchesQuerySchema,
    response: PagedPaymentBatchesSchema,
    errors: [400, 401, 403],
    limits: { pageSize: PAYMENT_BATCHES_PAGE_SIZE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  createPaymentBatch: endpoint({
    method: 'POST',
    path: '/api/banker/payment-batches',
    summary:
      'Collect every requested withdrawal into a new payout batch paid from the bank reserve (409 without requests, 422 without the reserve’s IBAN)',
    status: 201,
    response: CreatedPaymentBatchSchema,
    errors: [401, 403, 409, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  paymentBatch: endpoint({
    method: 'GET',
    path: '/api/banker/payment-batches/:id',
    summary:
      'One payout batch with its requests; with format=PAIN.001 the SEPA credit-transfer file (application/xml) instead',
    params: PaymentBatchParamsSchema,
    query: PaymentBatchQuerySchema,
    response: PaymentBatchSchema,
    alsoProduces: 'application/xml',
    errors: [400, 401, 403, 404],
    limits: {},
    access: rolesOnly('treasurer', 'admin'),
  }),
  settlePaymentBatch: endpoint({
    method: 'PUT',
    path: '/api/banker/payment-batches/:id',
    summary:
      'Settle requests of an active batch: COMPLETED pays the credits out of the reserve, CANCELLED gives them back; final',
    params: PaymentBatchParamsSchema,
    body: SettlePaymentBatchRequestSchema,
    response: PaymentBatchSchema,
    errors: [400, 401, 403, 404, 409],
    limits: { rate: RATE_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  mailPain: endpoint({
    method: 'POST',
    path: '/api/banker/payment-batches/:id/mail-pain',
    summary: 'Mail the batch’s SEPA credit-transfer file to the caller’s e-mail address',
    params: PaymentBatchParamsSchema,
    query: MailPainQuerySchema,
    response: MailPainResponseSchema,
    errors: [400, 401, 403, 404, 409, 422],
    limits: { rate: RATE_RARE_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
} as const satisfies Record<string, EndpointDefinition>;
