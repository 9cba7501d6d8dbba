import { z } from 'zod';
import { pagedSchema, RowIdSchema, pageQueryFields, queryBooleanSchema, RECORD_CHANGE_TIMES } from './common';
import { OffsetDateTimeSchema } from './limits';
import { WithdrawalSchema, WithdrawalStatusSchema, withdrawalsPageQuerySchema } from './banker-withdrawals';

// ---------------------------------------------------------------------------------------------------
// The treasury: the treasurer's (or an admin's) view of everybody's withdrawals and the payout batches
// that pay them (spec 001 §2.15–2.16, §4, §7; reference §3.4). A batch collects every requested
// withdrawal, is paid by hand in internet banking from a SEPA credit-transfer file (pain.001.001.03),
// and is then settled request by request.

/** Spec 001 §9: pending requests are fetched 100 at a time; other lists of withdrawals 50 per page. */
export const TREASURY_WITHDRAWALS_PAGE_SIZE = 100;
/** Spec 001 §9: payout batches, 50 per page. */
export const PAYMENT_BATCHES_PAGE_SIZE = 50;
/** The reason a treasurer's rejection gives the person (spec 001 §4). */
export const REJECTED_BY_TREASURER_REASON = 'Afgekeurd door beheerder';
/** The longest reason a treasurer may type for cancelling a request. */
export const TREASURY_REASON_MAX_LENGTH = 200;
/** Spec 001 §2.15: the payouts page without requests. */
export const NO_PENDING_WITHDRAWALS_MESSAGE = 'Er zijn momenteel geen aanvragen tot uitbetaling.';
/** A batch cannot be made while the bank reserve has no IBAN and holder to pay from. */
export const RESERVE_ACCOUNT_INCOMPLETE_MESSAGE =
  'De rekeninggegevens van de bankreserve zijn onvolledig. Vul ze aan bij Systeeminstellingen.';
/** Spec 001 §8: what the batch page says after mailing the file; `{email}` is the caller's address. */
export const PAIN_MAILED_MESSAGE = 'Het bestand is verstuurd naar {email}';
/** The caller has no e-mail address to mail the file to. */
export const NO_EMAIL_FOR_PAIN_MESSAGE = 'Er is geen e-mailadres bekend om het bestand naar te sturen.';

// GET /api/banker/withdrawals
export const TreasuryWithdrawalsQuerySchema = withdrawalsPageQuerySchema(TREASURY_WITHDRAWALS_PAGE_SIZE);
export type TreasuryWithdrawalsQuery = z.input<typeof TreasuryWithdrawalsQuerySchema>;

// DELETE /api/banker/withdrawals/:id?reason=
export const TreasuryCancelQuerySchema = z.object({
  reason: z.string().trim().min(1).max(TREASURY_REASON_MAX_LENGTH).optional(),
});

/** Batch statuses share the withdrawal statuses (spec 001 §4); a batch is ACTIVE until every request is final. */
export const PaymentBatchStatusSchema = WithdrawalStatusSchema;
export type PaymentBatchStatus = z.infer<typeof PaymentBatchStatusSchema>;

/** Who last changed a batch. */
export const BatchModifierSchema = z.object({ givenName: z.string(), familyName: z.string() });

/** A payout batch as listed (spec 001 §2.15 Batches rows, §3 Payment batch). */
export const PaymentBatchSummarySchema = z.object({
  id: z.number().int(),
  /** `P<yy><dayOfYear>-<id>`, e.g. P26332-4: the reference on the bank transfer. */
  orderReference: z.string(),
  status: PaymentBatchStatusSchema,
  ...RECORD_CHANGE_TIMES,
  modifiedBy: BatchModifierSchema.nullable(),
  reason: z.string().nullable(),
  nrRequests: z.number().int().min(0),
  /** The euros of every request in the batch, in cents. */
  amountRequestedEurocents: z.number().int().min(0),
  /** The euros of the requests settled as paid (COMPLETED), in cents. */
  amountSettledEurocents: z.number().int().min(0),
  /** The account the euros are paid from: the bank reserve's, copied when the batch was made. */
  originatorIban: z.string(),
  originatorIbanHolder: z.string(),
});
export type PaymentBatchSummary = z.infer<typeof PaymentBatchSummarySchema>;
export const PagedPaymentBatchesSchema = pagedSchema(PaymentBatchSummarySchema);

/** One batch with its requests (spec 001 §2.16 'Opdrachten'). */
export const PaymentBatchSchema = PaymentBatchSummarySchema.extend({
  withdrawalRequests: z.array(WithdrawalSchema),
});
export type PaymentBatch = z.infer<typeof PaymentBatchSchema>;

// GET /api/banker/payment-batches
export const PaymentBatchesQuerySchema = z.object({
  ...pageQueryFields(PAYMENT_BATCHES_PAGE_SIZE),
  /** Only batches made before this instant: keeps pages stable while new ones arrive. */
  until: OffsetDateTimeSchema.optional(),
});
export type PaymentBatchesQuery = z.input<typeof PaymentBatchesQuerySchema>;

// POST /api/banker/payment-batches → 201 { id }
export const CreatedPaymentBatchSchema = z.object({ id: z.number().int() });

export const PaymentBatchParamsSchema = z.object({ id: RowIdSchema });

// GET /api/banker/payment-batches/:id?format=JSON|PAIN.001
export const PaymentBatchFormatSchema = z.enum(['JSON', 'PAIN.001']);
export type PaymentBatchFormat = z.infer<typeof PaymentBatchFormatSchema>;
export const PaymentBatchQuerySchema = z.object({ format: PaymentBatchFormatSchema.default('JSON') });

/** Spec 001 §4: a request is settled as paid (COMPLETED) or rejected (CANCELLED); final once saved. */
export const SettlementChoiceSchema = z.strictObject({
  id: RowIdSchema,
  status: z.enum(['COMPLETED', 'CANCELLED']),
  reason: z.string().trim().max(TREASURY_REASON_MAX_LENGTH).optional(),
});
export type SettlementChoice = z.infer<typeof SettlementChoiceSchema>;

// PUT /api/banker/payment-batches/:id
export const SettlePaymentBatchRequestSchema = z.strictObject({
  withdrawalRequests: z.array(SettlementChoiceSchema).min(1).max(TREASURY_WITHDRAWALS_PAGE_SIZE),
});
export type SettlePaymentBatchRequest = z.infer<typeof SettlePaymentBatchRequestSchema>;

// POST /api/banker/payment-batches/:id/mail-pain?pendingOnly=true
export const MailPainQuerySchema = z.object({
  /** Only the requests not settled yet (the default), or every request of the batch. */
  pendingOnly: queryBooleanSchema(true),
});
/** Where the file went: the page says 'Het bestand is verstuurd naar {email}'. */
export const MailPainResponseSchema = z.object({ email: z.string() });
export type MailPainResponse = z.infer<typeof MailPainResponseSchema>;
