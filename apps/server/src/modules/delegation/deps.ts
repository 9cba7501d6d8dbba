import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SmsGateway } from '../../platform/sms/sms-gateway.js';
import type { PasswordHasher } from '../identity/index.js';

/** What the delegation services work with. */
export interface DelegationContext {
  db: Db;
  clock: Clock;
  sms: SmsGateway;
  /** Hashes the password nobody knows of an account a caregiver makes. */
  passwords: PasswordHasher;
  /** Seconds an activation code stays valid after it was sent. */
  codeTtlSeconds: number;
  log?: FastifyBaseLogger;
}
