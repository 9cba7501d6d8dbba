/**
 * Reads a JWT's payload without verifying it. That is enough here: the roles only decide what the app
 * shows, and the server verifies the token on every call.
 */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The realm roles of the signed-in user. They are taken from the access token; an issuer that sends
 * opaque access tokens can still convey them through the ID token's profile claims.
 */
export function realmRolesOf(accessToken: string | undefined, profile?: unknown): string[] {
  for (const source of [accessToken ? decodeJwtPayload(accessToken) : null, profile]) {
    const roles = realmAccessRoles(source);
    if (roles) return roles;
  }
  return [];
}

/**
 * `realm_access.roles` (the shape of RealmAccessClaimsSchema in contracts), read by hand: the sign-in code
 * runs on the first page, which should not wait for the validation library.
 */
function realmAccessRoles(claims: unknown): string[] | undefined {
  if (typeof claims !== 'object' || claims === null) return undefined;
  const realmAccess = (claims as { realm_access?: unknown }).realm_access;
  if (typeof realmAccess !== 'object' || realmAccess === null) return undefined;
  const roles = (realmAccess as { roles?: unknown }).roles;
  return Array.isArray(roles) && roles.every((role) => typeof role === 'string') ? roles : undefined;
}
