import { z } from 'zod';
import { pagedSchema, refWriter, pageQueryFields } from './common';
import { OffsetDateTimeSchema } from './limits';

// ---------------------------------------------------------------------------------------------------
// Incentives, rewards and calls to action (spec 001 §2.9, §3, §4, §7, §9; reference §3.6)

/** Spec 001 §9: a person's rewards, 50 per page (also the most one page may ask). */
export const REWARDS_PAGE_SIZE = 50;
/** Spec 000 §3: the home page asks for at most 10 calls to action. */
export const CALL_TO_ACTIONS_MAX = 10;
/** The reference of a reward (`urn:nb:bn:reward:{id}`): the context of its message, which opens 'Beloningen'. */
export const REWARD_URN_PREFIX = 'urn:nb:bn:reward:';
export const rewardRef = refWriter(REWARD_URN_PREFIX);

/** The codes of the incentives the app knows (reference §3.6); the survey helper grants `survey-0`. */
export const INCENTIVE_CODES = [
  'profile-starter',
  'profile-plus',
  'profile-youth',
  'survey-0',
  'shared-ride-done',
  'repeated-ride',
] as const;
export const IncentiveCodeSchema = z.enum(INCENTIVE_CODES);
export type IncentiveCode = z.infer<typeof IncentiveCodeSchema>;

/** CARPOOL incentives are shown only to drivers (userRole driver or both); SURVEY ones to everybody. */
export const IncentiveCategorySchema = z.enum(['CARPOOL', 'SURVEY']);
export type IncentiveCategory = z.infer<typeof IncentiveCategorySchema>;

/**
 * What the card's button does in the app (reference §9): `plan-ride` opens the ride planning page (/plan),
 * `onboarding-profile` the onboarding page (/onboardingPage), `start-survey` starts the survey.
 */
export const CtaButtonActionSchema = z.enum(['plan-ride', 'onboarding-profile', 'start-survey']);
export type CtaButtonAction = z.infer<typeof CtaButtonActionSchema>;

/**
 * An incentive: what one is rewarded for (reference §3.6). A premium incentive (`redemption` false) adds
 * `amount` premium credits from the premium budget; a redemption (`redemption` true) moves credits from the
 * person's own premium account to their current account. With `relative` the amount is a percentage of
 * the yield (the fare), at most `maxAmount`.
 */
export const IncentiveSchema = z.object({
  code: IncentiveCodeSchema,
  category: IncentiveCategorySchema,
  /** Plain Dutch, e.g. 'Profiel aangevuld'. */
  description: z.string(),
  amount: z.number().int().min(0),
  relative: z.boolean(),
  redemption: z.boolean(),
  maxAmount: z.number().int().min(0).nullable(),
});
export type Incentive = z.infer<typeof IncentiveSchema>;

/**
 * A call to action (spec 001 §3, spec 000 §2 Home 'Updates'): an active incentive with a card, for the
 * caller. `code` is the card's id in the session log's CTA_SELECTED / CTA_IN_VIEW events.
 */
export const CallToActionSchema = IncentiveSchema.extend({
  ctaTitle: z.string(),
  ctaBody: z.string(),
  ctaButtonLabel: z.string(),
  ctaButtonAction: CtaButtonActionSchema,
});
export type CallToAction = z.infer<typeof CallToActionSchema>;
export const PagedCallToActionsSchema = pagedSchema(CallToActionSchema);

/** Spec 001 §4: a reward is cancelled (cancelTime set), else paid out, else pending (the budget was short). */
export type RewardStatus = 'CANCELLED' | 'PAID_OUT' | 'PENDING';
export function rewardStatusOf(reward: { cancelTime: string | null; paidOut: boolean }): RewardStatus {
  if (reward.cancelTime !== null) return 'CANCELLED';
  return reward.paidOut ? 'PAID_OUT' : 'PENDING';
}
export const REWARD_STATUS_LABELS: Record<RewardStatus, string> = {
  CANCELLED: 'Ingetrokken',
  PAID_OUT: 'Uitbetaald',
  PENDING: 'In afwachting',
};

/** One reward (spec 001 §2.9, §3): what was earned, when, for what, and whether it is paid out or cancelled. */
export const RewardSchema = z.object({
  id: z.number().int(),
  /** `urn:nb:bn:reward:{id}`. */
  urn: z.string(),
  rewardTime: OffsetDateTimeSchema,
  /** Whole credits (premium credits, or for a redemption the credits moved to the current account). */
  amount: z.number().int().min(0),
  incentive: IncentiveSchema.pick({ code: true, description: true, redemption: true, category: true }),
  /** When it was taken back (the condition no longer held, or the payment was undone); null otherwise. */
  cancelTime: OffsetDateTimeSchema.nullable(),
  /** The credits have moved; false while the premium budget is short (paid by the hourly job). */
  paidOut: z.boolean(),
  recipient: z.object({
    managedIdentity: z.string(),
    givenName: z.string().optional(),
    familyName: z.string().optional(),
  }),
  /** What it is for: the person (urn:nb:kc:user:…), a booking (urn:nb:rs:booking:…), a survey interaction. */
  factContext: z.string(),
});
export type Reward = z.infer<typeof RewardSchema>;
export const PagedRewardsSchema = pagedSchema(RewardSchema);

// GET /api/banker/users/me/rewards — newest first
export const RewardsQuerySchema = z.object({
  ...pageQueryFields(REWARDS_PAGE_SIZE),
  /** Only rewards before this instant: keeps pages stable while new ones arrive. */
  until: OffsetDateTimeSchema.optional(),
});
export type RewardsQuery = z.input<typeof RewardsQuerySchema>;

// GET /api/banker/users/me/call-to-actions
export const CallToActionsQuerySchema = z.object({
  ...pageQueryFields(CALL_TO_ACTIONS_MAX),
});
export type CallToActionsQuery = z.input<typeof CallToActionsQuerySchema>;
