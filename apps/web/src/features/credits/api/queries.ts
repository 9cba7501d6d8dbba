import { useState } from 'react';
import {
  STATEMENTS_PAGE_SIZE,
  type CreateDepositRequest,
  type CreateWithdrawalRequest,
  type UpdateAccountRequest,
} from '@achterhoek/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  useRefreshKeys,
  useRefreshingMutation,
  useSignedInPages,
  useSignedInQuery,
} from '../../../lib/signed-in-query';
import {
  cancelWithdrawal,
  createDeposit,
  createWithdrawal,
  fetchBankerSettings,
  fetchBankerUser,
  fetchStatements,
  fetchWithdrawals,
  updateBankAccount,
} from './bankerApi';

/**
 * Query keys. Everything about the user's money sits under the signed-in user, so another login never
 * sees this user's balance or statement; the exchange rate is the same for everyone.
 */
export const creditsKeys = {
  settings: ['banker', 'settings'] as const,
  mine: (signedInId: string) => ['banker', 'me', signedInId] as const,
  user: (signedInId: string) => ['banker', 'me', signedInId, 'user'] as const,
  statements: (signedInId: string, until: string) =>
    ['banker', 'me', signedInId, 'statements', until] as const,
  withdrawals: (signedInId: string) => ['banker', 'me', signedInId, 'withdrawals'] as const,
};

/** Everything about the user's money: the balance, the statement and the withdrawals. */
const everythingOfMine = (signedInId: string) => [creditsKeys.mine(signedInId)];

/** The banker settings: the exchange rate in euro cents per credit. Rarely changes; read once a session. */
export function useBankerSettings() {
  return useQuery({
    queryKey: creditsKeys.settings,
    queryFn: ({ signal }) => fetchBankerSettings(signal),
    staleTime: Infinity,
  });
}

/**
 * The user's personal and premium account; read again whenever a page shows it. `enabled` false keeps it
 * idle (the account page with credits switched off, where the banker answers 403).
 */
export function useBankerUser(enabled = true) {
  return useSignedInQuery(creditsKeys.user, fetchBankerUser, { enabled, staleTime: 0 });
}

/**
 * The user's statement, newest first, in pages of 20 (spec 001 §9). `until` is part of the key: it is
 * fixed when the list first loads, so the later pages count from the same newest line and nothing shifts
 * while new transactions arrive.
 */
export function useStatements(until: string) {
  return useSignedInPages(
    (signedInId) => creditsKeys.statements(signedInId, until),
    (offset, signal) => fetchStatements(offset, until, STATEMENTS_PAGE_SIZE, signal),
  );
}

export function useCreateDeposit() {
  // One key per form: a double tap or a retry after a lost answer gets the payment already made.
  // randomUUID exists only in secure contexts (https, localhost); elsewhere a random string does.
  const [requestKey] = useState(
    () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  return useMutation({ mutationFn: (body: CreateDepositRequest) => createDeposit(body, requestKey) });
}

/** Marks the balance and the statement as out of date (after a deposit was confirmed). */
export function useRefreshCredits(): () => Promise<void> {
  return useRefreshKeys(everythingOfMine);
}

/** The user's own withdrawals, newest first, 50 a page (spec 001 §9). */
export function useWithdrawals() {
  return useSignedInPages(
    (signedInId) => creditsKeys.withdrawals(signedInId),
    (offset, signal) => fetchWithdrawals(offset, signal),
  );
}

/**
 * Asking or cancelling a withdrawal moves credits between the current account and the reservations: the
 * balance, the statement and the withdrawals are all out of date afterwards.
 */
export function useCreateWithdrawal() {
  return useRefreshingMutation((body: CreateWithdrawalRequest) => createWithdrawal(body), everythingOfMine, {
    awaitRefresh: true,
  });
}

export function useCancelWithdrawal() {
  return useRefreshingMutation((id: number) => cancelWithdrawal(id), everythingOfMine, {
    awaitRefresh: true,
  });
}

/** Saves the IBAN and holder of the current account and reads the account again. */
export function useUpdateBankAccount() {
  return useRefreshingMutation(
    (body: UpdateAccountRequest) => updateBankAccount(body),
    (signedInId) => [creditsKeys.user(signedInId)],
    { awaitRefresh: true },
  );
}
