import type { AuthUser } from '../../../platform/auth/token-verifier.js';

/** A signed-in passenger for the profile services' unit tests. */
export const testCaller: AuthUser = {
  id: 'user-1',
  givenName: 'Gerda',
  familyName: 'Wassink',
  fullName: 'Gerda Wassink',
  email: 'gerda@example.nl',
  roles: [],
};
