import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSchema,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdNow, ibanColumns, personNameColumns, serialId } from '../../platform/db/columns.js';

/**
 * The banker's tables (reference §3.1): a double-entry ledger of accounts, transactions and their entries,
 * the users' accounts, and the deposits bought through a payment provider. An account keeps its balance
 * in `credits`, changed only together with the entries that explain it, under a row lock.
 */
export const banker = pgSchema('banker');

/** A row's account in the ledger (never null): whose credits it moves or holds. */
function accountColumn(name: string) {
  return integer(name)
    .notNull()
    .references(() => accounts.id);
}

/** A row's person (never null), by the identity the banker knows them by. */
function userColumn(name: string) {
  return text(name)
    .notNull()
    .references(() => users.managedIdentity);
}

/** When a row was made and last changed, both set by the service (the clock it was given). */
function changeTimes() {
  return {
    createdAt: at('created_at').notNull(),
    modifiedAt: at('modified_at').notNull(),
  };
}

/** An exchange of credits for euros (a deposit or a withdrawal): both amounts and what it is for. */
function exchangeAmounts() {
  return {
    amountCredits: integer('amount_credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
  };
}

export const accounts = banker.table(
  'accounts',
  {
    id: serialId(),
    /** `banking-reserve`, `reservations`, `premiums`, or `PLA-…` for a user's account. */
    ncan: text('ncan').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['ASSET', 'LIABILITY'] }).notNull(),
    purpose: text('purpose', { enum: ['SYSTEM', 'CURRENT', 'PREMIUM'] }).notNull(),
    /** Whole credits. An asset grows with debits, a liability with credits. */
    credits: integer('credits').notNull().default(0),
    ...ibanColumns(),
    createdAt: createdNow(),
  },
  (table) => [uniqueIndex('accounts_ncan').on(table.ncan)],
);

export const users = banker.table('users', {
  managedIdentity: text('managed_identity').primaryKey(),
  email: text('email'),
  personalAccountId: accountColumn('personal_account_id'),
  premiumAccountId: accountColumn('premium_account_id'),
  createdAt: createdNow(),
});

export const transactions = banker.table(
  'transactions',
  {
    id: serialId(),
    description: text('description').notNull(),
    /** What it is about: a deposit, a booking (URN). */
    context: text('context'),
    transactionTime: at('transaction_time').notNull().defaultNow(),
    /** It undoes (part of) an earlier transaction: shown as '(herstel)'. */
    rollback: boolean('rollback').notNull().default(false),
    /** The first transaction of its "conversation" (a reservation and its release or charge); null: itself. */
    headId: integer('head_id'),
    /** A caller's key: the same key never moves credits twice. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    uniqueIndex('transactions_idempotency_key').on(table.idempotencyKey),
    index('transactions_head').on(table.headId),
  ],
);

export const entries = banker.table(
  'entries',
  {
    id: serialId(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    accountId: accountColumn('account_id'),
    counterpartyId: accountColumn('counterparty_id'),
    entryType: text('entry_type', { enum: ['DEBIT', 'CREDIT'] }).notNull(),
    amount: integer('amount').notNull(),
    purpose: text('purpose', {
      enum: ['DEPOSIT', 'WITHDRAWAL', 'PAYMENT', 'REFUND', 'RESERVATION', 'RELEASE'],
    }).notNull(),
  },
  (table) => [
    index('entries_account').on(table.accountId, table.transactionId),
    index('entries_transaction').on(table.transactionId),
    check('entries_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const deposits = banker.table(
  'deposits',
  {
    id: serialId(),
    userId: userColumn('user_id'),
    accountId: accountColumn('account_id'),
    ...exchangeAmounts(),
    /** Ours, unique: travels to the provider and back as `order_id`. */
    orderId: text('order_id').notNull(),
    /** The provider's `project_id`. */
    projectId: text('project_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    paymentUrl: text('payment_url'),
    status: text('status', { enum: ['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    /** The caller's `Idempotency-Key`: a repeated request gets the same deposit. */
    requestKey: text('request_key'),
    expiresAt: at('expires_at').notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    createdAt: createdNow(),
    completedAt: at('completed_at'),
  },
  (table) => [
    uniqueIndex('deposits_order').on(table.orderId),
    uniqueIndex('deposits_request_key').on(table.userId, table.requestKey),
    index('deposits_status').on(table.status),
    index('deposits_provider_payment').on(table.providerPaymentId),
  ],
);

/** The bank simulator's own payments (PAYMENT_PROVIDER=simulator): what its checkout page shows. */
export const simulatedPayments = banker.table(
  'simulated_payments',
  {
    id: text('id').primaryKey(),
    /** One payment per order, as at Mollie: creating it again for the same order answers the same one. */
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdNow(),
  },
  (table) => [uniqueIndex('simulated_payments_order').on(table.orderId)],
);

/**
 * A payout batch (spec 001 §3 Payment batch, reference §3.4): every requested withdrawal at the moment
 * the treasurer made it, paid by hand from the bank reserve's IBAN (copied here when made) with one SEPA
 * credit-transfer file, then settled request by request. ACTIVE until every request is final, then
 * COMPLETED. Its amounts are summed from its withdrawals.
 */
export const paymentBatches = banker.table('payment_batches', {
  id: serialId(),
  /** `P<yy><dayOfYear>-<id>`: the reference on the bank transfer; set right after the row has its id. */
  orderReference: text('order_reference').notNull(),
  status: text('status', { enum: ['REQUESTED', 'ACTIVE', 'COMPLETED', 'CANCELLED', 'EXPIRED'] })
    .notNull()
    .default('ACTIVE'),
  reason: text('reason'),
  originatorIban: text('originator_iban').notNull(),
  originatorIbanHolder: text('originator_iban_holder').notNull(),
  ...changeTimes(),
  /** Who made or last settled it: the treasurer's identity and names as their token gave them. */
  modifiedById: text('modified_by_id'),
  modifiedByGivenName: text('modified_by_given_name'),
  modifiedByFamilyName: text('modified_by_family_name'),
});

/**
 * A person's request to exchange credits for euros (spec 001 §3 Withdrawal, reference §3.4). Asking
 * reserves the credits from the current account (`transactionId`, the head of what follows); a payout
 * batch takes it on (ACTIVE), and it ends paid (COMPLETED) or cancelled with the credits back. The IBAN
 * and holder are those of the account when asked: where the euros go.
 */
export const withdrawals = banker.table(
  'withdrawals',
  {
    id: serialId(),
    /** The person whose credits are paid out; null for a charity's payout (then `charityId`). */
    userId: text('user_id').references(() => users.managedIdentity),
    /** The charity whose credits are paid out to its IBAN (asked by the treasurer); else null. */
    charityId: integer('charity_id').references(() => charities.id),
    accountId: accountColumn('account_id'),
    ...exchangeAmounts(),
    iban: text('iban').notNull(),
    ibanHolder: text('iban_holder').notNull(),
    status: text('status', { enum: ['REQUESTED', 'ACTIVE', 'COMPLETED', 'CANCELLED', 'EXPIRED'] })
      .notNull()
      .default('REQUESTED'),
    reason: text('reason'),
    /** The reservation of the credits: the head transaction its release or payout follows. */
    transactionId: integer('transaction_id').references(() => transactions.id),
    /** The payout batch that took it on (ACTIVE and after); null while REQUESTED. */
    paymentBatchId: integer('payment_batch_id').references(() => paymentBatches.id),
    ...changeTimes(),
  },
  (table) => [
    index('withdrawals_user').on(table.userId, table.id),
    index('withdrawals_status').on(table.status),
    index('withdrawals_payment_batch').on(table.paymentBatchId),
    check('withdrawals_amount_positive', sql`${table.amountCredits} > 0`),
    // Exactly one owner: a person or a charity.
    check('withdrawals_one_owner', sql`num_nonnulls(${table.userId}, ${table.charityId}) = 1`),
  ],
);

/**
 * A charity's campaign ('Goede Doelen', spec 001 §3 Charity, reference §3.5) with its own liability
 * account (`CLA-…`, named after the charity, so statements and payouts show its name). `donatedAmount`
 * is kept equal to the sum of its donations, in the same database transaction as each donation.
 */
export const charities = banker.table(
  'charities',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    locationLabel: text('location_label').notNull(),
    /** The point of the location (WGS84), when given. */
    locationLon: doublePrecision('location_lon'),
    locationLat: doublePrecision('location_lat'),
    /** Key in the image store, served under /images/; null without an image. */
    imageKey: text('image_key'),
    goalAmount: integer('goal_amount').notNull(),
    donatedAmount: integer('donated_amount').notNull().default(0),
    campaignStartTime: at('campaign_start_time').notNull(),
    /** Null: no end planned; in the past: ended (donations refused). */
    campaignEndTime: at('campaign_end_time'),
    accountId: accountColumn('account_id'),
    ...changeTimes(),
  },
  (table) => [
    uniqueIndex('charities_account').on(table.accountId),
    index('charities_campaign').on(table.campaignStartTime),
    check('charities_goal_positive', sql`${table.goalAmount} > 0`),
    check('charities_donated_not_negative', sql`${table.donatedAmount} >= 0`),
  ],
);

/**
 * One gift of credits to a charity (spec 001 §3 Donation): a PAYMENT from the donor's current account to
 * the charity's account (`transactionId`). An anonymous one is never shown with its donor to others.
 */
export const donations = banker.table(
  'donations',
  {
    id: serialId(),
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id),
    donorId: userColumn('donor_id'),
    /** The donor's names as their token gave them when giving (the banker keeps no profiles). */
    ...personNameColumns('donor'),
    amount: integer('amount').notNull(),
    description: text('description'),
    anonymous: boolean('anonymous').notNull().default(false),
    donationTime: at('donation_time').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
  },
  (table) => [
    index('donations_charity').on(table.charityId, table.donationTime),
    index('donations_donor').on(table.donorId, table.donationTime),
    check('donations_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * What one is rewarded for (reference §3.6): a premium (`amount` premium credits from the premium budget)
 * or a redemption (own premium credits to the current account, `amount` % of the yield when `relative`, at
 * most `maxAmount`). Active from `startTime` to `endTime`, unless disabled. With a call to action (CTA
 * fields set) it shows as a card on Home while the person has at most `ctaHideBeyondRewardCount` rewards
 * of it. Seeded by the migration; the code is what the triggers name.
 */
export const incentives = banker.table(
  'incentives',
  {
    id: serialId(),
    code: text('code').notNull(),
    category: text('category', { enum: ['CARPOOL', 'SURVEY'] }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    relative: boolean('relative').notNull().default(false),
    redemption: boolean('redemption').notNull().default(false),
    maxAmount: integer('max_amount'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time'),
    disableTime: at('disable_time'),
    ctaEnabled: boolean('cta_enabled').notNull().default(false),
    ctaTitle: text('cta_title'),
    ctaBody: text('cta_body'),
    ctaButtonLabel: text('cta_button_label'),
    ctaButtonAction: text('cta_button_action', {
      enum: ['plan-ride', 'onboarding-profile', 'start-survey'],
    }),
    ctaHideBeyondRewardCount: integer('cta_hide_beyond_reward_count'),
  },
  (table) => [uniqueIndex('incentives_code').on(table.code)],
);

/**
 * A reward (reference §3.6): one per incentive, recipient and fact (the unique index), so a trigger that
 * fires twice grants it once. `transactionId` is the posting that paid it (null while pending: the
 * premium budget was short); `cancelTime` set when revoked (with a reversing rollback posting); a revoked
 * reward is restored, not made again, when its condition returns.
 */
export const rewards = banker.table(
  'rewards',
  {
    id: serialId(),
    incentiveId: integer('incentive_id')
      .notNull()
      .references(() => incentives.id),
    recipientId: userColumn('recipient_id'),
    factContext: text('fact_context').notNull(),
    amount: integer('amount').notNull(),
    rewardTime: at('reward_time').notNull(),
    cancelTime: at('cancel_time'),
    paidOut: boolean('paid_out').notNull().default(false),
    transactionId: integer('transaction_id').references(() => transactions.id),
  },
  (table) => [
    uniqueIndex('rewards_fact').on(table.incentiveId, table.recipientId, table.factContext),
    index('rewards_recipient').on(table.recipientId, table.rewardTime),
    index('rewards_pending').on(table.paidOut, table.rewardTime),
  ],
);
