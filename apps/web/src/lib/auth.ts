import { createContext, use } from 'react';
import type { User } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';

/**
 * What the app reads of the signed-in user: the library's User has these, and so has the user a returning
 * visitor's app reads from storage before the library is loaded (features/auth storedUser).
 */
export type SignedInUser = Pick<User, 'profile' | 'access_token' | 'expires_at' | 'id_token'>;

/**
 * The sign-in state and actions every part of the app uses: a part of react-oidc-context's own, so that
 * the OpenID Connect library can be loaded only when it is needed (see features/auth AuthRoot): a
 * visitor's first page works without it, and a signed-in user's app gets the library's own state.
 */
export type AppAuth = Pick<
  AuthContextProps,
  'isLoading' | 'isAuthenticated' | 'error' | 'signinRedirect' | 'signoutRedirect' | 'removeUser'
> & { user?: SignedInUser | null | undefined };

export const AuthContext = createContext<AppAuth | undefined>(undefined);

/** The sign-in state; only below the auth feature's AuthRoot (or a test's AuthContext). */
export function useAuth(): AppAuth {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth is used outside AuthRoot');
  return auth;
}

/**
 * The signed-in user's id (the token's subject), or '' while nobody is signed in. Queries key their data
 * under it, so one user's answers are never shown to the next.
 */
export function useSignedInId(): string {
  return useAuth().user?.profile.sub ?? '';
}
