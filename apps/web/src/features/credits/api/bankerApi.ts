import {
  bankerEndpoints,
  bankerWithdrawalEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  STATEMENTS_PAGE_SIZE,
  WITHDRAWALS_PAGE_SIZE,
  type CreateDepositRequest,
  type CreateWithdrawalRequest,
  type DepositEventRequest,
  type UpdateAccountRequest,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';

// The banker's calls this feature makes (spec 001 §7 Banker service), each through its contract.

export function fetchBankerSettings(signal?: AbortSignal) {
  return call(bankerEndpoints.settings, {}, { signal });
}

export function fetchBankerUser(signal?: AbortSignal) {
  return call(bankerEndpoints.user, {}, { signal });
}

/** One page of the user's statement, newest first, limited to lines before `until`. */
export function fetchStatements(
  offset: number,
  until: string,
  maxResults: number = STATEMENTS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return call(bankerEndpoints.statements, { query: { offset, maxResults, until } }, { signal });
}

/**
 * Starts a purchase of credits; the answer is the payment provider's page to send the user to. The same
 * `requestKey` (one per visit of the form) makes a repeated submit answer the same payment.
 */
export function createDeposit(body: CreateDepositRequest, requestKey: string) {
  return call(bankerEndpoints.createDeposit, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } });
}

/** Asks how a deposit stands, by the identifiers the payment provider sent the user back with. */
export function checkDepositEvent(body: DepositEventRequest, signal?: AbortSignal) {
  return call(bankerEndpoints.depositEvent, { body }, { signal });
}

/** One page of the user's own withdrawals, newest first (spec 001 §2.8: 50 a page). */
export function fetchWithdrawals(offset: number, signal?: AbortSignal) {
  return call(
    bankerWithdrawalEndpoints.withdrawals,
    { query: { offset, maxResults: WITHDRAWALS_PAGE_SIZE } },
    { signal },
  );
}

/** Asks to exchange credits for euros: the amount is reserved until the payout (402 when short). */
export function createWithdrawal(body: CreateWithdrawalRequest) {
  return call(bankerWithdrawalEndpoints.createWithdrawal, { body });
}

/** Cancels an own withdrawal while it is still requested: the credits come back. */
export function cancelWithdrawal(id: number): Promise<void> {
  return call(bankerWithdrawalEndpoints.cancelWithdrawal, { params: { id: String(id) } });
}

/** The IBAN and holder of the user's current account: where withdrawals are paid to. */
export function updateBankAccount(body: UpdateAccountRequest): Promise<void> {
  return call(bankerEndpoints.updateAccount, { body });
}
