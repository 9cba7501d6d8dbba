import type { RealmRole } from '@achterhoek/contracts';

/** The caller of an API request, taken from a verified access token. */
export interface AuthUser {
  /** The identity provider's subject: the user's managed identity everywhere in the app. */
  id: string;
  givenName: string;
  familyName: string;
  fullName: string;
  email: string | undefined;
  /** Realm roles this app knows; other roles in the token are ignored. */
  roles: RealmRole[];
  /** The login session at the provider (`sid`, or Keycloak's `session_state`), when the token names it. */
  sessionId?: string;
}
