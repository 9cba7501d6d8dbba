import { createAppOrigin } from '../../platform/app-origin.js';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { ModuleHost } from '../../platform/module-host.js';
import type { Clock } from '../../platform/clock.js';
import { nextWholeHour } from '../../platform/timers/schedules.js';
import { ensureSystemAccounts } from './account-service.js';
import { syncOpenDeposits, type DepositDeps } from './deposit-service.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { SimulatorProvider } from './payments/simulator.js';
import { registerSimulatorRoutes } from './payments/simulator-routes.js';
import { registerBankerRoutes } from './routes.js';
import { registerTreasuryRoutes } from './treasury-routes.js';
import { registerSystemAccountRoutes } from './system-account-routes.js';
import { ensureIncentives } from './incentive-service.js';
import { registerRewardRoutes, type UserRoleLookup } from './reward-routes.js';
import { payPendingRewards } from './reward-service.js';
import { registerCharityRoutes } from './charity-routes.js';
import type { ImageStore } from '../images/index.js';

/** What the banker asks of other modules. */
export interface BankerNeeds {
  /** The profile's role of a person (the profile module's): carpool cards are for drivers. */
  userRoleOf: UserRoleLookup;
  /** Where charity images are kept: the app's one image store (the images module's). */
  images: ImageStore;
  /** Replaces the configured payment provider (tests). */
  provider?: PaymentProvider;
}

/** The durable timer of the hourly sweep over deposits the provider never reported on. */
export const SYNC_OPEN_DEPOSITS = 'banker.sync-open-deposits';

/** The durable timer of the hourly payout of rewards that waited for the premium budget. */
export const PAY_PENDING_REWARDS = 'banker.pay-pending-rewards';

/** Minute 15 of the next hour (reference §3.6: the pending rewards are paid at a quarter past). */
export function nextQuarterPast(from: Date): Date {
  const hour = 3_600_000;
  const at = Math.floor(from.getTime() / hour) * hour + 15 * 60_000;
  return new Date(at > from.getTime() ? at : at + hour);
}

/**
 * The banker: the ledger's system accounts, the user calls, deposits through the configured payment
 * provider (the simulator with its checkout page, or Mollie with its webhook), and the hourly sync of
 * deposits left open (reference §3.3). Every rule reads the time from the app's one clock.
 */
export async function registerBankerModule(host: ModuleHost, needs: BankerNeeds): Promise<void> {
  const { app, config, clock } = host;
  const db = host.database.db;
  await ensureSystemAccounts(db);
  await ensureIncentives(db);
  const provider = needs.provider ?? (await configuredProvider(config, db, clock));
  const deps: DepositDeps = {
    provider,
    publicUrl: config.publicUrl,
    exchangeRateCents: config.exchangeRateCents,
    clock,
  };
  registerBankerRoutes(app, {
    ...deps,
    db,
    creditsEnabled: config.creditsEnabled,
    appOrigin: createAppOrigin(config),
    premiumLimits: config.premiumLimits,
  });
  // The treasurer's calls: everybody's withdrawals and the payout batches.
  registerTreasuryRoutes(app, { db, clock, exchangeRateCents: config.exchangeRateCents });
  // The treasurer's system accounts: balances, statements, the premium budget, the reserve's IBAN.
  registerSystemAccountRoutes(app, { db, premiumLimits: config.premiumLimits });
  // A person's rewards and the calls to action on Home (reference §3.6).
  registerRewardRoutes(app, {
    db,
    clock,
    creditsEnabled: config.creditsEnabled,
    userRoleOf: needs.userRoleOf,
  });
  // Charities and donations: everybody reads and gives; the treasurer or an admin manages and pays out.
  registerCharityRoutes(app, {
    db,
    clock,
    images: needs.images,
    creditsEnabled: config.creditsEnabled,
    exchangeRateCents: config.exchangeRateCents,
  });
  if (provider instanceof SimulatorProvider) registerSimulatorRoutes(app, db, clock);

  // Every hour, deposits the provider never reported on are asked after (reference §3.3). A sweep that
  // could not reach the provider fails, and the timer retries it after a short backoff.
  await app.timers.every(SYNC_OPEN_DEPOSITS, nextWholeHour, async (timerDb) => {
    const settled = await syncOpenDeposits(timerDb, deps);
    app.log.info({ settled }, 'open deposits synced');
  });
  // Every hour at minute 15, the rewards that waited for the premium budget are paid, oldest first; the
  // first the budget cannot pay stops the run (reference §3.6).
  await app.timers.every(PAY_PENDING_REWARDS, nextQuarterPast, async (timerDb) => {
    const paid = await payPendingRewards(timerDb);
    if (paid > 0) app.log.info({ paid }, 'pending rewards paid');
  });
}

async function configuredProvider(config: AppConfig, db: Db, clock: Clock): Promise<PaymentProvider> {
  if (config.paymentProvider === 'mollie') {
    const { MollieProvider } = await import('./payments/mollie-provider.js');
    return new MollieProvider({
      apiKey: config.mollieApiKey!,
      ...(config.mollieApiUrl ? { apiUrl: config.mollieApiUrl } : {}),
    });
  }
  return new SimulatorProvider(db, clock);
}
