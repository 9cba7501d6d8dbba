import type { FastifyInstance } from 'fastify';
import {
  endpointPath,
  profileSurveyEndpoints as api,
  SURVEY_0_INCENTIVE_CODE,
  SURVEY_IDENTITY_PARAMETER,
} from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { route, sendCreated } from '../../platform/http/route.js';
import {
  getSurveyInteraction,
  issueSurveyInvitation,
  listSurveyInteractions,
  recordSurveyRedirect,
  recordSurveySubmit,
  type SurveyServiceDeps,
} from './service/surveys.js';
import { demoSurveyPage } from './demo-survey-page.js';

/**
 * The survey calls (spec 001 §7). Each works on the subject's interactions: a delegate acting for
 * somebody works on that person's.
 */
export function registerSurveyRoutes(app: FastifyInstance, deps: SurveyServiceDeps): void {
  route(app, api.createSurveyInvitation, async ({ body, request, reply }) => {
    const invitation = await issueSurveyInvitation(deps, subjectOf(request), body);
    if (!invitation) return reply.status(204).send();
    return sendCreated(reply, endpointPath(api.surveyInteraction, { id: invitation.id }), invitation);
  });

  route(app, api.surveyInteractions, async ({ query, request }) =>
    listSurveyInteractions(deps, subjectOf(request), query),
  );

  route(app, api.surveyInteraction, async ({ params, request }) =>
    getSurveyInteraction(deps, subjectOf(request), params.id),
  );

  route(app, api.surveyRedirected, async ({ params, request }) => {
    await recordSurveyRedirect(deps, subjectOf(request), params.id);
  });

  route(app, api.surveySubmitted, async ({ params, request }) => {
    await recordSurveySubmit(deps, subjectOf(request), params.id);
  });

  route(app, api.demoSurvey, async ({ query, reply }) =>
    reply
      .type('text/html; charset=utf-8')
      .send(demoSurveyPage(query[SURVEY_IDENTITY_PARAMETER], `/survey-completed/${SURVEY_0_INCENTIVE_CODE}`)),
  );
}
