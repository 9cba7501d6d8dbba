import { index, integer, jsonb, pgSchema, primaryKey, text, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdNow, serialId, textList } from '../../platform/db/columns.js';

/** The embedded identity provider's own tables: accounts, failed-login counters and the OIDC state. */
export const identity = pgSchema('identity');

export const accounts = identity.table(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed, so look-ups are case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    roles: textList('roles'),
    createdAt: createdNow(),
  },
  (table) => [uniqueIndex('accounts_email_key').on(table.email)],
);

/**
 * Failed logins per e-mail address, whether or not an account exists for it, so throttling cannot be
 * used to find out which addresses are registered.
 */
/**
 * Failed logins, counted per account and client address: a stranger's wrong passwords pause the stranger,
 * not the owner signing in from their own device.
 */
export const loginFailures = identity.table(
  'login_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    count: integer('count').notNull(),
    lastFailedAt: at('last_failed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.address] })],
);

/**
 * Password-reset links that are still usable: only the SHA-256 of the link's random token is stored, so
 * whoever reads the table cannot use a link. A link is spent when a password is set with it, and then
 * every other link of the account goes too.
 */
export const passwordResets = identity.table(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    index('password_resets_account_idx').on(table.accountId),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Every request for a reset link, known address or not, with the client address it came from: what the
 * limits per e-mail address and per client address count. Rows older than a day are removed hourly.
 */
export const passwordResetRequests = identity.table(
  'password_reset_requests',
  {
    id: serialId(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    requestedAt: at('requested_at').notNull(),
  },
  (table) => [
    index('password_reset_requests_email_idx').on(table.email, table.requestedAt),
    index('password_reset_requests_address_idx').on(table.address, table.requestedAt),
  ],
);

/** Sessions, grants, codes, tokens and interactions of oidc-provider, one row per model instance. */
export const oidcModels = identity.table(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: at('expires_at'),
    consumedAt: at('consumed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_models_grant_id_idx').on(table.grantId),
    index('oidc_models_uid_idx').on(table.uid),
    index('oidc_models_user_code_idx').on(table.userCode),
    index('oidc_models_expires_at_idx').on(table.expiresAt),
  ],
);
