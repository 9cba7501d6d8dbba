import { and, asc, count, eq, gte, lte, ne } from 'drizzle-orm';
import {
  DEFAULT_MAX_WALK_DISTANCE,
  DEFAULT_PLAN_MODALITIES,
  rideRef,
  type CreateRideAlertRequest,
  type RideAlert,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { sendSystemMessage } from '../communicator/index.js';
import type { OfferedRide } from '../rideshare/index.js';
import type { PlannerContext } from './deps.js';
import { fromPlanPlace, toPlanPlace } from './itinerary-mapper.js';
import { checkTripQuestion } from './trip-question.js';
import { plans, rideAlertMatches, rideAlerts } from './schema.js';
import { searchPlan } from './search-service.js';
import { ddmmyyyy, deliveryFor, hhmm } from './trip-messages.js';
import { travelWindow } from './travel-window.js';

type AlertRow = typeof rideAlerts.$inferSelect;

/** A ride this far from an alert's travel time cannot be the one: only alerts nearer are searched again. */
const CANDIDATE_MARGIN_MS = 12 * 3600_000;

function alertView(row: AlertRow, matches: number): RideAlert {
  return {
    id: row.id,
    from: toPlanPlace({ label: row.fromLabel, lat: row.fromLat, lon: row.fromLon }),
    to: toPlanPlace({ label: row.toLabel, lat: row.toLat, lon: row.toLon }),
    travelTime: isoInAmsterdam(row.travelTime.getTime()),
    useAsArrivalTime: row.useAsArrivalTime,
    nrSeats: row.nrSeats,
    creationTime: isoInAmsterdam(row.createdAt.getTime()),
    matches,
  };
}

/**
 * POST /ride-alerts: the passenger keeps the question of a search that found nothing (inside the region,
 * not in the past). It lasts until its travel time.
 */
export async function createRideAlert(
  ctx: PlannerContext,
  travellerId: string,
  request: CreateRideAlertRequest,
): Promise<RideAlert> {
  const from = fromPlanPlace(request.from);
  const to = fromPlanPlace(request.to);
  const time = checkTripQuestion(ctx, { from, to, travelTime: request.travelTime }, 'body');
  const now = ctx.clock.nowMs();
  const [row] = await ctx.db
    .insert(rideAlerts)
    .values({
      travellerId,
      fromLabel: from.label,
      fromLat: from.lat,
      fromLon: from.lon,
      toLabel: to.label,
      toLat: to.lat,
      toLon: to.lon,
      travelTime: new Date(time),
      useAsArrivalTime: request.useAsArrivalTime ?? false,
      nrSeats: request.nrSeats ?? 1,
      createdAt: new Date(now),
    })
    .returning();
  return alertView(row!, 0);
}

/** GET /ride-alerts: the caller's alerts whose travel time is still to come, soonest first. */
export async function rideAlertsOf(db: Db, caller: string, now: number): Promise<{ data: RideAlert[] }> {
  const rows = await db
    .select({ alert: rideAlerts, matches: count(rideAlertMatches.rideId) })
    .from(rideAlerts)
    .leftJoin(rideAlertMatches, eq(rideAlertMatches.alertId, rideAlerts.id))
    .where(and(eq(rideAlerts.travellerId, caller), gte(rideAlerts.travelTime, new Date(now))))
    .groupBy(rideAlerts.id)
    .orderBy(asc(rideAlerts.travelTime), asc(rideAlerts.id));
  return { data: rows.map((row) => alertView(row.alert, Number(row.matches))) };
}

/** DELETE /ride-alerts/{id}: only the passenger's own (403 otherwise, 404 unknown). */
export async function removeRideAlert(db: Db, caller: string, alertId: number): Promise<void> {
  const [row] = await db.select().from(rideAlerts).where(eq(rideAlerts.id, alertId));
  if (!row) throw new NotFoundError('Ride alert not found');
  if (row.travellerId !== caller) throw new ForbiddenError('Not your ride alert');
  await db.delete(rideAlerts).where(eq(rideAlerts.id, alertId));
}

/**
 * A driver offered a ride: every alert still to come whose travel window the ride overlaps (not the
 * driver's own) is searched again as the passenger would; when the ride appears in the answer the
 * passenger gets a message (pushed when they keep trip updates on) leading to that itinerary, ready to
 * book. Each ride is announced to an alert once. Answers how many alerts were told.
 */
export async function announceRide(ctx: PlannerContext, ride: OfferedRide): Promise<number> {
  const now = ctx.clock.nowMs();
  const candidates = await ctx.db
    .select()
    .from(rideAlerts)
    .where(
      and(
        ne(rideAlerts.travellerId, ride.driverId),
        gte(rideAlerts.travelTime, new Date(Math.max(now, ride.departureTime - CANDIDATE_MARGIN_MS))),
        lte(rideAlerts.travelTime, new Date(ride.arrivalTime + CANDIDATE_MARGIN_MS)),
      ),
    );
  let told = 0;
  for (const alert of candidates) {
    const window = travelWindow(alert.travelTime.getTime(), alert.useAsArrivalTime, now);
    if (ride.departureTime >= window.latestArrival || ride.arrivalTime <= window.earliestDeparture) continue;
    if (await announceToAlert(ctx, alert, ride)) told += 1;
  }
  return told;
}

async function announceToAlert(ctx: PlannerContext, alert: AlertRow, ride: OfferedRide): Promise<boolean> {
  const plan = await searchPlan(
    ctx,
    {
      from: { label: alert.fromLabel, lat: alert.fromLat, lon: alert.fromLon },
      to: { label: alert.toLabel, lat: alert.toLat, lon: alert.toLon },
      travelTime: isoInAmsterdam(alert.travelTime.getTime()),
      useAsArrivalTime: alert.useAsArrivalTime,
      modalities: [...DEFAULT_PLAN_MODALITIES],
      maxWalkDistance: DEFAULT_MAX_WALK_DISTANCE,
      nrSeats: alert.nrSeats,
      firstLegRideshare: false,
      lastLegRideshare: false,
      needsAssistance: false,
    },
    alert.travellerId,
  );
  const planId = Number(plan.planRef.slice(plan.planRef.lastIndexOf(':') + 1));
  const withRide = plan.itineraries.find((itinerary) =>
    itinerary.legs.some((leg) => leg.rideRef === rideRef(ride.id)),
  );
  if (!withRide) {
    // The answer without this ride is of no use to anyone: it is not kept.
    await ctx.db.delete(plans).where(eq(plans.id, planId));
    return false;
  }
  const itineraryId = Number(withRide.itineraryRef!.slice(withRide.itineraryRef!.lastIndexOf(':') + 1));
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(rideAlertMatches)
      .values({ alertId: alert.id, rideId: ride.id, createdAt: new Date(ctx.clock.nowMs()) })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    const departure = new Date(withRide.departureTime);
    await sendSystemMessage(
      { db: tx, clock: ctx.clock },
      {
        body: `Er is een rit aangeboden die past bij je ritmelding van ${alert.fromLabel} naar ${alert.toLabel}: vertrek ${ddmmyyyy(departure)} om ${hhmm(departure)}. Tik hier om de rit te bekijken en te boeken.`,
        context: `urn:nb:pn:alertmatch:${planId}.${itineraryId}`,
        deliveryMode: await deliveryFor(tx, alert.travellerId, 'tripUpdates'),
        recipients: [
          {
            managedIdentity: alert.travellerId,
            conversationContext: `urn:nb:pn:ridealert:${alert.id}`,
            ownerRole: 'PASSENGER',
            topic: `Ritmelding van ${alert.fromLabel} naar ${alert.toLabel} op ${ddmmyyyy(alert.travelTime)}`,
          },
        ],
      },
    );
    return true;
  });
}
