import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema, PlanQuerySchema, TripPlanSchema } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { searchPlan, type PlannerServiceDeps } from './service.js';

const BASE = '/api/planner';
const E = ApiErrorSchema;

/**
 * The route accepts the mandatory fields as missing so the service can answer with the spec's messages
 * ('from is mandatory', …) in the spec's order, instead of the schema's generic ones.
 */
const SearchPlanQuerySchema = PlanQuerySchema.partial({ from: true, to: true, travelTime: true });

/** The planner service's calls (spec 000 §7 Planner); for now the search. */
export function registerPlannerRoutes(app: FastifyInstance, deps: PlannerServiceDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${BASE}/search/plan`,
    {
      schema: {
        tags: ['planner'],
        security: [{ bearer: [] }],
        summary: 'Itineraries from one place to another around a time, best first; stores nothing',
        querystring: SearchPlanQuerySchema,
        response: { 200: TripPlanSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => {
      // Any logged-in user may plan (the original required a token on every planner call); their own
      // rides are not offered to them.
      const user = subjectOf(request);
      return searchPlan(deps, request.query, user.id);
    },
  );
}
