import { createContext, use } from 'react';
import type { AuthContextProps } from 'react-oidc-context';

/**
 * The sign-in state and actions every part of the app uses: a part of react-oidc-context's own, so that
 * the OpenID Connect library can be loaded only when it is needed (see features/auth AuthRoot): a
 * visitor's first page works without it, and a signed-in user's app gets the library's own state.
 */
export type AppAuth = Pick<
  AuthContextProps,
  'isLoading' | 'isAuthenticated' | 'user' | 'error' | 'signinRedirect' | 'signoutRedirect' | 'removeUser'
>;

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
