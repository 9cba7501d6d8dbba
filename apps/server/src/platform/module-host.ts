import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.js';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';

/**
 * What every module is registered on: the app (its routes, and the platform parts every module shares
 * that hang on it: timers, outbox, mailer, rate limiter), the configuration, the database and the one
 * clock. A module asks for anything else, from other modules or from the app, through its own `needs`
 * (see docs/architecture.md, 'How a module registers and what it needs').
 */
export interface ModuleHost {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** The app's one clock (the same as `app.clock`): every rule, job and timer reads the time from it. */
  clock: Clock;
}
