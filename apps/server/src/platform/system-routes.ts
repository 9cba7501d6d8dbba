import type { FastifyInstance } from 'fastify';
import {
  AppConfigSchema,
  systemEndpoints,
  type AppConfig as WebAppConfig,
  type RegionInfo,
} from '@achterhoek/contracts';
import { createAppOrigin } from './app-origin.js';
import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import { databaseLiveness } from './database-liveness.js';
import type { DatabaseHandle } from './db/database.js';
import { route } from './http/route.js';

/**
 * Health for load balancers, liveness and readiness for orchestrators, and the web app's runtime
 * configuration; all public. Health and readiness answer from a database ping at most a second old
 * (database-liveness.ts), so a busy load balancer costs no query per call. Liveness asks nothing: a
 * database that is down is no reason to restart the server (readiness takes it out of rotation instead).
 * Once the server starts to stop (SIGTERM), Fastify answers every new request with 503, readiness too.
 */
export function registerSystemRoutes(
  app: FastifyInstance,
  config: AppConfig,
  database: Pick<DatabaseHandle, 'ping'>,
  planner: { region: RegionInfo },
  clock: Clock = app.clock,
): void {
  const databaseAnswers = databaseLiveness(() => database.ping(), clock);
  route(app, systemEndpoints.live, async ({ reply }) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  route(app, systemEndpoints.ready, async ({ request, reply }) => {
    void reply.header('cache-control', 'no-store');
    try {
      await databaseAnswers();
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 503, message: 'Database unreachable' });
    }
    return { status: 'ready' as const, database: 'up' as const };
  });
  route(
    app,
    systemEndpoints.health,
    async ({ request, reply }) => {
      try {
        await databaseAnswers();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 503, message: 'Database unreachable' });
      }
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: 'up' as const };
    },
    { exactResponse: true },
  );

  const webConfig: WebAppConfig = AppConfigSchema.parse({
    oidcIssuer: config.oidcIssuer,
    oidcClientId: config.oidcClientId,
    creditsEnabled: config.creditsEnabled,
    bankSimulated: config.paymentProvider === 'simulator',
    links: config.links,
    region: planner.region,
    mapTileUrl: config.mapTileUrl,
    regionalTaxiPhone: config.regionalTaxiPhone,
  });
  const appOrigin = createAppOrigin(config);
  route(app, systemEndpoints.appConfig, async ({ request, reply }) => {
    void reply.header('cache-control', 'no-cache');
    // The built-in login answers at every local address the app answers at: the app signs in at its own.
    if (config.servesAnyLocalOrigin) return { ...webConfig, oidcIssuer: `${appOrigin(request)}/auth` };
    return webConfig;
  });
}
