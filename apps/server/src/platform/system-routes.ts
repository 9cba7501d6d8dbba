import type { FastifyInstance } from 'fastify';
import {
  AppConfigSchema,
  systemEndpoints,
  type AppConfig as WebAppConfig,
  type RegionInfo,
} from '@achterhoek/contracts';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { route } from './http/route.js';

/** Health for load balancers and the web app's runtime configuration; both public. */
export function registerSystemRoutes(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  planner: { region: RegionInfo },
): void {
  route(app, systemEndpoints.health, async ({ request, reply }) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 503, message: 'Database unreachable' });
    }
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: 'up' as const };
  });

  const webConfig: WebAppConfig = AppConfigSchema.parse({
    oidcIssuer: config.oidcIssuer,
    oidcClientId: config.oidcClientId,
    creditsEnabled: config.creditsEnabled,
    bankSimulated: config.paymentProvider === 'simulator',
    links: config.links,
    region: planner.region,
  });
  route(app, systemEndpoints.appConfig, async ({ reply }) => {
    void reply.header('cache-control', 'no-cache');
    return webConfig;
  });
}
