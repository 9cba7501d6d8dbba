import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../platform/config.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { nextWholeHour } from '../../platform/timers/schedules.js';
import { ensureSystemAccounts } from './accounts.js';
import { depositWebhook, syncOpenDeposits, type DepositDeps } from './deposits.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { SimulatorProvider } from './payments/simulator.js';
import { registerSimulatorRoutes } from './payments/simulator-routes.js';
import { registerBankerRoutes } from './routes.js';

export interface BankerModuleOptions {
  /** Replaces the configured payment provider (tests). */
  provider?: PaymentProvider;
  now?: () => number;
}

/**
 * The banker: the ledger's system accounts, the user calls, deposits through the configured payment
 * provider (the simulator with its checkout page, or Mollie with its webhook), and the hourly sync of
 * deposits left open (reference §3.3).
 */
export async function registerBankerModule(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  options: BankerModuleOptions = {},
): Promise<void> {
  const db = database.db;
  await ensureSystemAccounts(db);
  const provider = options.provider ?? (await configuredProvider(config, db));
  const deps: DepositDeps = {
    db,
    provider,
    publicUrl: config.publicUrl,
    exchangeRateCents: config.exchangeRateCents,
    ...(options.now ? { now: options.now } : {}),
  };
  registerBankerRoutes(app, { ...deps, creditsEnabled: config.creditsEnabled });
  if (provider instanceof SimulatorProvider) registerSimulatorRoutes(app, db, options.now);

  // Mollie posts `id=tr_…` when a payment changes; the status is fetched from Mollie, so the call itself
  // proves nothing and needs no login. Always 200, or Mollie keeps retrying.
  app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4 * 1024 });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/banker/mollie-webhook',
      {
        schema: { hide: true, body: z.object({ id: z.string().max(100) }).partial() },
        config: { public: true },
      },
      async (request, reply) => {
        if (request.body.id) await depositWebhook(deps, request.body.id);
        return reply.status(200).send(null);
      },
    );
  });

  // Every hour, deposits the provider never reported on are asked after (reference §3.3).
  await app.timers.every('banker.sync-open-deposits', nextWholeHour, async () => {
    const settled = await syncOpenDeposits(deps);
    app.log.info({ settled }, 'open deposits synced');
  });
}

async function configuredProvider(config: AppConfig, db: DatabaseHandle['db']): Promise<PaymentProvider> {
  if (config.paymentProvider === 'mollie') {
    const { MollieProvider } = await import('./payments/mollie-provider.js');
    return new MollieProvider({
      apiKey: config.mollieApiKey!,
      ...(config.mollieApiUrl ? { apiUrl: config.mollieApiUrl } : {}),
    });
  }
  return new SimulatorProvider(db, config.publicUrl);
}
