import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (content security policy, frame, referrer and isolation policies) on every
 * answer. They are the same for every request (no nonces, no route with headers of its own), so helmet's
 * middleware is built once at start: @fastify/helmet built it again for every request, parsing the policy's
 * directives each time (a twentieth of a health check's CPU time).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) =>
      error ? done(error instanceof Error ? error : new Error(String(error))) : done(),
    );
  });
}
