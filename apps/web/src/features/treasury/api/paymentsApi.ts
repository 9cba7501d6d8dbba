import {
  bankerSystemEndpoints,
  bankerTreasuryEndpoints,
  endpointPath,
  PAYMENT_BATCHES_PAGE_SIZE,
  TREASURY_WITHDRAWALS_PAGE_SIZE,
  type SettlementChoice,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { request } from '../../../lib/http';

// The treasurer's calls of the payout pages (spec 001 §7 Banker service), each through its contract.

/** One page of the withdrawals of one status, oldest first (the pending ones: 100 at a time, spec 001 §9). */
export function fetchTreasuryWithdrawals(
  status: 'REQUESTED',
  offset: number,
  maxResults: number = TREASURY_WITHDRAWALS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return call(bankerTreasuryEndpoints.withdrawals, { query: { status, offset, maxResults } }, { signal });
}

/** The system accounts; the payout pages need the bank reserve's IBAN and holder from them. */
export function fetchSystemAccountsForPayments(signal?: AbortSignal) {
  return call(bankerSystemEndpoints.accounts, { query: { purpose: 'SYSTEM' } }, { signal });
}

/** One page of payout batches, newest first, limited to batches made before `until`. */
export function fetchPaymentBatches(offset: number, until: string, signal?: AbortSignal) {
  return call(
    bankerTreasuryEndpoints.paymentBatches,
    { query: { offset, until, maxResults: PAYMENT_BATCHES_PAGE_SIZE } },
    { signal },
  );
}

/** Collects every requested withdrawal into a new batch; answers its id. */
export function createPaymentBatch() {
  return call(bankerTreasuryEndpoints.createPaymentBatch);
}

export function fetchPaymentBatch(id: number, signal?: AbortSignal) {
  return call(
    bankerTreasuryEndpoints.paymentBatch,
    { params: { id }, query: { format: 'JSON' } },
    { signal },
  );
}

/** Settles the requests that have a choice; answers the batch as it is afterwards. */
export function settlePaymentBatch(id: number, withdrawalRequests: SettlementChoice[]) {
  return call(bankerTreasuryEndpoints.settlePaymentBatch, { params: { id }, body: { withdrawalRequests } });
}

/** Mails the batch's file (the requests not settled yet) to the caller; answers the address it went to. */
export function mailPaymentBatchFile(id: number) {
  return call(bankerTreasuryEndpoints.mailPain, { params: { id }, query: { pendingOnly: 'true' } });
}

/**
 * The batch's SEPA credit-transfer file (pain.001) as XML text. Not through `call`: the answer is no
 * JSON; `request` still sends the token (and turns a 401 into the session-expired page).
 */
export async function fetchPaymentBatchFile(id: number): Promise<string> {
  const text = await request<unknown>(endpointPath(bankerTreasuryEndpoints.paymentBatch, { id }), {
    query: { format: 'PAIN.001' },
    headers: { Accept: 'application/xml' },
  });
  return typeof text === 'string' ? text : String(text ?? '');
}
