import {
  DEFAULT_PREMIUM_LIMITS,
  type AccountStatement,
  type BankerAccount,
  type BankerUser,
  type Paged,
  type Withdrawal,
} from '@achterhoek/contracts';
import type { FakeRequest, FakeRoute } from '../../test/fakeApi';
import { pagedRoute } from '../../test/fakePages';
import { fakeWithdrawal } from '../../test/fakeWithdrawals';

// Test data for the credits pages: the banker's answers as the server would send them.

export function bankerAccount(overrides: Partial<BankerAccount> = {}): BankerAccount {
  return {
    id: 11,
    ncan: 'PLA-gerda',
    name: 'Gerda Wassink',
    credits: 0,
    type: 'LIABILITY',
    purpose: 'CURRENT',
    iban: null,
    ibanHolder: null,
    ...overrides,
  };
}

export function bankerUser(free: number, premium: number): BankerUser {
  return {
    managedIdentity: 'user-1',
    email: 'gerda@example.nl',
    personalAccount: bankerAccount({ credits: free }),
    premiumAccount: bankerAccount({ id: 12, ncan: 'PLA-gerda-p', credits: premium, purpose: 'PREMIUM' }),
  };
}

export function statement(
  id: number,
  transactionTime: string,
  overrides: Partial<AccountStatement> = {},
): AccountStatement {
  return {
    id,
    transactionTime,
    type: 'CREDIT',
    amount: 25,
    description: 'Credits inkopen',
    counterparty: { id: 1, name: 'Bankreserve', purpose: 'SYSTEM' },
    purpose: 'DEPOSIT',
    rollback: false,
    account: { id: 11, purpose: 'CURRENT' },
    ...overrides,
  };
}

/** Answers the statement call from a list of lines, newest first, honouring offset and maxResults. */
export function statementPages(lines: AccountStatement[]): (request: FakeRequest) => Paged<AccountStatement> {
  return pagedRoute(lines, 20);
}

export function bankerRoutes({
  free = 25,
  premium = 12,
  exchangeRate = 19,
  lines = [] as AccountStatement[],
}: { free?: number; premium?: number; exchangeRate?: number; lines?: AccountStatement[] } = {}): Record<
  string,
  FakeRoute
> {
  return {
    'GET /api/banker/settings': { exchangeRate, premiumLimits: DEFAULT_PREMIUM_LIMITS },
    'GET /api/banker/users/me': bankerUser(free, premium),
    'GET /api/banker/users/me/statements': statementPages(lines),
  };
}

/** A withdrawal as the server sends it: 20 credits at 19 cents, asked on 4 March 2025, still requested. */
export const withdrawal = fakeWithdrawal;

/** Answers the withdrawals call from a list, newest first, honouring offset and maxResults. */
export function withdrawalPages(list: Withdrawal[]): (request: FakeRequest) => Paged<Withdrawal> {
  return pagedRoute(list, 50);
}
