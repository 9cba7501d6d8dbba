import {
  bankerSystemEndpoints,
  STATEMENTS_PAGE_SIZE,
  type SystemAccount,
  type SystemAccountCode,
  type SystemMovementRequest,
  type TransactionPurpose,
  type UpdateSystemAccountRequest,
} from '@achterhoek/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { nextOffset } from '../../../lib/infinite-scroll';
import { call } from '../../../lib/call';

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
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: systemAccountKeys.accounts(signedInId),
    queryFn: ({ signal }) =>
      call(bankerSystemEndpoints.accounts, { query: { purpose: 'SYSTEM' } }, { signal }),
    enabled: Boolean(signedInId),
    staleTime: 0,
  });
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
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: systemAccountKeys.statements(signedInId, accountId ?? 0, purpose, until),
    queryFn: ({ pageParam, signal }) =>
      call(
        bankerSystemEndpoints.statements,
        {
          params: { id: accountId ?? 0 },
          query: {
            ...(purpose ? { purpose } : {}),
            until,
            offset: pageParam,
            maxResults: STATEMENTS_PAGE_SIZE,
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(signedInId) && accountId !== undefined,
  });
}

/** Sets the IBAN and holder of a system account (the bank reserve's pays the payouts). */
export function useUpdateSystemAccount() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSystemAccountRequest }) =>
      call(bankerSystemEndpoints.updateAccount, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemAccountKeys.all(signedInId) }),
  });
}

export type PremiumDirection = 'deposit' | 'withdraw';

/** Raises ('deposit') or lowers ('withdraw') the premium budget; the balances and statements are read again. */
export function useMovePremium(direction: PremiumDirection) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SystemMovementRequest }) =>
      call(bankerSystemEndpoints[direction], { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemAccountKeys.all(signedInId) }),
  });
}
