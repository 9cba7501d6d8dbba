import type { Delegation, DelegationPerson, PublicProfile } from '@achterhoek/contracts';
import { testProfile } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';

// Jan Bomers (the signed-in caregiver, realm role delegate) and the people he acts for or asks to.

export const DELEGATIONS_PATH = '/api/profile/delegations';

export const jan: DelegationPerson = {
  managedIdentity: 'user-1',
  firstName: 'Jan',
  lastName: 'Bomers',
  image: null,
};
export const gerda: DelegationPerson = {
  managedIdentity: 'user-7',
  firstName: 'Gerda',
  lastName: 'Wassink',
  image: 'profiles/gerda.jpg',
};
export const henk: DelegationPerson = {
  managedIdentity: 'user-8',
  firstName: 'Henk',
  lastName: 'Hendriks',
  image: null,
};

/** Jan's own profile (the fake server's default is Gerda's). */
export const janProfile = testProfile({ id: 'user-1', firstName: 'Jan', lastName: 'Bomers' });
/** Gerda's profile, as the server answers while Jan acts for her. */
export const gerdaProfile = testProfile({ id: 'user-7', firstName: 'Gerda', lastName: 'Wassink' });

/** Jan, signed in with the delegate role. */
export const asDelegate = () => signedIn('Jan Bomers', { realm_access: { roles: ['delegate'] } });

/** Jan's active delegation for Gerda, activated on 2 November 2026. */
export function testDelegation(overrides: Partial<Delegation> = {}): Delegation {
  return {
    id: 11,
    delegate: jan,
    delegator: gerda,
    state: 'ACTIVE',
    submissionTime: '2026-11-02T09:00:00+01:00',
    activationCodeSentTime: '2026-11-02T09:00:00+01:00',
    activationCodeTTL: 900,
    activationTime: '2026-11-02T09:05:00+01:00',
    ...overrides,
  };
}

/** A request waiting for its code, sent at 09:55 on 23 November 2026 and valid for 15 minutes. */
export function pendingDelegation(overrides: Partial<Delegation> = {}): Delegation {
  return testDelegation({
    id: 12,
    delegator: henk,
    state: 'REQUESTED',
    submissionTime: '2026-11-23T09:55:00+01:00',
    activationCodeSentTime: '2026-11-23T09:55:00+01:00',
    activationTime: undefined,
    ...overrides,
  });
}

export const delegationList = (data: Delegation[]) => ({
  totalCount: data.length,
  offset: 0,
  count: data.length,
  data,
});

export function candidate(person: DelegationPerson, overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: person.managedIdentity,
    firstName: person.firstName,
    lastName: person.lastName,
    image: person.image,
    age: 80,
    userRole: 'passenger',
    interests: [],
    ...overrides,
  };
}
