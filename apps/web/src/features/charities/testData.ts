import {
  DEFAULT_PREMIUM_LIMITS,
  type BankerAccount,
  type BankerUser,
  type Charity,
  type Donation,
} from '@achterhoek/contracts';
import type { FakeRoute } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';
import { pagedRoute } from '../../test/fakePages';

export const treasurer = () => signedIn('Ingrid Hulshof', { realm_access: { roles: ['treasurer'] } });
export const ordinaryUser = () => signedIn('Gerda Wassink');

function account(credits: number, purpose: BankerAccount['purpose']): BankerAccount {
  return {
    id: 11,
    ncan: 'PLA-gerda',
    name: 'Gerda Wassink',
    credits,
    type: 'LIABILITY',
    purpose,
    iban: null,
    ibanHolder: null,
  };
}

/** The banker's settings and the person's accounts: `free` credits on the current account. */
function bankerRoutes({ free }: { free: number }): Record<string, FakeRoute> {
  const user: BankerUser = {
    managedIdentity: 'user-1',
    email: 'gerda@example.nl',
    personalAccount: account(free, 'CURRENT'),
    premiumAccount: account(0, 'PREMIUM'),
  };
  return {
    'GET /api/banker/settings': { exchangeRate: 19, premiumLimits: DEFAULT_PREMIUM_LIMITS },
    'GET /api/banker/users/me': user,
  };
}

/** A running charity as the server sends it: 300 credits asked, 120 given by 3 people. */
export function charity(id: number, overrides: Partial<Charity> = {}): Charity {
  return {
    id,
    urn: `urn:nb:bn:charity:${id}`,
    name: 'Voedselbank Oost',
    location: { label: 'Winterswijk', point: null },
    description: 'Pakketten voor gezinnen in de regio.',
    imageUrl: null,
    goalAmount: 300,
    donatedAmount: 120,
    donorCount: 3,
    campaignStartTime: '2025-01-01T00:00:00+01:00',
    campaignEndTime: null,
    closed: false,
    account: null,
    ...overrides,
  };
}

export function donation(id: number, overrides: Partial<Donation> = {}): Donation {
  return {
    id,
    charityRef: 'urn:nb:bn:charity:1',
    charityName: 'Voedselbank Oost',
    amount: 10,
    description: null,
    anonymous: false,
    donationTime: '2025-03-04T10:15:00+01:00',
    donor: { id: 'u-henk', managedIdentity: 'u-henk', givenName: 'Henk', familyName: 'Jansen' },
    ...overrides,
  };
}

/** The banker's answers for the charity pages: one charity (id 1) with its donations. */
export function charityRoutes({
  one = charity(1),
  list = [one],
  donations = [] as Donation[],
  free = 25,
}: { one?: Charity; list?: Charity[]; donations?: Donation[]; free?: number } = {}): Record<
  string,
  FakeRoute
> {
  return {
    ...bankerRoutes({ free }),
    'GET /api/banker/charities': pagedRoute(list, 10),
    [`GET /api/banker/charities/${one.id}`]: one,
    [`GET /api/banker/charities/${one.id}/donations`]: pagedRoute(donations, 10),
    'GET /api/banker/users/generosity': [],
    'GET /api/banker/users/me/recent-donations': [],
  };
}
