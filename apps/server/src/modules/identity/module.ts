import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import { registerInteractions } from './interactions.js';
import { loadOrCreateIdentityKeys } from './keys.js';
import { deleteExpiredOidcModels } from './oidc-adapter.js';
import { createProvider } from './provider.js';
import { ASSETS_PATH } from './views.js';

const CLEAN_UP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Mounts the embedded OpenID Connect provider under `/auth`: the protocol endpoints are handled by
 * oidc-provider, the login and sign-up screens by our own routes. Demo accounts are seeded separately
 * (`platform/demo-seed.ts`), so other modules can add their demo data for them.
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
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));

  await registerInteractions(app, { db, provider, rateLimitPerMinute: config.authRateLimit });

  const callback = provider.callback();
  const ownPaths = ['/interaction/', ASSETS_PATH.replace('/auth', '') + '/'];
  await app.register(middie, { hook: 'onRequest' });
  app.use('/auth', (request, response, next) => {
    const url = request.url ?? '/';
    if (ownPaths.some((prefix) => url.startsWith(prefix))) return next();
    return callback(request, response);
  });

  const timer = setInterval(() => {
    deleteExpiredOidcModels(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'OIDC clean-up failed'),
    );
  }, CLEAN_UP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { provider, publicKeys: keys.signingKeys };
}
