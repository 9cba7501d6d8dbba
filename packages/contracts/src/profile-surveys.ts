import { z } from 'zod';
import { pagedSchema, RowIdSchema, pageQueryFields } from './common';
import { OffsetDateTimeSchema } from './limits';
import { WHOLE_MESSAGE_PARAMS } from './validation';

// ---------------------------------------------------------------------------------------------------
// Surveys (spec 001 §2.14, §3, §7, §8; reference §5.2): a person is invited to a survey for a while after
// making their profile; the survey (an external page) sends them back to /survey-completed/{incentiveCode},
// which marks the interaction submitted and earns the survey's reward (incentive `survey-0`: 40 premium).
//
// The flow of the web app:
// 1. At start-up, when a survey call-to-action appears and the person has no interaction for it yet,
//    `POST /api/profile/survey-interactions` once (201: the invitation; 204: no survey for this person).
// 2. The call-to-action's button (`start-survey`): `PUT …/{id}/on-redirect` (failure is silent), then open
//    the interaction's `surveyUrl`.
// 3. The page /survey-completed/{incentiveCode}: `GET /api/profile/survey-interactions?incentiveCode=…`,
//    then `PUT …/{id}/on-submit` with the first one's id, then home; on failure the page shows
//    SURVEY_COMPLETION_FAILED_TEXT.

/** The first (and the demo's) survey's incentive: 40 premium credits once submitted (reference §3.6). */
export const SURVEY_0_INCENTIVE_CODE = 'survey-0';
/** The query parameter of a survey's URL that carries the person's managed identity (the original's name). */
export const SURVEY_IDENTITY_PARAMETER = 'NetmobielID';
/** Prefix of an interaction's URN: `urn:nb:pf:survey-interaction:{id}` (the reward's fact). */
export const SURVEY_INTERACTION_URN_PREFIX = 'urn:nb:pf:survey-interaction:';
/** Prefix of a survey's URN: `urn:nb:pf:survey:{id}`. */
export const SURVEY_URN_PREFIX = 'urn:nb:pf:survey:';
/** The longest incentive code a call takes (the codes are short words such as `survey-0`). */
export const SURVEY_INCENTIVE_CODE_MAX_LENGTH = 64;
/** A person's interactions per page: a person has one per survey, so one page holds them all. */
export const SURVEY_INTERACTIONS_PAGE_SIZE = 50;
/** The path of the built-in demo survey page (the default survey of the demo, works without internet). */
export const DEMO_SURVEY_PATH = '/api/profile/demo-survey';

/**
 * Spec 001 §8: the answer when the interaction is not the caller's or does not exist (404), or may no
 * longer be submitted: not yet redirected to the survey, or its window has passed (422).
 */
export const SURVEY_NOT_FOUND_MESSAGE =
  'De enquête kon niet gevonden worden, of is reeds afgemeld, of de vervaltermijn is inmiddels verstreken.';
/** Spec 001 §8: the 400 when the interaction id is missing or not an id. */
export const SURVEY_ID_MISSING_MESSAGE =
  'De afronding van de enquête kan niet geregistreerd worden, want de enquête ID ontbreekt.';
/** Spec 001 §2.14: what /survey-completed shows when marking the survey submitted fails. */
export const SURVEY_COMPLETION_FAILED_TEXT =
  'Verwerken van de afronding van de enquête is helaas niet gelukt.';

/** An incentive code: letters, digits and dashes (`survey-0`). */
export const SurveyIncentiveCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(SURVEY_INCENTIVE_CODE_MAX_LENGTH)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be an incentive code such as survey-0');

/** A survey as the profile service keeps it. */
export const SurveySchema = z.object({
  /** The survey's key, e.g. `survey-0`. */
  id: z.string(),
  /** `urn:nb:pf:survey:{id}`. */
  urn: z.string(),
  title: z.string(),
  /** The survey's page without the person's identity (an absolute URL, or a path of this app). */
  surveyUrl: z.string(),
  /** The survey is offered from this moment until `endTime` (none: open-ended). */
  startTime: OffsetDateTimeSchema,
  endTime: OffsetDateTimeSchema.nullable(),
  /**
   * A person is invited from `takeDelayHours` after making their profile until `takeIntervalHours` later
   * (none: no end); after that their invitation has expired.
   */
  takeDelayHours: z.number().int().min(0),
  takeIntervalHours: z.number().int().min(0).nullable(),
  /** The incentive whose reward a submitted survey earns (`survey-0`). */
  incentiveCode: z.string(),
  /** The premium credits that reward is worth, for the call-to-action's text (the banker pays it). */
  rewardCredits: z.number().int().min(0).nullable(),
});
export type Survey = z.infer<typeof SurveySchema>;

/** One person's invitation to one survey, and how far they got. */
export const SurveyInteractionSchema = z.object({
  id: z.number().int(),
  /** `urn:nb:pf:survey-interaction:{id}`: the survey's redirect is marked through it (spec 001 §2.14). */
  urn: z.string(),
  survey: SurveySchema,
  /** When the person was first invited, and how many times the invitation was issued. */
  invitationTime: OffsetDateTimeSchema,
  invitationCount: z.number().int().min(1),
  /** When the person last went to the survey (on-redirect); null before. */
  redirectTime: OffsetDateTimeSchema.nullable(),
  /** When the survey was submitted (on-submit); null before. Set once. */
  submitTime: OffsetDateTimeSchema.nullable(),
  /** The person's window has passed (or the survey ended) before it was submitted: submitting is refused. */
  expired: z.boolean(),
  /** The page to open: the survey's URL with the person's managed identity as `NetmobielID`. */
  surveyUrl: z.string(),
});
export type SurveyInteraction = z.infer<typeof SurveyInteractionSchema>;
export const PagedSurveyInteractionsSchema = pagedSchema(SurveyInteractionSchema);

// POST /api/profile/survey-interactions (the web sends `{}`, or the code of the call-to-action's incentive)
export const CreateSurveyInvitationRequestSchema = z.strictObject({
  /** Only a survey rewarded by this incentive; left out, any survey whose window holds. */
  incentiveCode: SurveyIncentiveCodeSchema.optional(),
});
export type CreateSurveyInvitationRequest = z.infer<typeof CreateSurveyInvitationRequestSchema>;

// GET /api/profile/survey-interactions
export const SurveyInteractionsQuerySchema = z.object({
  /** Only the interactions of surveys rewarded by this incentive (/survey-completed/{incentiveCode}). */
  incentiveCode: SurveyIncentiveCodeSchema.optional(),
  ...pageQueryFields(SURVEY_INTERACTIONS_PAGE_SIZE),
});
export type SurveyInteractionsQuery = z.input<typeof SurveyInteractionsQuerySchema>;

/**
 * An interaction in a path: its number or its URN. Anything else (empty, `undefined`, a word) is refused
 * with the spec's words as the whole answer (400, SURVEY_ID_MISSING_MESSAGE).
 */
const SurveyInteractionIdSchema = z
  .custom<string>(
    (value) => {
      if (typeof value !== 'string') return false;
      const raw = value.startsWith(SURVEY_INTERACTION_URN_PREFIX)
        ? value.slice(SURVEY_INTERACTION_URN_PREFIX.length)
        : value;
      return /^\d{1,10}$/.test(raw) && RowIdSchema.safeParse(raw).success;
    },
    { error: SURVEY_ID_MISSING_MESSAGE, params: WHOLE_MESSAGE_PARAMS },
  )
  .transform((value) => Number(value.replace(SURVEY_INTERACTION_URN_PREFIX, '')))
  // A custom check has no JSON Schema of its own; the OpenAPI document is told it takes a string.
  .meta({ type: 'string' });

// GET /api/profile/survey-interactions/:id, PUT …/:id/on-redirect, PUT …/:id/on-submit
export const SurveyInteractionParamsSchema = z.object({ id: SurveyInteractionIdSchema });

// GET /api/profile/demo-survey (the built-in demo survey page)
export const DemoSurveyQuerySchema = z.object({
  /** The person's managed identity, as a real survey receives it; the page only shows it back. */
  [SURVEY_IDENTITY_PARAMETER]: z.string().max(200).optional(),
});
