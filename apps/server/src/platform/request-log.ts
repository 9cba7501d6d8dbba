import type { FastifyInstance } from 'fastify';

/** A request that takes longer than this is worth an operator's attention. */
export const SLOW_REQUEST_MS = 1000;

/**
 * At which level a finished request is logged: `info` for server errors and slow requests, `debug` for
 * the rest. Logging every request at `info` cost a quarter of the throughput.
 */
export function requestLogLevel(statusCode: number, responseTimeMs: number): 'info' | 'debug' {
  return statusCode >= 500 || responseTimeMs >= SLOW_REQUEST_MS ? 'info' : 'debug';
}

/**
 * Replaces Fastify's two log lines per request with one when it ends, at the level above. The path is
 * logged without its query, which may hold what someone searched for.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = Math.round(reply.elapsedTime);
    const level = requestLogLevel(reply.statusCode, responseTime);
    request.log[level](
      {
        method: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTime,
      },
      'request completed',
    );
  });
}
