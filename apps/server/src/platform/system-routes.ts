import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AppConfigSchema,
  HealthResponseSchema,
  type AppConfig as WebAppConfig,
  type RegionInfo,
} from '@achterhoek/contracts';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';

/** Health for load balancers and the web app's runtime configuration; both public. */
export function registerSystemRoutes(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  planner: { region: RegionInfo },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthResponseSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 503, message: 'Database unreachable' });
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'ok' as const, database: 'up' as const });
    },
  );

  const webConfig: WebAppConfig = AppConfigSchema.parse({
    oidcIssuer: config.oidcIssuer,
    oidcClientId: config.oidcClientId,
    creditsEnabled: config.creditsEnabled,
    bankSimulated: config.paymentProvider === 'simulator',
    links: config.links,
    region: planner.region,
  });
  typed.get(
    '/app-config.json',
    { config: { public: true }, schema: { hide: true, response: { 200: AppConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(webConfig),
  );
}
