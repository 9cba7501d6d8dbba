import { z } from 'zod';
import { BANK_ACCOUNT_FIELDS, IbanHolderTextSchema, IbanTextSchema } from './bank-account';
import { OffsetDateTimeSchema } from './limits';
import { creditsAmountSchema, pagedSchema, pageQueryFields } from './common';

// ---------------------------------------------------------------------------------------------------
// Constants (spec 001 §5, §9; reference §3.2)

/** Euro cents per credit when not configured otherwise (reference §3.2). */
export const DEFAULT_EXCHANGE_RATE_CENTS = 19;
/** Spec 001 §5: the purchase form's bounds and default. */
export const DEPOSIT_MIN_CREDITS = 10;
export const DEPOSIT_MAX_CREDITS = 1000;
export const DEPOSIT_DEFAULT_CREDITS = 10;
/** The credits page loads the statement history 20 lines at a time (spec 001 §9). */
export const STATEMENTS_PAGE_SIZE = 20;
/** Reference §3.3: a payment link expires after 15 minutes. */
export const DEPOSIT_LINK_MINUTES = 15;

export const AccountTypeSchema = z.enum(['ASSET', 'LIABILITY']);
export const AccountPurposeSchema = z.enum(['SYSTEM', 'CURRENT', 'PREMIUM']);
export type AccountPurpose = z.infer<typeof AccountPurposeSchema>;
/** Spec 001 §3: what a ledger entry was for; DEPOSIT↔WITHDRAWAL, PAYMENT↔REFUND, RESERVATION↔RELEASE. */
export const TransactionPurposeSchema = z.enum([
  'DEPOSIT',
  'WITHDRAWAL',
  'PAYMENT',
  'REFUND',
  'RESERVATION',
  'RELEASE',
]);
export type TransactionPurpose = z.infer<typeof TransactionPurposeSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/banker/settings

/**
 * The premium pages' bounds when configuration sets none (spec 001 §5 leaves the values open): the
 * server reads PREMIUM_DEPOSIT_MIN/MAX and PREMIUM_WITHDRAWAL_MIN/MAX and answers them in `GET /settings`.
 */
export const DEFAULT_PREMIUM_LIMITS = {
  depositMin: 100,
  depositMax: 100_000,
  withdrawalMin: 1,
  withdrawalMax: 100_000,
} as const;
export const PremiumLimitsSchema = z.object({
  depositMin: z.number().int().min(1),
  depositMax: z.number().int().min(1),
  withdrawalMin: z.number().int().min(1),
  withdrawalMax: z.number().int().min(1),
});
export type PremiumLimits = z.infer<typeof PremiumLimitsSchema>;

export const BankerSettingsSchema = z.object({
  /** Euro cents per credit. */
  exchangeRate: z.number().int().min(1),
  /** The premium budget pages' bounds (spec 001 §2.19). */
  premiumLimits: PremiumLimitsSchema,
});
export type BankerSettings = z.infer<typeof BankerSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/banker/users/me

export const BankerAccountSchema = z.object({
  id: z.number().int(),
  /** The account's code: `banking-reserve` and the other system accounts, `PLA-…` for users. */
  ncan: z.string(),
  name: z.string(),
  /** Whole credits. */
  credits: z.number().int(),
  type: AccountTypeSchema,
  purpose: AccountPurposeSchema,
  ...BANK_ACCOUNT_FIELDS,
});
export type BankerAccount = z.infer<typeof BankerAccountSchema>;

export const BankerUserSchema = z.object({
  managedIdentity: z.string(),
  email: z.string().nullable(),
  personalAccount: BankerAccountSchema,
  premiumAccount: BankerAccountSchema,
});
export type BankerUser = z.infer<typeof BankerUserSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/banker/users/me/statements

export const StatementsQuerySchema = z.object({
  ...pageQueryFields(100, STATEMENTS_PAGE_SIZE),
  /** Only lines before this instant (ISO 8601 with offset): keeps pages stable while new ones arrive. */
  until: OffsetDateTimeSchema.optional(),
});
export type StatementsQuery = z.input<typeof StatementsQuerySchema>;

/** One line of the user's statement: one ledger entry on their current or premium account. */
export const AccountStatementSchema = z.object({
  id: z.number().int(),
  transactionTime: OffsetDateTimeSchema,
  /** CREDIT adds to the user's account, DEBIT takes from it. */
  type: z.enum(['CREDIT', 'DEBIT']),
  /** Whole credits, positive. */
  amount: z.number().int().min(1),
  description: z.string(),
  /** The other side of the entry; its purpose tells the premium account ('(premie)') from the rest. */
  counterparty: z.object({ id: z.number().int(), name: z.string(), purpose: AccountPurposeSchema }),
  purpose: TransactionPurposeSchema,
  /** The transaction undoes an earlier one (shown as '(herstel)'). */
  rollback: z.boolean(),
  /** Which of the user's accounts the line is on. */
  account: z.object({ id: z.number().int(), purpose: AccountPurposeSchema }),
});
export type AccountStatement = z.infer<typeof AccountStatementSchema>;
export const PagedStatementsSchema = pagedSchema(AccountStatementSchema);

// ---------------------------------------------------------------------------------------------------
// POST /api/banker/users/me/deposits

export const CreateDepositRequestSchema = z.strictObject({
  amountCredits: creditsAmountSchema(DEPOSIT_MAX_CREDITS, DEPOSIT_MIN_CREDITS),
  description: z.string().trim().min(1, 'Veld is verplicht').max(200),
  /**
   * Where the payment provider sends the user back: an absolute URL of this app. The server adds
   * `project_id` and `order_id`; default `/wait-for-deposit-confirmation`.
   */
  returnUrl: z.url().max(500).optional(),
});
export type CreateDepositRequest = z.infer<typeof CreateDepositRequestSchema>;

/**
 * The optional `Idempotency-Key` header of a purchase: a request repeated with the same key answers the
 * payment already made instead of a second one.
 */
export const IdempotencyKeySchema = z.string().trim().min(1).max(100);
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The headers a purchase reads; every other header passes untouched. */
export const IdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

export const CreateDepositResponseSchema = z.object({ paymentUrl: z.url() });
export type CreateDepositResponse = z.infer<typeof CreateDepositResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/banker/deposit-events

export const DepositEventRequestSchema = z.object({
  project_id: z.string().trim().min(1).max(100),
  order_id: z.string().trim().min(1).max(100),
});
export type DepositEventRequest = z.infer<typeof DepositEventRequestSchema>;

/** Spec 001 §4: COMPLETED, EXPIRED and CANCELLED are final; anything else is still pending. */
export const DepositStatusSchema = z.enum(['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED']);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

export const DepositEventResponseSchema = z.object({
  status: DepositStatusSchema,
  amountCredits: z.number().int(),
});
export type DepositEventResponse = z.infer<typeof DepositEventResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// PUT /api/banker/users/me/account

export const UpdateAccountRequestSchema = z.strictObject({
  iban: IbanTextSchema.nullable(),
  ibanHolder: IbanHolderTextSchema.nullable(),
});
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/banker/mollie-webhook (form-encoded, called by Mollie)

/**
 * Mollie posts `id=tr_…` (application/x-www-form-urlencoded) when a payment changes. The id is optional
 * here because the call itself proves nothing: the banker fetches the status from Mollie and answers 200
 * either way, or Mollie keeps retrying.
 */
export const MollieWebhookRequestSchema = z.object({ id: z.string().max(100) }).partial();
export type MollieWebhookRequest = z.infer<typeof MollieWebhookRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// The bank simulator's checkout page (PAYMENT_PROVIDER=simulator), under /api/banker/simulator/payments

/** The simulated payment: an unguessable token, as a bank's payment link would carry. */
export const SimulatedPaymentParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** The button pressed on the page (form-encoded); anything else changes nothing. */
export const SimulatedChoiceRequestSchema = z.object({ outcome: z.string().max(20).optional() }).optional();
