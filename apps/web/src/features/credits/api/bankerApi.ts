import {
  BankerSettingsSchema,
  BankerUserSchema,
  CreateDepositResponseSchema,
  DepositEventResponseSchema,
  PagedStatementsSchema,
  STATEMENTS_PAGE_SIZE,
  type CreateDepositRequest,
  type DepositEventRequest,
} from '@achterhoek/contracts';
import { request } from '../../../lib/http';

// The banker's calls this feature makes (spec 001 §7 Banker service), each typed with its contract.
export const BANKER_API = '/api/banker';

export function fetchBankerSettings(signal?: AbortSignal) {
  return request(`${BANKER_API}/settings`, { schema: BankerSettingsSchema, signal });
}

export function fetchBankerUser(signal?: AbortSignal) {
  return request(`${BANKER_API}/users/me`, { schema: BankerUserSchema, signal });
}

/** One page of the user's statement, newest first, limited to lines before `until`. */
export function fetchStatements(
  offset: number,
  until: string,
  maxResults: number = STATEMENTS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return request(`${BANKER_API}/users/me/statements`, {
    query: { offset, maxResults, until },
    schema: PagedStatementsSchema,
    signal,
  });
}

/**
 * Starts a purchase of credits; the answer is the payment provider's page to send the user to. The same
 * `requestKey` (one per visit of the form) makes a repeated submit answer the same payment.
 */
export function createDeposit(body: CreateDepositRequest, requestKey: string) {
  return request(`${BANKER_API}/users/me/deposits`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': requestKey },
    schema: CreateDepositResponseSchema,
  });
}

/** Asks how a deposit stands, by the identifiers the payment provider sent the user back with. */
export function checkDepositEvent(body: DepositEventRequest, signal?: AbortSignal) {
  return request(`${BANKER_API}/deposit-events`, {
    method: 'POST',
    body,
    schema: DepositEventResponseSchema,
    signal,
  });
}
