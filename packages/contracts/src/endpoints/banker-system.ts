import { rolesOnly } from '../access';
import {
  AccountParamsSchema,
  AccountsQuerySchema,
  PagedSystemStatementsSchema,
  SystemAccountSchema,
  SystemAccountsSchema,
  SystemMovementRequestSchema,
  SystemStatementsQuerySchema,
  SYSTEM_STATEMENTS_PAGE_SIZE,
  UpdateSystemAccountRequestSchema,
} from '../banker-system';
import { RATE_HEAVY_WRITE, RATE_WRITE } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';

/**
 * The system accounts (spec 001 §7 `/accounts…`): their balances and statements, the bank reserve's IBAN
 * and holder (the system settings), and the premium budget raised and lowered. Treasurer or admin only.
 */
export const bankerSystemEndpoints = {
  accounts: endpoint({
    method: 'GET',
    path: '/api/banker/accounts',
    summary: 'The system accounts with their balances (purpose=SYSTEM; treasurer or admin)',
    query: AccountsQuerySchema,
    response: SystemAccountsSchema,
    errors: [400, 401, 403],
    limits: { pageSize: 10 },
    access: rolesOnly('treasurer', 'admin'),
  }),
  statements: endpoint({
    method: 'GET',
    path: '/api/banker/accounts/:id/statements',
    summary: 'Lines of one system account, newest first, optionally of one purpose (treasurer or admin)',
    params: AccountParamsSchema,
    query: SystemStatementsQuerySchema,
    response: PagedSystemStatementsSchema,
    errors: [400, 401, 403, 404],
    limits: { pageSize: SYSTEM_STATEMENTS_PAGE_SIZE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/api/banker/accounts/:id/deposits',
    summary: 'Raise the premium budget from the bank reserve (treasurer or admin)',
    params: AccountParamsSchema,
    body: SystemMovementRequestSchema,
    response: SystemAccountSchema,
    errors: [400, 401, 403, 404, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/banker/accounts/:id/withdrawals',
    summary: 'Lower the premium budget back into the bank reserve (402 when the budget is short)',
    params: AccountParamsSchema,
    body: SystemMovementRequestSchema,
    response: SystemAccountSchema,
    errors: [400, 401, 402, 403, 404, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/api/banker/accounts/:id',
    summary: 'IBAN and holder of a system account: the bank reserve’s pays the payouts (treasurer or admin)',
    params: AccountParamsSchema,
    body: UpdateSystemAccountRequestSchema,
    response: SystemAccountSchema,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: rolesOnly('treasurer', 'admin'),
  }),
} as const satisfies Record<string, EndpointDefinition>;
