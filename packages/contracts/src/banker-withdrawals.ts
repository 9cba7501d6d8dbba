import { z } from 'zod';
import {
  creditsAmountSchema,
  pagedSchema,
  refOrRowIdSchema,
  requiredFormTextSchema,
  pageQueryFields,
  RECORD_CHANGE_TIMES,
} from './common';

// ---------------------------------------------------------------------------------------------------
// Withdrawals: credits exchanged for euros on the person's bank account (spec 001 §2.7–2.8, §5, §9)

/** Spec 001 §5: the withdrawal form's bounds (each capped by the balance: 'Minimaal {n}', 'Maximaal {n}'). */
export const WITHDRAWAL_MIN_CREDITS = 10;
export const WITHDRAWAL_MAX_CREDITS = 1000;
/** Spec 001 §2.7: the description the form starts with. */
export const WITHDRAWAL_DEFAULT_DESCRIPTION = 'Inwisselen van GAON credits';
/**
 * The longest description: it travels to the bank as the transfer's remittance text, which SEPA
 * (pain.001 `Ustrd`) bounds at 140 characters.
 */
export const WITHDRAWAL_DESCRIPTION_MAX_LENGTH = 140;
/** Spec 001 §9: a person's withdrawals, 50 per page. */
export const WITHDRAWALS_PAGE_SIZE = 50;
/** Spec 001 §8: the 402 of a withdrawal from a person's own account. */
export const WITHDRAWAL_INSUFFICIENT_MESSAGE = 'Je hebt onvoldoende saldo voor dit aantal credits';
/** Spec 001 §5: without these the request is refused (422). */
export const WITHDRAWAL_NO_IBAN_MESSAGE = 'Voeg IBAN rekening toe';
export const WITHDRAWAL_NO_HOLDER_MESSAGE = 'Voeg naam rekeninghouder toe';

/** Spec 001 §4, with the labels the pages show; COMPLETED, CANCELLED and EXPIRED are final. */
export const WithdrawalStatusSchema = z.enum(['REQUESTED', 'ACTIVE', 'COMPLETED', 'CANCELLED', 'EXPIRED']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  REQUESTED: 'In aanvraag',
  ACTIVE: 'In behandeling',
  COMPLETED: 'Afgerond',
  CANCELLED: 'Afgewezen',
  EXPIRED: 'Verlopen',
};

export const WITHDRAWAL_URN_PREFIX = 'urn:nb:bn:withdrawal:';

export const WithdrawalSchema = z.object({
  id: z.number().int(),
  urn: z.string(),
  ...RECORD_CHANGE_TIMES,
  description: z.string(),
  /** Whole credits, taken from the current account (never the premium one). */
  amountCredits: z.number().int().min(1),
  /** The credits in euro cents at the exchange rate of the moment of asking. */
  amountEurocents: z.number().int().min(0),
  status: WithdrawalStatusSchema,
  /** Why it was cancelled or rejected, when it was. */
  reason: z.string().nullable(),
  /** Where the euros go: the account's IBAN and holder when asked. */
  iban: z.string(),
  ibanHolder: z.string(),
  /** The name on the account the credits come from. */
  accountName: z.string(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;
export const PagedWithdrawalsSchema = pagedSchema(WithdrawalSchema);

/** A page of withdrawals, optionally only those of one status: the caller's own, or all (the treasurer's). */
export function withdrawalsPageQuerySchema(pageSize: number) {
  return z.object({
    status: WithdrawalStatusSchema.optional(),
    ...pageQueryFields(pageSize),
  });
}

// GET /api/banker/users/me/withdrawals
export const WithdrawalsQuerySchema = withdrawalsPageQuerySchema(WITHDRAWALS_PAGE_SIZE);
export type WithdrawalsQuery = z.input<typeof WithdrawalsQuerySchema>;

/**
 * Asking a payout of credits to a bank account: whole credits, 1 up to `maxCredits`, and the description
 * that travels to the bank as the transfer's remittance text.
 */
export function payoutRequestSchema(maxCredits: number) {
  return z.strictObject({
    amountCredits: creditsAmountSchema(maxCredits),
    description: requiredFormTextSchema(WITHDRAWAL_DESCRIPTION_MAX_LENGTH),
  });
}

// POST /api/banker/users/me/withdrawals: at least 1 here; at least 10 (or the whole balance when lower) is
// checked against the balance.
export const CreateWithdrawalRequestSchema = payoutRequestSchema(WITHDRAWAL_MAX_CREDITS);
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequestSchema>;

// DELETE /api/banker/users/me/withdrawals/:id (the number or `urn:nb:bn:withdrawal:{id}`)
export const WithdrawalParamsSchema = z.object({ id: refOrRowIdSchema(WITHDRAWAL_URN_PREFIX) });
