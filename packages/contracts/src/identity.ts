import { z } from 'zod';

/** Realm roles from the identity provider, in Keycloak's `realm_access.roles` claim. */
export const RealmRoleSchema = z.enum(['delegate', 'treasurer', 'admin']);
export type RealmRole = z.infer<typeof RealmRoleSchema>;
export const REALM_ROLES = RealmRoleSchema.options;

/** Keycloak's claim of the realm roles, which the embedded provider copies: `{ roles: [...] }`. */
export const RealmAccessSchema = z.object({ roles: z.array(z.string()) });

/** The claims of an access token that the API relies on. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  realm_access: RealmAccessSchema.optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/**
 * The realm roles claim alone: what the web app reads from the access token, or from the ID token's
 * profile when the issuer sends opaque access tokens. (It only decides what the app shows; the server
 * verifies the token on every call.)
 */
export const RealmAccessClaimsSchema = AccessTokenClaimsSchema.pick({ realm_access: true }).required();

/** Rules of the embedded sign-up form; the same limits apply on the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * 'Wachtwoord vergeten?' (the embedded login): a reset link works this many minutes after it was sent,
 * once. Short, because whoever reads the mail can choose the password.
 */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/**
 * Reset mails one e-mail address gets per hour at most: more requests for it are answered the same, but
 * send nothing (so the limit neither floods a mailbox nor tells whether the address is known).
 */
export const PASSWORD_RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
/**
 * Reset requests one client address may make per hour, for any e-mail addresses together: more are
 * refused (429), so nobody tries a list of addresses from one place.
 */
export const PASSWORD_RESET_REQUESTS_PER_CLIENT_PER_HOUR = 10;
