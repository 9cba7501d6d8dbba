import { z } from 'zod';
import { AccountStatementSchema, BankerAccountSchema, TransactionPurposeSchema } from './banker';
import { pagedSchema, RowIdSchema, requiredFormTextSchema, pageQueryFields } from './common';
import { OffsetDateTimeSchema } from './limits';

// ---------------------------------------------------------------------------------------------------
// The system accounts (spec 001 §2.17–2.19, §3 System account and Account statement; reference §3.2):
// the bank reserve ('Kas', whose IBAN pays the payouts), the reservations and the premium budget. The
// treasurer reads their balances and statements, sets the reserve's IBAN and holder, and raises or
// lowers the premium budget.

/** The codes of the system accounts (reference §3.2). */
export const SystemAccountCodeSchema = z.enum(['banking-reserve', 'reservations', 'premiums']);
export type SystemAccountCode = z.infer<typeof SystemAccountCodeSchema>;

/** 402: a system account holds fewer credits than the movement asks (spec 001 §5, worded as in §8). */
export const SYSTEM_INSUFFICIENT_MESSAGE = 'Onvoldoende saldo voor dit aantal credits';
/** Spec 001 §2.19: the descriptions the premium pages start with. */
export const PREMIUM_DEPOSIT_DEFAULT_DESCRIPTION = 'Ophogen saldo premieuitgifte';
export const PREMIUM_WITHDRAWAL_DEFAULT_DESCRIPTION = 'Verlagen saldo premieuitgifte';
/** The hard ceiling of one system-account movement, whatever the configuration says. */
export const SYSTEM_MOVEMENT_MAX_CREDITS = 1_000_000;
export const SYSTEM_DESCRIPTION_MAX_LENGTH = 140;
/** Statements of a system account, at most 100 per page. */
export const SYSTEM_STATEMENTS_PAGE_SIZE = 100;

/** A system account with its code, balance and (for the bank reserve) IBAN and holder. */
export const SystemAccountSchema = BankerAccountSchema.extend({ ncan: SystemAccountCodeSchema });
export type SystemAccount = z.infer<typeof SystemAccountSchema>;

// GET /api/banker/accounts?purpose=SYSTEM
export const AccountsQuerySchema = z.object({ purpose: z.literal('SYSTEM') });
export const SystemAccountsSchema = z.object({ data: z.array(SystemAccountSchema) });
export type SystemAccounts = z.infer<typeof SystemAccountsSchema>;

export const AccountParamsSchema = z.object({ id: RowIdSchema });

// GET /api/banker/accounts/:id/statements
export const SystemStatementsQuerySchema = z.object({
  /** Only lines of this kind (the purpose filter of spec 001 §2.18). */
  purpose: TransactionPurposeSchema.optional(),
  until: OffsetDateTimeSchema.optional(),
  ...pageQueryFields(SYSTEM_STATEMENTS_PAGE_SIZE, 20),
});
export type SystemStatementsQuery = z.input<typeof SystemStatementsQuerySchema>;

/**
 * One line of a system account's statement: as a person's, with the counterparty's name (without its
 * purpose) and without the person's account the line is on.
 */
export const SystemStatementSchema = AccountStatementSchema.omit({ account: true }).extend({
  counterparty: z.object({ id: z.number().int(), name: z.string() }),
});
export type SystemStatement = z.infer<typeof SystemStatementSchema>;
export const PagedSystemStatementsSchema = pagedSchema(SystemStatementSchema);

// POST /api/banker/accounts/:id/deposits and /withdrawals (the premium budget up and down)
export const SystemMovementRequestSchema = z.strictObject({
  amountCredits: z.number().int().min(1).max(SYSTEM_MOVEMENT_MAX_CREDITS),
  description: requiredFormTextSchema(SYSTEM_DESCRIPTION_MAX_LENGTH),
});
export type SystemMovementRequest = z.infer<typeof SystemMovementRequestSchema>;

// PUT /api/banker/accounts/:id (IBAN and holder; spec 001 §2.17: both required)
export const UpdateSystemAccountRequestSchema = z.strictObject({
  iban: z.string().trim().min(1, 'Veld is verplicht').max(42),
  ibanHolder: z.string().trim().min(1, 'Veld is verplicht').max(100),
});
export type UpdateSystemAccountRequest = z.infer<typeof UpdateSystemAccountRequestSchema>;
