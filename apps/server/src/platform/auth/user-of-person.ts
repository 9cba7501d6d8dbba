import type { AuthUser } from './token-verifier.js';

/** A person the app knows by name and address, without a token (the demo's people, for one). */
export interface NamedPerson {
  id: string;
  givenName: string;
  familyName: string;
  email: string;
}

/**
 * A known person as the signed-in user the services take: their full name is the given name and family
 * name joined by a space, and they hold no realm roles.
 */
export function userOfPerson(person: NamedPerson): AuthUser {
  return {
    id: person.id,
    givenName: person.givenName,
    familyName: person.familyName,
    fullName: `${person.givenName} ${person.familyName}`,
    email: person.email,
    roles: [],
  };
}
