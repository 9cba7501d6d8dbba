import { index, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { at, serialId } from '../../platform/db/columns.js';

/** The delegation module's tables. */
export const delegation = pgSchema('delegation');

/** Who acts for whom: the delegate (caregiver) and the delegator, each by their identity. */
function delegatePair() {
  return {
    delegateId: text('delegate_id').notNull(),
    delegatorId: text('delegator_id').notNull(),
  };
}

/**
 * Delegations (reference §5.2): a delegate (caregiver) may act for a delegator once the delegator passed on
 * the code sent to their phone. Only a hash of the code is kept; wrong attempts are counted so a code cannot
 * be guessed. Active = activated and not revoked.
 */
export const delegations = delegation.table(
  'delegations',
  {
    id: serialId(),
    ...delegatePair(),
    submissionTime: at('submission_time').notNull(),
    activationTime: at('activation_time'),
    revocationTime: at('revocation_time'),
    activationCodeHash: text('activation_code_hash'),
    activationCodeSentTime: at('activation_code_sent_time'),
    activationCodeTtl: integer('activation_code_ttl').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    smsId: integer('sms_id'),
    /** A transfer: the active delegation this one replaces once it is activated. */
    transferFrom: integer('transfer_from'),
  },
  (table) => [
    index('delegations_delegate_idx').on(table.delegateId),
    index('delegations_delegator_idx').on(table.delegatorId),
  ],
);

/**
 * What happened to a pair's codes, one row each: a code sent (`SENT`) or a wrong code entered (`WRONG`).
 * The caps on codes per hour and wrong tries per day are counted from these rows (decision 0023), per pair
 * of delegate and delegator, so neither a new code nor a new request starts the count again.
 */
export const codeEvents = delegation.table(
  'code_events',
  {
    id: serialId(),
    delegationId: integer('delegation_id').notNull(),
    ...delegatePair(),
    kind: text('kind', { enum: ['SENT', 'WRONG'] }).notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('code_events_pair_idx').on(table.delegatorId, table.delegateId, table.at)],
);
