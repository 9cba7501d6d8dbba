import { useAuth } from './auth';

/**
 * The signed-in user's id (the token's subject), or '' while nobody is signed in. Query keys start with it,
 * so one login never sees another's cached data.
 */
export function useSignedInId(): string {
  return useAuth().user?.profile.sub ?? '';
}
