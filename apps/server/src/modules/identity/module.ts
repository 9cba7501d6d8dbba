import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import { nextWholeHour } from '../../platform/timers/schedules.js';
import { registerInteractions } from './interactions.js';
import { loadOrCreateIdentityKeys } from './keys.js';
import { deleteExpiredOidcModels } from './oidc-adapter.js';
import { createProvider } from './provider.js';
import { ASSETS_PATH } from './views.js';

/**
 * Mounts the embedded OpenID Connect provider under `/auth`: the protocol endpoints are handled by
 * oidc-provider, the login and sign-up screens by our own routes. Demo accounts are seeded separately
 * (`seedDemoAccounts`, composed in app.ts), so other modules can add their demo data for them.
 */
export async function registerIdentityModule(app: FastifyInstance, config: AppConfig, db: Db) {
  const keys = await loadOrCreateIdentityKeys(config.dataDir);
  const provider = createProvider(db, {
    issuer: config.oidcIssuer,
    publicUrl: config.publicUrl,
    clientId: config.oidcClientId,
    apiAudience: config.oidcAudience ?? `${config.publicUrl}/api`,
    keys,
    trustProxy: config.trustProxy,
    clock: app.clock,
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));

  await registerInteractions(app, {
    db,
    provider,
    clock: app.clock,
    rateLimitPerMinute: config.authRateLimit,
  });

  const callback = provider.callback();
  const ownPaths = ['/interaction/', ASSETS_PATH.replace('/auth', '') + '/'];
  await app.register(middie, { hook: 'onRequest' });
  app.use('/auth', (request, response, next) => {
    const url = request.url ?? '/';
    if (ownPaths.some((prefix) => url.startsWith(prefix))) return next();
    return callback(request, response);
  });

  // Expired sessions, codes and tokens are removed every hour, so the table does not grow without bound.
  await app.timers.every('identity.delete-expired-oidc-models', nextWholeHour, deleteExpiredOidcModels);

  return { provider, publicKeys: keys.signingKeys };
}
