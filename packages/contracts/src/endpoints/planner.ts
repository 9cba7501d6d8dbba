import { endpoint, type EndpointDefinition } from '../endpoint';
import { PlanQuerySchema, TripPlanSchema } from '../planner';

/** The planner service's calls (spec 000 §7 Planner); for now the search. */
export const plannerEndpoints = {
  searchPlan: endpoint({
    method: 'GET',
    path: '/api/planner/search/plan',
    summary: 'Itineraries from one place to another around a time, best first; stores nothing',
    query: PlanQuerySchema,
    response: TripPlanSchema,
    errors: [400, 401, 403],
  }),
} as const satisfies Record<string, EndpointDefinition>;
