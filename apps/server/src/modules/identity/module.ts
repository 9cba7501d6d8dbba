import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import middie from '@fastify/middie';
import { createAppOrigin } from '../../platform/app-origin.js';
import type { ModuleHost } from '../../platform/module-host.js';
import { nextWholeHour } from '../../platform/timers/schedules.js';
import { registerInteractions } from './interactions.js';
import { loadOrCreateIdentityKeys, type IdentityKeys } from './keys.js';
import { createPasswordHasher } from './passwords.js';
import { deleteExpiredOidcModels } from './repository.js';
import { deleteOldPasswordResetRows } from './password-reset.js';
import { createProviderRegistry, type OriginProvider } from './providers.js';
import { ASSETS_PATH } from './views.js';

type RawWithProvider = IncomingMessage & { identityProvider?: OriginProvider };

/** The identity module asks nothing of other modules (it sends its e-mails through the app's mailer). */
export type IdentityNeeds = Record<string, never>;

/** What the identity module gives once registered. */
export interface IdentityProvides {
  /** The keys its tokens are signed with: the auth platform checks the embedded provider's tokens with them. */
  publicKeys: IdentityKeys['signingKeys'];
}

/**
 * Mounts the embedded OpenID Connect provider under `/auth`: the protocol endpoints are handled by
 * oidc-provider, the login and sign-up screens by our own routes. Demo accounts are seeded separately
 * (`seedDemoAccounts`, composed in app.ts), so other modules can add their demo data for them.
 */
export async function registerIdentityModule(
  host: ModuleHost,
  _needs: IdentityNeeds,
): Promise<IdentityProvides> {
  const { app, config } = host;
  const db = host.database.db;
  const keys = await loadOrCreateIdentityKeys(config.dataDir);
  const providerAt = createProviderRegistry(
    db,
    {
      publicUrl: config.publicUrl,
      clientId: config.oidcClientId,
      apiAudience: config.oidcAudience ?? `${config.publicUrl}/api`,
      keys,
      trustProxy: config.trustProxy,
      clock: host.clock,
    },
    (provider) =>
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error')),
  );
  const appOrigin = createAppOrigin(config);
  const providerFor = (request: FastifyRequest) => providerAt(appOrigin(request)).provider;

  await registerInteractions(app, {
    db,
    passwords: createPasswordHasher(config.passwordWorkFactor),
    providerFor,
    clock: host.clock,
    rateLimitPerMinute: config.authRateLimit,
    deviceKey: keys.cookieKeys[0]!,
    mailer: app.mailer,
    appOrigin,
  });

  // The login screens, their assets and 'Wachtwoord vergeten?' are ours; the rest is oidc-provider's.
  const ownPaths = ['/interaction/', ASSETS_PATH.replace('/auth', '') + '/', '/wachtwoord/'];
  // middie hands over Node's request, but the address of the request is read from Fastify's (its protocol
  // and host follow the proxy settings): this hook, added before middie's, picks the provider.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/auth'))
      (request.raw as RawWithProvider).identityProvider = providerAt(appOrigin(request));
  });
  await app.register(middie, { hook: 'onRequest' });
  app.use('/auth', (request, response, next) => {
    const url = request.url ?? '/';
    if (ownPaths.some((prefix) => url.startsWith(prefix))) return next();
    const provider = (request as RawWithProvider).identityProvider;
    if (!provider) return next();
    return provider.callback(request, response);
  });

  // Expired sessions, codes and tokens are removed every hour, so the table does not grow without bound.
  await app.timers.every('identity.delete-expired-oidc-models', nextWholeHour, deleteExpiredOidcModels);
  // Reset links past their lifetime and reset requests older than a day go as well.
  await app.timers.every('identity.delete-old-password-resets', nextWholeHour, deleteOldPasswordResetRows);

  return { publicKeys: keys.signingKeys };
}
