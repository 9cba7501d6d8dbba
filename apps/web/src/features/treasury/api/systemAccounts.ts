import {
  bankerSystemEndpoints,
  STATEMENTS_PAGE_SIZE,
  type SystemAccount,
  type SystemAccountCode,
  type SystemMovementRequest,
  type TransactionPurpose,
  type UpdateSystemAccountRequest,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useRefreshingMutation, useSignedInPages, useSignedInQuery } from '../../../lib/signed-in-query';

// The system accounts' calls (spec 001 §7 `/accounts…`): the bank reserve ('Kas'), the reservations and
// the premium budget, for the treasurer's pages. Everything sits under the signed-in user, so another
// login (perhaps no treasurer) never sees these balances.

export const systemAccountKeys = {
  all: (signedInId: string) => ['banker', 'system', signedInId] as const,
  accounts: (signedInId: string) => ['banker', 'system', signedInId, 'accounts'] as const,
  statements: (signedInId: string, accountId: number, purpose: TransactionPurpose | null, until: string) =>
    ['banker', 'system', signedInId, 'statements', accountId, purpose, until] as const,
};

/** The system accounts with their balances (GET /api/banker/accounts?purpose=SYSTEM); read on every visit. */
export function useSystemAccounts() {
  return useSignedInQuery(
    systemAccountKeys.accounts,
    (signal) => call(bankerSystemEndpoints.accounts, { query: { purpose: 'SYSTEM' } }, { signal }),
    { staleTime: 0 },
  );
}

/** One system account by its code, from the list above. */
export function systemAccountOf(
  accounts: { data: SystemAccount[] } | undefined,
  code: SystemAccountCode,
): SystemAccount | undefined {
  return accounts?.data.find((account) => account.ncan === code);
}

/**
 * One system account's statement, newest first, 20 lines a page, only lines of `purpose` when one is
 * chosen. `until` is fixed while the list is open, so later pages count from the same newest line.
 */
export function useSystemStatements(
  accountId: number | undefined,
  purpose: TransactionPurpose | null,
  until: string,
) {
  return useSignedInPages(
    (signedInId) => systemAccountKeys.statements(signedInId, accountId ?? 0, purpose, until),
    (offset, signal) =>
      call(
        bankerSystemEndpoints.statements,
        {
          params: { id: accountId ?? 0 },
          query: { ...(purpose ? { purpose } : {}), until, offset, maxResults: STATEMENTS_PAGE_SIZE },
        },
        { signal },
      ),
    { enabled: accountId !== undefined },
  );
}

/** After a change to a system account, its balances and every statement are read again. */
const everySystemAccount = (signedInId: string) => [systemAccountKeys.all(signedInId)];

/** Sets the IBAN and holder of a system account (the bank reserve's pays the payouts). */
export function useUpdateSystemAccount() {
  return useRefreshingMutation(
    ({ id, body }: { id: number; body: UpdateSystemAccountRequest }) =>
      call(bankerSystemEndpoints.updateAccount, { params: { id }, body }),
    everySystemAccount,
    { awaitRefresh: true },
  );
}

export type PremiumDirection = 'deposit' | 'withdraw';

/** Raises ('deposit') or lowers ('withdraw') the premium budget; the balances and statements are read again. */
export function useMovePremium(direction: PremiumDirection) {
  return useRefreshingMutation(
    ({ id, body }: { id: number; body: SystemMovementRequest }) =>
      call(bankerSystemEndpoints[direction], { params: { id }, body }),
    everySystemAccount,
    { awaitRefresh: true },
  );
}
