import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import { createSmsGateway, type SmsGateway } from '../../platform/sms/sms-gateway.js';
import type { DelegationContext } from './deps.js';
import { registerDelegationRoutes } from './routes.js';
import { setDelegatesLookup } from '../communicator/index.js';
import { activeDelegatesOf } from './lookup-service.js';

/**
 * The delegation module (reference §5.2): delegations between a caregiver and the person they act for,
 * their codes by SMS, and the check the auth platform makes for `X-Delegator` (lookup-service.ts
 * `resolveDelegator`, given to the platform in app.ts).
 */
export function registerDelegationModule(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  sms: SmsGateway = createSmsGateway(config),
): DelegationContext {
  const ctx: DelegationContext = {
    db,
    clock: app.clock,
    sms,
    codeTtlSeconds: config.delegationCodeTtlSeconds,
    log: app.log,
  };
  registerDelegationRoutes(app, ctx);
  // A passenger's messages are copied to the delegates acting for them.
  setDelegatesLookup(activeDelegatesOf);
  return ctx;
}
