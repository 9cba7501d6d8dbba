import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@achterhoek/contracts';
import { NotFoundError, UnauthorizedError } from '../errors.js';
import { route } from '../http/route.js';
import type { Metrics } from './metrics.js';

/**
 * `GET /metrics` for Prometheus. The figures say how busy the instance is and how its work queues stand,
 * so only a scraper with the configured token (`Authorization: Bearer <METRICS_TOKEN>`) reads them; with
 * no token configured the call does not exist (404).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  token: string | undefined,
  metrics: Metrics,
): void {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  route(app, systemEndpoints.metrics, async ({ request, reply }) => {
    if (!expected) throw new NotFoundError();
    // Compared as digests of equal length, in constant time: the answer says nothing about how close a guess was.
    const given = digest(request.headers.authorization ?? '');
    // A 401 says how to authenticate (`WWW-Authenticate: Bearer`, the error handler's).
    if (!timingSafeEqual(given, expected)) throw new UnauthorizedError();
    const { text, contentType } = await metrics.render();
    return reply
      .status(200)
      .header('content-type', contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
