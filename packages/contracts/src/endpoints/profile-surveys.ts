import { ANYONE, ownerOnly, SIGNED_IN } from '../access';
import { RATE_HEAVY_WRITE, RATE_WRITE } from '../limits';
import { endpoint, type EndpointDefinition } from '../endpoint';
import {
  CreateSurveyInvitationRequestSchema,
  DEMO_SURVEY_PATH,
  DemoSurveyQuerySchema,
  PagedSurveyInteractionsSchema,
  SURVEY_INTERACTIONS_PAGE_SIZE,
  SurveyInteractionParamsSchema,
  SurveyInteractionSchema,
  SurveyInteractionsQuerySchema,
} from '../profile-surveys';

const BASE = '/api/profile/survey-interactions';

/**
 * The profile service's survey calls (spec 001 §7). Each works on the caller's own interactions (a
 * delegate acting for somebody works on that person's); another person's answers 404 with
 * SURVEY_NOT_FOUND_MESSAGE, as one that does not exist. An id that is missing or not an id answers 400
 * with SURVEY_ID_MISSING_MESSAGE.
 */
export const profileSurveyEndpoints = {
  /**
   * Issue an invitation: the one survey whose window holds for the caller now (reference §5.2: offered
   * now, and between takeDelayHours and takeDelayHours + takeIntervalHours since the profile was made)
   * and that they have not submitted. Its interaction is made or reused, its invitationCount goes up by
   * one: 201 with it. 204 (no body) when no survey applies or the caller has submitted it already.
   */
  createSurveyInvitation: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Invite the caller to the survey whose window holds for them (204 when there is none)',
    body: CreateSurveyInvitationRequestSchema,
    status: 201,
    response: SurveyInteractionSchema,
    errors: [400, 401, 404],
    limits: { rate: RATE_WRITE },
    access: SIGNED_IN,
  }),
  surveyInteractions: endpoint({
    method: 'GET',
    path: BASE,
    summary: "The caller's survey interactions, newest first, optionally of one incentive",
    query: SurveyInteractionsQuerySchema,
    response: PagedSurveyInteractionsSchema,
    errors: [400, 401],
    limits: { pageSize: SURVEY_INTERACTIONS_PAGE_SIZE },
    access: SIGNED_IN,
  }),
  surveyInteraction: endpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'One of the caller’s survey interactions',
    params: SurveyInteractionParamsSchema,
    response: SurveyInteractionSchema,
    errors: [400, 401, 404],
    limits: {},
    access: ownerOnly(404),
  }),
  /**
   * The caller goes to the survey now: the redirect time is recorded (the web ignores a failure). After
   * submission it changes nothing (204 all the same); 422 when the window has passed.
   */
  surveyRedirected: endpoint({
    method: 'PUT',
    path: `${BASE}/:id/on-redirect`,
    summary: 'Record that the caller went to the survey',
    params: SurveyInteractionParamsSchema,
    status: 204,
    errors: [400, 401, 404, 422],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(404),
  }),
  /**
   * The survey came back submitted (/survey-completed): needs the invitation and a redirect first and a
   * window that has not passed (422 SURVEY_NOT_FOUND_MESSAGE otherwise). Sets submitTime once and grants
   * the survey's reward in the same transaction; a second submit changes nothing and rewards nothing
   * (204 all the same, so a reloaded page does not show an error).
   */
  surveySubmitted: endpoint({
    method: 'PUT',
    path: `${BASE}/:id/on-submit`,
    summary: 'Record that the caller submitted the survey, and reward it once',
    params: SurveyInteractionParamsSchema,
    status: 204,
    errors: [400, 401, 404, 422],
    limits: { rate: RATE_HEAVY_WRITE },
    access: ownerOnly(404),
  }),
  /**
   * The built-in demo survey (the demo's default SURVEY_URL, no internet needed): one page whose button
   * goes back to the app's /survey-completed/survey-0, as a real survey's last page would.
   */
  demoSurvey: endpoint({
    method: 'GET',
    path: DEMO_SURVEY_PATH,
    summary: 'The built-in demo survey page',
    public: true,
    hidden: true,
    query: DemoSurveyQuerySchema,
    produces: 'text/html',
    errors: [400],
    limits: {},
    access: ANYONE,
  }),
} as const satisfies Record<string, EndpointDefinition>;
