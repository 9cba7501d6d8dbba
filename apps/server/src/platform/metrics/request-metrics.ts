import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/** The route label of a request no route matched: one label for them all, whatever path was asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answered request by its route's path template (`/api/planner/trips/:tripId`), never by
 * the path asked: ids and made-up paths would give Prometheus a series per value.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
