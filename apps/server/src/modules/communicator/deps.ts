import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { ContextParticipation } from './participation.js';

/**
 * What a communicator service function works with: the database or the caller's open transaction, and
 * the app's clock (every time the communicator stores or compares comes from it, so tests can move it).
 */
export interface CommunicatorContext {
  db: Db;
  clock: Clock;
}

/** The context of the communicator's own routes. */
export interface CommunicatorDeps extends CommunicatorContext {
  /** Called after a transaction that enqueued pushes committed (wakes the outbox worker). */
  afterCommit?: () => void;
  /** Who takes part in a trip, ride, booking or shout-out, as the owning modules answer it. */
  participation?: ContextParticipation;
}
