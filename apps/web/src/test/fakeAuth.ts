import { User } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';
import { vi } from 'vitest';

/** A signed-in user as oidc-client-ts would restore it, valid for an hour. */
export function fakeUser(
  profile: {
    /** Another person than the default 'user-1'. */
    sub?: string;
    name?: string;
    given_name?: string;
    family_name?: string;
    email?: string;
    realm_access?: { roles: string[] };
  } = {},
): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: 'access-token',
    id_token: 'id-token',
    token_type: 'Bearer',
    expires_at: now + 3600,
    profile: {
      sub: 'user-1',
      iss: 'http://localhost/auth',
      aud: 'web',
      exp: now + 3600,
      iat: now,
      ...profile,
    },
  });
}

/** The react-oidc-context value a page sees, with spies for every action. */
export function fakeAuth(state: Partial<AuthContextProps> = {}): AuthContextProps {
  return {
    isLoading: false,
    isAuthenticated: false,
    user: null,
    settings: { authority: 'http://localhost/auth', client_id: 'web', redirect_uri: 'http://localhost/' },
    events: {} as AuthContextProps['events'],
    clearStaleState: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    signinPopup: vi.fn(),
    signinSilent: vi.fn(async () => null),
    signinRedirect: vi.fn(async () => undefined),
    signinResourceOwnerCredentials: vi.fn(),
    signoutRedirect: vi.fn(async () => undefined),
    signoutPopup: vi.fn(async () => undefined),
    signoutSilent: vi.fn(async () => undefined),
    querySessionStatus: vi.fn(async () => null),
    revokeTokens: vi.fn(async () => undefined),
    startSilentRenew: vi.fn(),
    stopSilentRenew: vi.fn(),
    ...state,
  };
}

export function signedIn(
  name = 'Gerda Wassink',
  extra: Parameters<typeof fakeUser>[0] = {},
): AuthContextProps {
  return fakeAuth({ isAuthenticated: true, user: fakeUser({ name, ...extra }) });
}
