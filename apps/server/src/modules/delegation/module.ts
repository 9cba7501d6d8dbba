import type { DelegationResolver } from '../../platform/auth/identity.js';
import type { Db } from '../../platform/db/database.js';
import type { ModuleHost } from '../../platform/module-host.js';
import { createSmsGateway, type SmsGateway } from '../../platform/sms/sms-gateway.js';
import { createPasswordHasher } from '../identity/index.js';
import type { DelegationContext } from './deps.js';
import { registerDelegationRoutes } from './routes.js';
import { activeDelegatesOf, resolveDelegator } from './lookup-service.js';

/** What the delegation module is given by the app. */
export interface DelegationNeeds {
  /** Replaces the configured SMS gateway the activation codes go out through (tests). */
  sms?: SmsGateway;
}

/** What the delegation module gives others once registered. */
export interface DelegationProvides {
  /**
   * The auth platform's check behind `X-Delegator`: the delegator as the subject of a request when the
   * actor has an active delegation from them, undefined otherwise.
   */
  resolveDelegator: DelegationResolver;
  /**
   * The delegates acting for a person now, with the person's name, read in the caller's transaction (the
   * communicator copies a passenger's messages to them).
   */
  delegatesOf: (db: Db, personId: string) => Promise<{ delegateIds: string[]; personName: string }>;
}

/**
 * The delegation module (reference §5.2): delegations between a caregiver and the person they act for,
 * their codes by SMS, and the check the auth platform makes for `X-Delegator` (lookup-service.ts
 * `resolveDelegator`, given to the platform in app.ts).
 */
export async function registerDelegationModule(
  host: ModuleHost,
  needs: DelegationNeeds,
): Promise<DelegationProvides> {
  const { app, config } = host;
  const db = host.database.db;
  const ctx: DelegationContext = {
    db,
    clock: host.clock,
    sms: needs.sms ?? createSmsGateway(config),
    codeTtlSeconds: config.delegationCodeTtlSeconds,
    passwords: createPasswordHasher(config.passwordWorkFactor),
    log: app.log,
  };
  registerDelegationRoutes(app, ctx);
  return {
    resolveDelegator: (actor, delegatorId) => resolveDelegator(db, actor, delegatorId),
    delegatesOf: activeDelegatesOf,
  };
}
