import type { FastifyInstance } from 'fastify';
import { plannerEndpoints } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { route } from '../../platform/http/route.js';
import type { PlannerContext } from './deps.js';
import { planFor } from './plan-store.js';
import { searchPlan } from './search-service.js';
import { bookTrip, cancelTrip, tripFor, tripsOf } from './trip-service.js';

/**
 * The planner service's calls (spec 000 §7 Planner). Any signed-in user may search (their own rides are
 * not offered to them); plans and trips are the traveller's own: anybody else gets 403.
 */
export function registerPlannerRoutes(app: FastifyInstance, ctx: PlannerContext): void {
  route(app, plannerEndpoints.searchPlan, async ({ query, request }) =>
    searchPlan(ctx, query, subjectOf(request).id),
  );
  route(app, plannerEndpoints.plan, async ({ params, request }) =>
    planFor(ctx.db, subjectOf(request).id, params.planId),
  );
  route(app, plannerEndpoints.createTrip, async ({ body, request, reply }) => {
    const trip = await bookTrip(ctx, subjectOf(request), body.itineraryRef);
    return reply.status(201).header('location', `/api/planner/trips/${trip.id}`).send(trip);
  });
  route(app, plannerEndpoints.trips, async ({ query, request }) =>
    tripsOf(ctx.db, subjectOf(request).id, query),
  );
  route(app, plannerEndpoints.trip, async ({ params, request }) =>
    tripFor(ctx.db, subjectOf(request).id, params.tripId),
  );
  route(app, plannerEndpoints.cancelTrip, async ({ params, query, request }) => {
    await cancelTrip(ctx, subjectOf(request), params.tripId, query.reason);
  });
}
