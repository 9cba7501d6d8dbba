import {
  DEFAULT_PREMIUM_LIMITS,
  type Paged,
  type PremiumLimits,
  type SystemAccount,
  type SystemAccountCode,
  type SystemStatement,
} from '@achterhoek/contracts';
import type { FakeRequest, FakeRoute } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';
import { pageOf } from '../../test/fakePages';

// Test data for the treasurer's system-account pages: the banker's answers as the server would send them.

export const treasurer = () => signedIn('Ingrid Penninkhof', { realm_access: { roles: ['treasurer'] } });
export const admin = () => signedIn('Beheerder', { realm_access: { roles: ['admin'] } });
export const ordinaryUser = () => signedIn('Gerda Wassink');

const ids: Record<SystemAccountCode, number> = { 'banking-reserve': 1, reservations: 2, premiums: 3 };
const names: Record<SystemAccountCode, string> = {
  'banking-reserve': 'Bankreserve',
  reservations: 'Reserveringen',
  premiums: 'Premies',
};

export function systemAccount(
  code: SystemAccountCode,
  overrides: Partial<SystemAccount> = {},
): SystemAccount {
  return {
    id: ids[code],
    ncan: code,
    name: names[code],
    credits: 0,
    type: code === 'banking-reserve' ? 'ASSET' : 'LIABILITY',
    purpose: 'SYSTEM',
    iban: null,
    ibanHolder: null,
    ...overrides,
  };
}

export function systemStatement(
  id: number,
  transactionTime: string,
  overrides: Partial<SystemStatement> = {},
): SystemStatement {
  return {
    id,
    transactionTime,
    type: 'DEBIT',
    amount: 25,
    description: 'Credits inkopen',
    counterparty: { id: 11, name: 'Gerda Wassink' },
    purpose: 'DEPOSIT',
    rollback: false,
    ...overrides,
  };
}

/** Answers a statement call from a list of lines, newest first, honouring purpose, offset and maxResults. */
export function systemStatementPages(
  lines: SystemStatement[],
): (request: FakeRequest) => Paged<SystemStatement> {
  return (request) => {
    const purpose = request.url.searchParams.get('purpose');
    const kept = purpose ? lines.filter((line) => line.purpose === purpose) : lines;
    return pageOf(kept, request, 20);
  };
}

export interface SystemRoutesOptions {
  premiums?: number;
  reservations?: number;
  reserve?: Partial<SystemAccount>;
  exchangeRate?: number;
  premiumLimits?: PremiumLimits;
  lines?: Partial<Record<SystemAccountCode, SystemStatement[]>>;
}

/** The banker's answers for the treasurer's pages: settings, the three system accounts and their statements. */
export function systemRoutes({
  premiums = 500,
  reservations = 120,
  reserve = {},
  exchangeRate = 19,
  premiumLimits = DEFAULT_PREMIUM_LIMITS,
  lines = {},
}: SystemRoutesOptions = {}): Record<string, FakeRoute> {
  return {
    'GET /api/banker/settings': { exchangeRate, premiumLimits },
    'GET /api/banker/accounts': {
      data: [
        systemAccount('banking-reserve', { credits: 10_000, ...reserve }),
        systemAccount('reservations', { credits: reservations }),
        systemAccount('premiums', { credits: premiums }),
      ],
    },
    ...Object.fromEntries(
      (Object.keys(ids) as SystemAccountCode[]).map((code) => [
        `GET /api/banker/accounts/${ids[code]}/statements`,
        systemStatementPages(lines[code] ?? []),
      ]),
    ),
  };
}
