import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealmRole } from '@achterhoek/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import {
  DELEGATOR_HEADER,
  noDelegations,
  ownIdentity,
  type DelegationResolver,
  type RequestIdentity,
} from './identity.js';
import type { AuthUser } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call without a token (health, version, documentation). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set on every non-public `/api` route once the bearer token (and any delegation) is verified. */
    identity: RequestIdentity | null;
  }
}

/** The OpenAPI document and its viewer are public: they describe the API, they expose no data. */
const PUBLIC_PREFIXES = ['/api/docs'];

/**
 * Every `/api` route needs a valid bearer token unless its config says `public: true`. Unknown routes
 * are left alone so they answer 404.
 */
export function registerAuthentication(
  app: FastifyInstance,
  verify: (token: string) => Promise<AuthUser>,
  resolveDelegation: DelegationResolver = noDelegations,
  /** Whether the account was removed by its owner: its tokens are refused from then on (decision 0058). */
  isAccountClosed: (userId: string) => Promise<boolean> = async () => false,
): void {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (PUBLIC_PREFIXES.some((prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`)))
      return;
    if (request.routeOptions.url === undefined || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match?.[1]) throw new UnauthorizedError('Authentication required');
    let actor: AuthUser;
    try {
      actor = await verify(match[1]);
    } catch (error) {
      request.log.info(
        { reason: error instanceof Error ? error.message : String(error) },
        'bearer token rejected',
      );
      throw new UnauthorizedError('Invalid or expired token');
    }
    // A token given before its owner removed the account is still signed and unexpired: refused all the same.
    if (await isAccountClosed(actor.id))
      throw new UnauthorizedError('Dit account is verwijderd.', 'ACCOUNT_CLOSED');
    request.identity = await identityFor(request, actor, resolveDelegation);
  });
}

/**
 * Without `X-Delegator` the caller acts for themselves. With it, only a caller with the `delegate` realm
 * role and an active delegation from that person may act for them; anything else is 403, never a
 * silent fall-back to the caller's own data.
 */
async function identityFor(
  request: FastifyRequest,
  actor: AuthUser,
  resolveDelegation: DelegationResolver,
): Promise<RequestIdentity> {
  const header = request.headers[DELEGATOR_HEADER];
  if (header === undefined) return ownIdentity(actor);
  const delegatorId = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!delegatorId || !hasRole(actor, 'delegate')) {
    throw new ForbiddenError('Niet toegestaan om namens deze gebruiker te handelen.', 'DELEGATION');
  }
  const subject = await resolveDelegation(actor, delegatorId);
  if (!subject) {
    throw new ForbiddenError('Niet toegestaan om namens deze gebruiker te handelen.', 'DELEGATION');
  }
  return { actor, subject };
}

/** Both sides of the authenticated request; for handlers that record who really acted. */
export function identityOf(request: FastifyRequest): RequestIdentity {
  if (!request.identity) throw new UnauthorizedError();
  return request.identity;
}

/**
 * The person the request works for: whose profile, trips, messages and credits it reads and writes.
 * Every module takes the caller through here, so acting for someone needs no change in any module.
 */
export function subjectOf(request: FastifyRequest): AuthUser {
  return identityOf(request).subject;
}

export function hasRole(user: AuthUser, role: RealmRole): boolean {
  return user.roles.includes(role);
}

/**
 * A preHandler that lets only callers with one of the roles through (403 otherwise). The roles are the
 * subject's: a caregiver acting for somebody gets none of their own treasurer or admin powers there.
 */
export function requireRole(...roles: RealmRole[]) {
  return async (request: FastifyRequest) => {
    const user = subjectOf(request);
    if (!roles.some((role) => hasRole(user, role))) throw new ForbiddenError();
  };
}
