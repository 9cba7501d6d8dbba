import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/database.js';
import { outboxDepth } from '../outbox.js';
import { oldestDueTimer } from '../timers/timer-store.js';
import { TIMER_MAX_ATTEMPTS } from '../timers/timers.js';
import type { Metrics } from './metrics.js';

/**
 * The platform's own figures, read when Prometheus asks: how much outbox work waits, how far the durable
 * timers lag behind their due time, and (on PostgreSQL) the connection pool. Shared by every instance of
 * one database, except the pool, which is this instance's.
 */
export function registerOperationsGauges(
  metrics: Metrics,
  { database, clock }: { database: DatabaseHandle; clock: Clock },
): void {
  metrics.labelledGauge(
    'outbox_messages',
    'Outbox work not done: waiting (to be handled or retried) and given up after too many attempts',
    'state',
    async () => {
      const depth = await outboxDepth(database.db);
      return { waiting: depth.waiting, given_up: depth.givenUp };
    },
  );
  metrics.gauge(
    'timers_lag_seconds',
    'How long ago the oldest due timer that has not run was due (0: none is due)',
    async () => {
      const now = clock.now();
      const oldest = await oldestDueTimer(database.db, now, TIMER_MAX_ATTEMPTS);
      return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
    },
  );
  const connections = database.connections?.bind(database);
  if (connections) {
    metrics.labelledGauge(
      'database_pool_connections',
      'Connections of this instance to PostgreSQL: total, idle, and requests waiting for one',
      'state',
      () => connections(),
    );
  }
}
