import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { AccessTokenClaimsSchema, type RealmRole, REALM_ROLES } from '@achterhoek/contracts';
import { fetchWithTimeout } from '../http/outbound.js';
import type { AuthUser } from './auth-user.js';
import { verifiedTokenMemory } from './verified-tokens.js';

export type { AuthUser } from './auth-user.js';

export interface TokenVerifierOptions {
  issuer: string;
  /**
   * Other issuers whose tokens are accepted: the built-in login at each local address the app answers at
   * (platform/app-origin.ts). They sign with the same local keys; discovery is only ever done at `issuer`.
   */
  acceptsIssuer?: (issuer: string) => boolean;
  clientId: string;
  /** When set, `aud` must contain it; otherwise `azp` must be the client id (Keycloak's default tokens). */
  audience: string | undefined;
  /** Public keys of the embedded provider; without them the issuer's JWKS is fetched through discovery. */
  localKeys?: JWK[];
  /** The time tokens are checked against (epoch ms); the system's by default, a test moves its own. */
  now?: () => number;
  /** How many verified tokens are remembered until they expire (default 5,000). */
  rememberedTokens?: number;
}

export class InvalidTokenError extends Error {}

const PRIVATE_KEY_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

export function publicJwk(key: JWK): JWK {
  const copy: Record<string, unknown> = { ...key };
  for (const member of PRIVATE_KEY_MEMBERS) delete copy[member];
  return copy as JWK;
}

/** Seconds a token is still accepted after it expired (and before it is valid): clocks differ a little. */
const CLOCK_TOLERANCE_SECONDS = 30;
const REMEMBERED_TOKENS = 5_000;

/** How long OIDC discovery may take; jose's key set fetch has its own limit (5 s). */
const DISCOVERY_TIMEOUT_MS = 10_000;

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetchWithTimeout(
    `${issuer}/.well-known/openid-configuration`,
    {},
    { timeoutMs: DISCOVERY_TIMEOUT_MS },
  );
  if (!response.ok) throw new Error(`OIDC discovery at ${issuer} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: string };
  if (!document.jwks_uri) throw new Error(`OIDC discovery at ${issuer} names no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri));
}

export function createTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<AuthUser> {
  let keySet: Promise<JWTVerifyGetKey> | undefined = options.localKeys
    ? Promise.resolve(createLocalJWKSet({ keys: options.localKeys.map(publicJwk) }))
    : undefined;

  const now = options.now ?? Date.now;
  const memory = verifiedTokenMemory({
    clockToleranceSeconds: CLOCK_TOLERANCE_SECONDS,
    maxEntries: options.rememberedTokens ?? REMEMBERED_TOKENS,
  });

  return async (token: string) => {
    const nowMs = now();
    const known = memory.recall(token, nowMs);
    if (known) return known;
    keySet ??= discoverJwks(options.issuer).catch((error: unknown) => {
      keySet = undefined; // try discovery again on the next request
      throw error;
    });
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, await keySet, {
        ...(options.acceptsIssuer ? {} : { issuer: options.issuer }),
        ...(options.audience ? { audience: options.audience } : {}),
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(nowMs),
      }));
    } catch (error) {
      throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
    }
    if (options.acceptsIssuer && (typeof payload.iss !== 'string' || !options.acceptsIssuer(payload.iss))) {
      throw new InvalidTokenError('token was issued by an unknown issuer');
    }
    if (!options.audience && payload.azp !== options.clientId) {
      throw new InvalidTokenError('token was not issued to this app');
    }
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('token lacks a subject');
    const { sub, given_name, family_name, name, email, realm_access } = claims.data;
    const givenName = given_name ?? '';
    const familyName = family_name ?? '';
    const session = [payload.sid, payload.session_state].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    const user: AuthUser = {
      id: sub,
      givenName,
      familyName,
      fullName: name ?? `${givenName} ${familyName}`.trim(),
      email,
      roles: (realm_access?.roles ?? []).filter((role): role is RealmRole =>
        (REALM_ROLES as readonly string[]).includes(role),
      ),
      ...(session ? { sessionId: session } : {}),
    };
    memory.remember(token, {
      user,
      expiresAt: typeof payload.exp === 'number' ? payload.exp : undefined,
      notBefore: typeof payload.nbf === 'number' ? payload.nbf : undefined,
    });
    return user;
  };
}
