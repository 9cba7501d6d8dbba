export { initialsOf } from '../../../lib/names';

interface NameClaims {
  name?: string | undefined;
  given_name?: string | undefined;
  family_name?: string | undefined;
}

/** The full name from the ID token: `name`, or else given and family name ("Gerda Wassink"). */
export function fullNameOf(claims: NameClaims): string {
  const name = claims.name?.trim();
  if (name) return name;
  return [claims.given_name, claims.family_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
