import {
  TREASURY_WITHDRAWALS_PAGE_SIZE,
  type PaymentBatch,
  type SettlementChoice,
} from '@achterhoek/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { useRefreshingMutation, useSignedInPages, useSignedInQuery } from '../../../lib/signed-in-query';
import {
  createPaymentBatch,
  fetchPaymentBatch,
  fetchPaymentBatches,
  fetchSystemAccountsForPayments,
  fetchTreasuryWithdrawals,
  mailPaymentBatchFile,
  settlePaymentBatch,
} from './paymentsApi';

/**
 * Query keys of the payout pages. All under ['treasury', signedInId]: another login never sees them, and
 * invalidating that prefix refreshes every treasury list after a change.
 */
export const paymentsKeys = {
  all: (signedInId: string) => ['treasury', signedInId] as const,
  pendingCount: (signedInId: string) =>
    ['treasury', signedInId, 'withdrawals', 'REQUESTED', 'count'] as const,
  pending: (signedInId: string) => ['treasury', signedInId, 'withdrawals', 'REQUESTED', 'list'] as const,
  reserve: (signedInId: string) => ['treasury', signedInId, 'payments', 'reserve'] as const,
  batches: (signedInId: string, until: string) => ['treasury', signedInId, 'payment-batches', until] as const,
  batch: (signedInId: string, id: number) => ['treasury', signedInId, 'payment-batch', id] as const,
};

/** How many withdrawals wait to be paid out (the 'Uitbetalingen' tile's badge): one row asked, the total read. */
export function usePendingWithdrawalCount(enabled: boolean) {
  return useSignedInQuery(
    paymentsKeys.pendingCount,
    async (signal) => (await fetchTreasuryWithdrawals('REQUESTED', 0, 1, signal)).totalCount,
    { enabled, retry: false },
  );
}

/** The requested withdrawals, oldest first, 100 at a time (spec 001 §9). */
export function usePendingWithdrawals() {
  return useSignedInPages(
    (signedInId) => paymentsKeys.pending(signedInId),
    (offset, signal) => fetchTreasuryWithdrawals('REQUESTED', offset, TREASURY_WITHDRAWALS_PAGE_SIZE, signal),
  );
}

/** The bank reserve ('banking-reserve', spec 001 §9): the account every payout is paid from. */
export function useBankReserve() {
  return useSignedInQuery(paymentsKeys.reserve, fetchSystemAccountsForPayments, {
    select: (accounts) => accounts.data.find((account) => account.ncan === 'banking-reserve') ?? null,
    staleTime: 0,
  });
}

/** Payout batches, newest first, 50 per page; `until` is fixed while the page is open. */
export function usePaymentBatches(until: string) {
  return useSignedInPages(
    (signedInId) => paymentsKeys.batches(signedInId, until),
    (offset, signal) => fetchPaymentBatches(offset, until, signal),
  );
}

export function useCreatePaymentBatch() {
  return useRefreshingMutation(createPaymentBatch, (signedInId) => [paymentsKeys.all(signedInId)], {
    awaitRefresh: true,
    evenOnError: true,
  });
}

export function usePaymentBatch(id: number | null) {
  return useSignedInQuery(
    (signedInId) => paymentsKeys.batch(signedInId, id ?? 0),
    (signal) => fetchPaymentBatch(id ?? 0, signal),
    { enabled: id !== null, retry: false },
  );
}

/** Settles requests; the page then shows the batch as the server answers it, and the lists refresh. */
export function useSettlePaymentBatch(id: number) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (choices: SettlementChoice[]) => settlePaymentBatch(id, choices),
    onSuccess: (batch: PaymentBatch) => {
      queryClient.setQueryData(paymentsKeys.batch(signedInId, id), batch);
      void queryClient.invalidateQueries({
        queryKey: paymentsKeys.all(signedInId),
        predicate: (query) => query.queryKey[2] !== 'payment-batch',
      });
    },
  });
}

export function useMailPaymentBatchFile(id: number) {
  return useMutation({ mutationFn: () => mailPaymentBatchFile(id) });
}
