import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealmRole } from '@achterhoek/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import type { AuthUser } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call without a token (health, version, documentation). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Set on every non-public `/api` route once the bearer token is verified. */
    user: AuthUser | null;
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
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (PUBLIC_PREFIXES.some((prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`)))
      return;
    if (request.routeOptions.url === undefined || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match?.[1]) throw new UnauthorizedError('Authentication required');
    try {
      request.user = await verify(match[1]);
    } catch (error) {
      request.log.info(
        { reason: error instanceof Error ? error.message : String(error) },
        'bearer token rejected',
      );
      throw new UnauthorizedError('Invalid or expired token');
    }
  });
}

/** The authenticated caller; for use in handlers of non-public routes. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export function hasRole(user: AuthUser, role: RealmRole): boolean {
  return user.roles.includes(role);
}

/** A preHandler that lets only callers with one of the roles through (403 otherwise). */
export function requireRole(...roles: RealmRole[]) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!roles.some((role) => hasRole(user, role))) throw new ForbiddenError();
  };
}
