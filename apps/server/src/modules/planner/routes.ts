import type { FastifyInstance } from 'fastify';
import { plannerEndpoints } from '@achterhoek/contracts';
import { identityOf, requireRole, subjectOf } from '../../platform/auth/plugin.js';
import { requestOrigin } from '../../platform/app-origin.js';
import { CALENDAR_CONTENT_TYPE, calendarDocument } from '../../platform/calendar.js';
import { route } from '../../platform/http/route.js';
import {
  bookTrip,
  calendarFeedEntries,
  calendarFeedOf,
  acceptNewAdvice,
  cancelTrip,
  renewCalendarFeed,
  revokeCalendarFeed,
  tripCalendarEntry,
  tripFor,
  tripsOf,
  userReport,
} from './trips/index.js';
import type { PlannerContext } from './shared/index.js';
import { confirmTrip, openDisputes, settleDispute, unconfirmTrip } from './settlement/index.js';
import {
  cancelShoutOut,
  communityShoutOut,
  createRideAlert,
  createShoutOut,
  draftOffer,
  nearbyShoutOuts,
  offerShoutOut,
  ownShoutOuts,
  planFor,
  removeRideAlert,
  rideAlertsOf,
} from './shout-outs/index.js';
import { searchPlan } from './search/index.js';
import { simulatedLiveChanges, simulateChange, simulatorFeed } from './live/index.js';

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
  route(app, plannerEndpoints.createShoutOut, async ({ body, request, reply }) => {
    const shoutOut = await createShoutOut(ctx, subjectOf(request), body);
    return reply.status(201).header('location', `/api/planner/plans/${shoutOut.id}`).send(shoutOut);
  });
  route(app, plannerEndpoints.shoutOutPlans, async ({ query, request }) =>
    ownShoutOuts(ctx.db, subjectOf(request).id, query),
  );
  route(app, plannerEndpoints.cancelPlan, async ({ params, query, request }) => {
    await cancelShoutOut(ctx, subjectOf(request).id, params.planId, query.reason);
  });
  route(app, plannerEndpoints.shoutOuts, async ({ query, request }) =>
    nearbyShoutOuts(ctx.db, subjectOf(request).id, ctx.clock.nowMs(), query),
  );
  route(app, plannerEndpoints.shoutOut, async ({ params, request }) =>
    communityShoutOut(ctx.db, subjectOf(request).id, params.planId),
  );
  route(app, plannerEndpoints.shoutOutDraft, async ({ params, query, request }) =>
    draftOffer(ctx, subjectOf(request), params.planId, query),
  );
  route(app, plannerEndpoints.offerShoutOut, async ({ params, body, request }) => {
    await offerShoutOut(ctx, subjectOf(request), params.planId, body);
  });
  route(app, plannerEndpoints.createRideAlert, async ({ body, request, reply }) => {
    const alert = await createRideAlert(ctx, subjectOf(request).id, body);
    return reply.status(201).header('location', `/api/planner/ride-alerts/${alert.id}`).send(alert);
  });
  route(app, plannerEndpoints.rideAlerts, async ({ query, request }) =>
    rideAlertsOf(ctx.db, subjectOf(request).id, ctx.clock.nowMs(), query),
  );
  route(app, plannerEndpoints.deleteRideAlert, async ({ params, request }) => {
    await removeRideAlert(ctx.db, subjectOf(request).id, params.alertId);
  });
  route(app, plannerEndpoints.createTrip, async ({ body, request, reply }) => {
    const { actor, subject } = identityOf(request);
    const trip = await bookTrip(ctx, subject, body.itineraryRef, actor);
    return reply.status(201).header('location', `/api/planner/trips/${trip.id}`).send(trip);
  });
  route(app, plannerEndpoints.trips, async ({ query, request }) =>
    tripsOf(ctx.db, subjectOf(request).id, query),
  );
  route(app, plannerEndpoints.trip, async ({ params, request }) =>
    tripFor(ctx, subjectOf(request).id, params.tripId),
  );
  route(app, plannerEndpoints.acceptNewAdvice, async ({ params, request }) =>
    acceptNewAdvice(ctx, subjectOf(request), params.tripId),
  );
  route(app, plannerEndpoints.cancelTrip, async ({ params, query, request }) => {
    await cancelTrip(ctx, subjectOf(request), params.tripId, query.reason);
  });

  // After the trip.
  route(app, plannerEndpoints.confirmTrip, async ({ params, query, request }) => {
    await confirmTrip(ctx, subjectOf(request), params.tripId, params.value, query.reason);
  });
  route(app, plannerEndpoints.unconfirmTrip, async ({ params, request }) => {
    await unconfirmTrip(ctx, subjectOf(request), params.tripId);
  });
  route(app, plannerEndpoints.disputes, async ({ query }) => openDisputes(ctx.db, query), {
    preHandler: requireRole('admin'),
  });
  route(
    app,
    plannerEndpoints.settleTrip,
    async ({ params }) => {
      await settleDispute(ctx, params.tripId, params.decision);
    },
    { preHandler: requireRole('admin') },
  );
  route(app, plannerEndpoints.userReport, async ({ params, request }) =>
    userReport(ctx.db, subjectOf(request).id, params.profileRef),
  );

  // Calendar files and the private feed.
  route(app, plannerEndpoints.tripCalendar, async ({ params, request, reply }) => {
    const entry = await tripCalendarEntry(
      ctx.db,
      subjectOf(request).id,
      params.tripId,
      requestOrigin(request),
    );
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="reis-${params.tripId}.ics"`)
      .send(calendarDocument('Achterhoek Mobiel', [entry], ctx.clock.now()));
  });
  route(app, plannerEndpoints.calendarFeed, async ({ request }) =>
    calendarFeedOf(ctx.db, subjectOf(request).id, ctx.appOrigin(request)),
  );
  route(app, plannerEndpoints.createCalendarFeed, async ({ request }) => {
    const { actor, subject } = identityOf(request);
    const actedBy = actor.id !== subject.id ? actor.id : null;
    return renewCalendarFeed(ctx.db, subject.id, ctx.appOrigin(request), ctx.clock.now(), actedBy);
  });
  route(app, plannerEndpoints.revokeCalendarFeed, async ({ request }) => {
    await revokeCalendarFeed(ctx.db, subjectOf(request).id);
  });
  route(app, plannerEndpoints.calendarFeedEvents, async ({ params, request, reply }) => {
    const now = ctx.clock.now();
    const entries = await calendarFeedEntries(ctx.db, params.token, requestOrigin(request), now);
    // A calendar app polls the feed; it must not keep an old copy of someone's trips anywhere between.
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header('cache-control', 'private, no-store')
      .send(calendarDocument('Achterhoek Mobiel: mijn ritten', entries, now));
  });

  route(app, plannerEndpoints.liveFeedSimulator, async ({ reply }) => {
    const feed = await simulatorFeed(ctx);
    return reply.type('application/x-protobuf').header('cache-control', 'no-store').send(Buffer.from(feed));
  });
  route(
    app,
    plannerEndpoints.simulateLiveChange,
    async ({ body }) => {
      await simulateChange(ctx, body);
    },
    { preHandler: requireRole('admin') },
  );
  route(app, plannerEndpoints.simulatedLiveChanges, async () => simulatedLiveChanges(ctx), {
    preHandler: requireRole('admin'),
  });
}
