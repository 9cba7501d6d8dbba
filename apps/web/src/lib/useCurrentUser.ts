import { useMemo } from 'react';
import { useAuth } from './auth';
import { fullNameOf, initialsOf } from './names';
import { realmRolesOf } from './token';

export interface CurrentUser {
  /** The identity provider's subject claim (`sub`): the user's managed identity and profile id. */
  id: string;
  givenName: string;
  familyName: string;
  fullName: string;
  initials: string;
  email: string | undefined;
  realmRoles: readonly string[];
  hasRealmRole: (role: string) => boolean;
}

/**
 * The signed-in user as the app needs it, or null when nobody is signed in. Shared, like `useAuth`: every
 * feature may ask who is signed in, while the auth feature (the sign-in pages) stands above the features
 * it leads to (profile, messaging).
 */
export function useCurrentUser(): CurrentUser | null {
  const { user } = useAuth();
  return useMemo(() => {
    if (!user) return null;
    const fullName = fullNameOf(user.profile);
    const realmRoles = realmRolesOf(user.access_token, user.profile);
    return {
      id: user.profile.sub,
      givenName: user.profile.given_name?.trim() ?? '',
      familyName: user.profile.family_name?.trim() ?? '',
      fullName,
      initials: initialsOf(fullName),
      email: user.profile.email,
      realmRoles,
      hasRealmRole: (role: string) => realmRoles.includes(role),
    };
  }, [user]);
}

/** Whether the signed-in user has an identity-provider realm role (delegate, treasurer, admin). */
export function useHasRealmRole(role: string): boolean {
  return useCurrentUser()?.hasRealmRole(role) ?? false;
}
