import {
  TREASURY_WITHDRAWALS_PAGE_SIZE,
  type Paged,
  type PaymentBatch,
  type SettlementChoice,
} from '@achterhoek/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
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
 * Query keys of the payout pages. All under ['treasury', subject]: another login never sees them, and
 * invalidating that prefix refreshes every treasury list after a change.
 */
export const paymentsKeys = {
  all: (subject: string) => ['treasury', subject] as const,
  pendingCount: (subject: string) => ['treasury', subject, 'withdrawals', 'REQUESTED', 'count'] as const,
  pending: (subject: string) => ['treasury', subject, 'withdrawals', 'REQUESTED', 'list'] as const,
  reserve: (subject: string) => ['treasury', subject, 'payments', 'reserve'] as const,
  batches: (subject: string, until: string) => ['treasury', subject, 'payment-batches', until] as const,
  batch: (subject: string, id: number) => ['treasury', subject, 'payment-batch', id] as const,
};

function useSubject(): string {
  return useAuth().user?.profile.sub ?? '';
}

function nextOffset<T>(page: Paged<T>): number | undefined {
  const next = page.offset + page.data.length;
  return page.data.length > 0 && next < page.totalCount ? next : undefined;
}

/** How many withdrawals wait to be paid out (the 'Uitbetalingen' tile's badge): one row asked, the total read. */
export function usePendingWithdrawalCount(enabled: boolean) {
  const subject = useSubject();
  return useQuery({
    queryKey: paymentsKeys.pendingCount(subject),
    queryFn: async ({ signal }) => (await fetchTreasuryWithdrawals('REQUESTED', 0, 1, signal)).totalCount,
    enabled: enabled && Boolean(subject),
    retry: false,
  });
}

/** The requested withdrawals, oldest first, 100 at a time (spec 001 §9). */
export function usePendingWithdrawals() {
  const subject = useSubject();
  return useInfiniteQuery({
    queryKey: paymentsKeys.pending(subject),
    queryFn: ({ pageParam, signal }) =>
      fetchTreasuryWithdrawals('REQUESTED', pageParam, TREASURY_WITHDRAWALS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(subject),
  });
}

/** The bank reserve ('banking-reserve', spec 001 §9): the account every payout is paid from. */
export function useBankReserve() {
  const subject = useSubject();
  return useQuery({
    queryKey: paymentsKeys.reserve(subject),
    queryFn: ({ signal }) => fetchSystemAccountsForPayments(signal),
    select: (accounts) => accounts.data.find((account) => account.ncan === 'banking-reserve') ?? null,
    enabled: Boolean(subject),
    staleTime: 0,
  });
}

/** Payout batches, newest first, 50 per page; `until` is fixed while the page is open. */
export function usePaymentBatches(until: string) {
  const subject = useSubject();
  return useInfiniteQuery({
    queryKey: paymentsKeys.batches(subject, until),
    queryFn: ({ pageParam, signal }) => fetchPaymentBatches(pageParam, until, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(subject),
  });
}

export function useCreatePaymentBatch() {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: createPaymentBatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all(subject) }),
  });
}

export function usePaymentBatch(id: number | null) {
  const subject = useSubject();
  return useQuery({
    queryKey: paymentsKeys.batch(subject, id ?? 0),
    queryFn: ({ signal }) => fetchPaymentBatch(id ?? 0, signal),
    enabled: Boolean(subject) && id !== null,
    retry: false,
  });
}

/** Settles requests; the page then shows the batch as the server answers it, and the lists refresh. */
export function useSettlePaymentBatch(id: number) {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useMutation({
    mutationFn: (choices: SettlementChoice[]) => settlePaymentBatch(id, choices),
    onSuccess: (batch: PaymentBatch) => {
      queryClient.setQueryData(paymentsKeys.batch(subject, id), batch);
      void queryClient.invalidateQueries({
        queryKey: paymentsKeys.all(subject),
        predicate: (query) => query.queryKey[2] !== 'payment-batch',
      });
    },
  });
}

export function useMailPaymentBatchFile(id: number) {
  return useMutation({ mutationFn: () => mailPaymentBatchFile(id) });
}
