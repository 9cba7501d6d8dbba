import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, serialId, createdNow } from './db/columns.js';

/** Cross-cutting tables of the platform: the durable outbox and the durable timers. */
export const platform = pgSchema('platform');

export const outbox = platform.table(
  'outbox',
  {
    id: serialId(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdNow(),
    doneAt: at('done_at'),
  },
  (table) => [index('outbox_due').on(table.nextAttemptAt).where(sqlDone())],
);

function sqlDone() {
  return sql`done_at is null`;
}

/**
 * Durable timers: "do `kind` for `entity` at `due_at`" (a trip's reminder, a daily archive run). A row
 * is pending until `done_at` is set; at most one pending timer per kind and entity, so scheduling again
 * moves it. `locked_until` is the lease of the instance running it: a run that dies leaves the lease to
 * expire, and the timer is retried then.
 */
export const timers = platform.table(
  'timers',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    entity: text('entity').notNull(),
    dueAt: at('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: at('locked_until'),
    createdAt: createdNow(),
    doneAt: at('done_at'),
  },
  (table) => [
    uniqueIndex('timers_pending_kind_entity').on(table.kind, table.entity).where(sqlDone()),
    index('timers_due').on(table.dueAt).where(sqlDone()),
  ],
);

/**
 * SMS messages (delegation codes and notices): kept in the sending transaction, then handed to the
 * configured provider; the outbox provider only keeps them, for admins to read (DESIGN.md §2).
 */
export const smsMessages = platform.table(
  'sms_messages',
  {
    id: serialId(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['PENDING', 'KEPT', 'SENT', 'FAILED'] }).notNull(),
    provider: text('provider'),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('sms_messages_created_idx').on(table.createdAt),
    // The daily cap per number counts a number's recent messages (decision 0023).
    index('sms_messages_to_idx').on(table.to, table.createdAt),
  ],
);

/**
 * E-mail messages (password-reset links, later files): recorded when sent, then handed to the configured
 * transport. The outbox transport only keeps them, for admins to read ('E-mailberichten'). A mail sent
 * over SMTP keeps no text once it is sent (`text` null): it may hold a sign-in link. Attachments are kept
 * as names and sizes only.
 */
export const mailMessages = platform.table(
  'mail_messages',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['PENDING', 'KEPT', 'SENT', 'FAILED'] }).notNull(),
    transport: text('transport').notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('mail_messages_created_idx').on(table.createdAt)],
);

/**
 * Per-account call counts for the declared rates of the API (packages/contracts `limits.rate`): one row
 * per call and account (or client address), holding the current window and how many calls it has seen.
 * In the database so that every server instance counts the same calls; rows of windows long over are
 * removed nightly.
 */
export const rateWindows = platform.table(
  'rate_windows',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [index('rate_windows_start_idx').on(table.windowStart)],
);
