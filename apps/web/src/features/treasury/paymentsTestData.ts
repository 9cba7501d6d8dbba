import type { PaymentBatch, PaymentBatchSummary, SystemAccount, Withdrawal } from '@achterhoek/contracts';
import { signedIn } from '../../test/fakeAuth';
import { fakeWithdrawal } from '../../test/fakeWithdrawals';

// Test data for the payout pages: the banker's answers as the server would send them.

export const treasurer = () =>
  signedIn('Kees Kasbeheer', {
    given_name: 'Kees',
    family_name: 'Kasbeheer',
    email: 'kas@example.nl',
    realm_access: { roles: ['treasurer'] },
  });

/** Henk's request of 25 credits, asked on 20 November 2026. */
export function withdrawal(id: number, overrides: Partial<Withdrawal> = {}): Withdrawal {
  return fakeWithdrawal(id, {
    creationTime: '2026-11-20T09:15:00+01:00',
    modificationTime: '2026-11-20T09:15:00+01:00',
    amountCredits: 25,
    amountEurocents: 475,
    ibanHolder: 'H. Lubbers',
    accountName: 'Henk Lubbers',
    ...overrides,
  });
}

export function withdrawalPage(data: Withdrawal[], totalCount = data.length, offset = 0) {
  return { totalCount, offset, count: data.length, data };
}

export function systemAccounts(reserve: Partial<SystemAccount> = {}) {
  const account = (id: number, ncan: SystemAccount['ncan'], name: string): SystemAccount => ({
    id,
    ncan,
    name,
    credits: 1000,
    type: 'ASSET',
    purpose: 'SYSTEM',
    iban: null,
    ibanHolder: null,
  });
  return {
    data: [
      {
        ...account(1, 'banking-reserve', 'Kas'),
        iban: 'NL20INGB0001234567',
        ibanHolder: 'Stichting Vervoer',
        ...reserve,
      },
      account(2, 'reservations', 'Reserveringen'),
      account(3, 'premiums', 'Premies'),
    ],
  };
}

export function batchSummary(id: number, overrides: Partial<PaymentBatchSummary> = {}): PaymentBatchSummary {
  return {
    id,
    orderReference: `P26325-${id}`,
    status: 'ACTIVE',
    creationTime: '2026-11-21T10:00:00+01:00',
    modificationTime: '2026-11-21T10:30:00+01:00',
    modifiedBy: { givenName: 'Kees', familyName: 'Kasbeheer' },
    reason: null,
    nrRequests: 2,
    amountRequestedEurocents: 950,
    amountSettledEurocents: 0,
    originatorIban: 'NL20INGB0001234567',
    originatorIbanHolder: 'Stichting Vervoer',
    ...overrides,
  };
}

export function batch(
  id: number,
  withdrawalRequests: Withdrawal[],
  overrides: Partial<PaymentBatchSummary> = {},
): PaymentBatch {
  return { ...batchSummary(id, { nrRequests: withdrawalRequests.length, ...overrides }), withdrawalRequests };
}
