import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bankerEndpoints,
  bankerWithdrawalEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  type PremiumLimits,
} from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { route } from '../../platform/http/route.js';
import { createDeposit, depositEvent, depositWebhook, type DepositDeps } from './deposit-service.js';
import { statementsOf } from './statement-service.js';
import { assertMayUseCredits, bankerUser, partyOf, updateAccount } from './user-service.js';
import { cancelWithdrawal, createWithdrawal, withdrawalsOf } from './withdrawal-service.js';

export interface BankerRouteDeps extends DepositDeps {
  db: Db;
  creditsEnabled: boolean;
  /** The app's address for a request (platform/app-origin.ts). */
  appOrigin: (request: FastifyRequest) => string;
  /** The premium budget's bounds from the configuration (PREMIUM_DEPOSIT_MIN…), answered in the settings. */
  premiumLimits: PremiumLimits;
}

/** The caller of a user credit call (403 with credits switched off, unless treasurer or admin). */
function creditsUser(request: FastifyRequest, deps: BankerRouteDeps): AuthUser {
  const user = subjectOf(request);
  assertMayUseCredits(user, deps.creditsEnabled);
  return user;
}

/** The banker service's calls (spec 001 §7 Banker rows), each registered from its contract. */
export function registerBankerRoutes(app: FastifyInstance, deps: BankerRouteDeps): void {
  const { db } = deps;

  route(app, bankerEndpoints.settings, async ({ request }) => {
    subjectOf(request);
    return { exchangeRate: deps.exchangeRateCents, premiumLimits: deps.premiumLimits };
  });

  route(
    app,
    bankerEndpoints.user,
    async ({ request }) => bankerUser(db, partyOf(creditsUser(request, deps))),
    { exactResponse: true },
  );

  route(app, bankerEndpoints.statements, async ({ request, query }) =>
    statementsOf(db, partyOf(creditsUser(request, deps)), query),
  );

  route(app, bankerEndpoints.createDeposit, async ({ request, headers, body }) =>
    createDeposit(
      db,
      deps,
      deps.appOrigin(request),
      partyOf(creditsUser(request, deps)),
      body,
      headers[IDEMPOTENCY_KEY_HEADER],
    ),
  );

  route(app, bankerEndpoints.depositEvent, async ({ request, body }) =>
    depositEvent(db, deps, creditsUser(request, deps).id, body),
  );

  route(app, bankerEndpoints.updateAccount, async ({ request, body }) => {
    await updateAccount(db, partyOf(creditsUser(request, deps)), body);
  });

  // A person's own withdrawals: a delegate acting for someone acts as that person (subjectOf).
  route(app, bankerWithdrawalEndpoints.withdrawals, async ({ request, query }) =>
    withdrawalsOf(db, partyOf(creditsUser(request, deps)), query),
  );

  route(app, bankerWithdrawalEndpoints.createWithdrawal, async ({ request, body }) =>
    createWithdrawal(db, deps, partyOf(creditsUser(request, deps)), body),
  );

  route(app, bankerWithdrawalEndpoints.cancelWithdrawal, async ({ request, params }) => {
    await cancelWithdrawal(db, deps, partyOf(creditsUser(request, deps)), params.id);
  });

  // Mollie posts its webhook form-encoded; the form parser is registered for this scope only. The call
  // proves nothing (the status is fetched from Mollie) and needs no login; it always answers 200, or
  // Mollie keeps retrying.
  app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4 * 1024 });
    route(scope, bankerEndpoints.mollieWebhook, async ({ body }) => {
      if (body.id) await depositWebhook(db, deps, body.id);
    });
  });
}
