import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SmsGateway } from '../../platform/sms/sms-gateway.js';

/** What the delegation services work with. */
export interface DelegationContext {
  db: Db;
  clock: Clock;
  sms: SmsGateway;
  /** Seconds an activation code stays valid after it was sent. */
  codeTtlSeconds: number;
  log?: FastifyBaseLogger;
}
