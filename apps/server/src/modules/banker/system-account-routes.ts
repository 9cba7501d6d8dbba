import type { FastifyInstance } from 'fastify';
import { bankerSystemEndpoints, type PremiumLimits } from '@achterhoek/contracts';
import { requireRole } from '../../platform/auth/plugin.js';
import type { Db } from '../../platform/db/database.js';
import { route } from '../../platform/http/route.js';
import {
  depositPremiums,
  systemAccounts,
  systemStatements,
  updateSystemAccount,
  withdrawPremiums,
} from './system-account-service.js';

export interface SystemAccountRouteDeps {
  db: Db;
  /** The premium budget's bounds from the configuration. */
  premiumLimits: PremiumLimits;
}

/**
 * The system accounts' calls (spec 001 §7 `/accounts…`). Only a treasurer or an administrator, by their
 * own roles: a caregiver acting for one (X-Delegator) acts as that person's subject and is refused too.
 */
export function registerSystemAccountRoutes(app: FastifyInstance, deps: SystemAccountRouteDeps): void {
  const { db, premiumLimits } = deps;
  const treasurer = { preHandler: requireRole('treasurer', 'admin') };

  route(app, bankerSystemEndpoints.accounts, async () => systemAccounts(db), treasurer);

  route(
    app,
    bankerSystemEndpoints.statements,
    async ({ params, query }) => systemStatements(db, params.id, query),
    treasurer,
  );

  route(
    app,
    bankerSystemEndpoints.deposit,
    async ({ params, body }) => depositPremiums(db, premiumLimits, params.id, body),
    treasurer,
  );

  route(
    app,
    bankerSystemEndpoints.withdraw,
    async ({ params, body }) => withdrawPremiums(db, premiumLimits, params.id, body),
    treasurer,
  );

  route(
    app,
    bankerSystemEndpoints.updateAccount,
    async ({ params, body }) => updateSystemAccount(db, params.id, body),
    treasurer,
  );
}
