import type { Withdrawal } from '@achterhoek/contracts';

/**
 * A withdrawal as the server sends it: 20 credits at 19 cents, asked on 4 March 2025, still requested.
 * The credits, treasury and charity tests each shape it to their story with `overrides`.
 */
export function fakeWithdrawal(id: number, overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    urn: `urn:nb:bn:withdrawal:${id}`,
    creationTime: '2025-03-04T10:15:00+01:00',
    modificationTime: '2025-03-04T10:15:00+01:00',
    description: 'Inwisselen van GAON credits',
    amountCredits: 20,
    amountEurocents: 380,
    status: 'REQUESTED',
    reason: null,
    iban: 'NL91ABNA0417164300',
    ibanHolder: 'G. Wassink',
    accountName: 'Gerda Wassink',
    ...overrides,
  };
}
