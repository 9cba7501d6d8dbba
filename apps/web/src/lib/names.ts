/** Initials for an avatar: first letters of the first and the last word ("Marieke ter Horst" → "MH"). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toUpperCase();
}

/** "Gerda Wassink" from a profile's first and last name. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

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
