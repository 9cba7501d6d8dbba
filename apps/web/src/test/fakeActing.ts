import { DELEGATOR_HEADER } from '../lib/delegation';
import { testProfile, type FakeRequest } from './fakeApi';
import { signedIn } from './fakeAuth';

// Jan Bomers, a caregiver with the delegate role, who may act for Gerda Wassink: the people of the tests
// of acting for somebody (the acting strip, switching between delegators).

export const GERDA = 'user-7';
export const janProfile = testProfile({ id: 'user-1', firstName: 'Jan', lastName: 'Bomers' });
export const gerdaProfile = testProfile({ id: GERDA, firstName: 'Gerda', lastName: 'Wassink' });
export const asDelegate = () => signedIn('Jan Bomers', { realm_access: { roles: ['delegate'] } });

/** The fake server answers with Gerda's profile for calls made for her, and Jan's otherwise. */
export const profileFor = ({ headers }: FakeRequest) =>
  headers.get(DELEGATOR_HEADER) === GERDA ? gerdaProfile : janProfile;

/** The profile and its status, each as the person the call is made for. */
export function actingRoutes() {
  return {
    'GET /api/profile/profiles/me': profileFor,
    'GET /api/profile/profiles/me/status': (request: FakeRequest) => ({
      id: profileFor(request).id,
      complete: true,
    }),
  };
}
