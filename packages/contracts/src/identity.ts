import { z } from 'zod';

/** Realm roles from the identity provider, in Keycloak's `realm_access.roles` claim. */
export const RealmRoleSchema = z.enum(['delegate', 'treasurer', 'admin']);
export type RealmRole = z.infer<typeof RealmRoleSchema>;
export const REALM_ROLES = RealmRoleSchema.options;

/** The claims of an access token that the API relies on. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/** Rules of the embedded sign-up form; the same limits apply on the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
