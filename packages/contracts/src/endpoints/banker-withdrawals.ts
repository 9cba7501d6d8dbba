import { SIGNED_IN } from '../access';
import {
  CreateWithdrawalRequestSchema,
  PagedWithdrawalsSchema,
  WithdrawalParamsSchema,
  WithdrawalSchema,
  WithdrawalsQuerySchema,
  WITHDRAWALS_PAGE_SIZE,
} from '../banker-withdrawals';
import { RATE_HEAVY_WRITE, RATE_WRITE } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';

/**
 * A person's own withdrawals (spec 001 §7, `/users/me/withdrawals`): credits exchanged for euros on their
 * bank account. Only the person (or a delegate acting as them) sees and cancels their own.
 */
export const bankerWithdrawalEndpoints = {
  withdrawals: endpoint({
    method: 'GET',
    path: '/api/banker/users/me/withdrawals',
    summary: "The caller's withdrawals, newest first, optionally of one status",
    query: WithdrawalsQuerySchema,
    response: PagedWithdrawalsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: WITHDRAWALS_PAGE_SIZE },
    access: SIGNED_IN,
  }),
  createWithdrawal: endpoint({
    method: 'POST',
    path: '/api/banker/users/me/withdrawals',
    summary:
      'Ask to exchange credits for euros: the amount is reserved from the current account until paid out (402 when the balance is short, 422 without IBAN and holder)',
    body: CreateWithdrawalRequestSchema,
    status: 201,
    response: WithdrawalSchema,
    errors: [400, 401, 402, 403, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: SIGNED_IN,
  }),
  cancelWithdrawal: endpoint({
    method: 'DELETE',
    path: '/api/banker/users/me/withdrawals/:id',
    summary: 'Cancel an own withdrawal while it is still requested: the reserved credits come back',
    params: WithdrawalParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404, 409],
    limits: { rate: RATE_WRITE },
    access: SIGNED_IN,
  }),
} as const satisfies Record<string, EndpointDefinition>;
