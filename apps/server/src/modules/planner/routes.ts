import type { FastifyInstance } from 'fastify';
import { plannerEndpoints } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { route } from '../../platform/http/route.js';
import { searchPlan, type PlannerServiceDeps } from './service.js';

/** The planner service's calls (spec 000 §7 Planner); for now the search. */
export function registerPlannerRoutes(app: FastifyInstance, deps: PlannerServiceDeps): void {
  route(app, plannerEndpoints.searchPlan, async ({ query, request }) =>
    // Any logged-in user may plan (the original required a token on every planner call); their own
    // rides are not offered to them.
    searchPlan(deps, query, subjectOf(request).id),
  );
}
