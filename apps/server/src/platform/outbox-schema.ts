import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Cross-cutting tables of the platform: the durable outbox and the job schedule. */
export const platform = pgSchema('platform');

export const outbox = platform.table(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [index('outbox_due').on(table.nextAttemptAt).where(sqlDone())],
);

function sqlDone() {
  return sql`done_at is null`;
}

export const jobSchedule = platform.table('job_schedule', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
