import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_MAX_WALK_DISTANCE,
  DEFAULT_PLAN_MODALITIES,
  RIDE_ALERTS_SEARCHED_PER_RIDE,
  rideRef,
} from '@achterhoek/contracts';
import { haversineMeters } from '@achterhoek/routing';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { sendSystemMessage } from '../../communicator/index.js';
import type { OfferedRide } from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import { deletePlan, searchPlan } from '../search/index.js';
import { alertsNearRide, insertAlertMatch, type AlertRow } from './repository/index.js';
import { ddmmyyyy, deliveryFor, onDayAt, travelWindow } from '../shared/index.js';
import { inTransaction } from '../../../platform/db/transaction.js';

type Point = { lat: number; lon: number };

/** The outbox topic of a new ride whose alerts are still to be searched (queued in the ride's transaction). */
export const RIDE_OFFERED_TOPIC = 'planner.ride-offered';

/** A ride this far from an alert's travel time cannot be the one: only alerts nearer are searched again. */
const CANDIDATE_MARGIN_MS = 12 * 3600_000;
const METERS_PER_DEGREE_LATITUDE = 111_320;

/**
 * Whether a ride could carry a passenger from or to this place: every shared leg the planner makes
 * starts at the passenger's origin or ends at their destination, and the routing prefilter only lets a
 * ride pick up or drop off inside the ellipse whose foci are the ride's ends and whose axis is the ride's
 * straight distance plus its allowed detour. A place outside it can never be served by the ride.
 */
export function withinReach(ride: Pick<OfferedRide, 'from' | 'to' | 'maxDetourMeters'>, place: Point) {
  const d = (a: Point, b: Point) => haversineMeters(a.lat, a.lon, b.lat, b.lon);
  return d(ride.from, place) + d(place, ride.to) <= d(ride.from, ride.to) + ride.maxDetourMeters;
}

/**
 * The box (degrees) around that ellipse, for the database to narrow by: the circle around the ride's
 * middle with the ellipse's semi-major axis as its radius holds the whole ellipse.
 */
function reachBox(ride: Pick<OfferedRide, 'from' | 'to' | 'maxDetourMeters'>) {
  const radius =
    (haversineMeters(ride.from.lat, ride.from.lon, ride.to.lat, ride.to.lon) + ride.maxDetourMeters) / 2;
  const lat = (ride.from.lat + ride.to.lat) / 2;
  const lon = (ride.from.lon + ride.to.lon) / 2;
  const dLat = radius / METERS_PER_DEGREE_LATITUDE;
  const widest = Math.min(89, Math.abs(lat) + dLat);
  const dLon = radius / (METERS_PER_DEGREE_LATITUDE * Math.cos((widest * Math.PI) / 180));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/**
 * The alerts a new ride could serve, oldest first: still to come, not the driver's own, not yet told of
 * this ride, whose travel window the ride overlaps, and whose origin or destination lies within the
 * ride's reach. The database narrows by time and by the box around the reach; the exact checks follow.
 */
export async function candidateAlerts(ctx: PlannerContext, ride: OfferedRide): Promise<AlertRow[]> {
  const now = ctx.clock.nowMs();
  const box = reachBox(ride);
  const rows = await alertsNearRide(
    ctx.db,
    ride,
    {
      from: new Date(Math.max(now, ride.departureTime - CANDIDATE_MARGIN_MS)),
      until: new Date(ride.arrivalTime + CANDIDATE_MARGIN_MS),
    },
    box,
  );
  return rows.filter((alert) => {
    const window = travelWindow(alert.travelTime.getTime(), alert.useAsArrivalTime, now);
    if (ride.departureTime >= window.latestArrival || ride.arrivalTime <= window.earliestDeparture)
      return false;
    return (
      withinReach(ride, { lat: alert.fromLat, lon: alert.fromLon }) ||
      withinReach(ride, { lat: alert.toLat, lon: alert.toLon })
    );
  });
}

/**
 * The outbox's work for a ride just offered (after its commit): the alerts it could serve are searched
 * again as their passengers would search; when the ride is in the answer the passenger gets a message
 * (pushed when they keep trip updates on) leading to that itinerary, ready to book. Each ride is announced
 * to an alert once. A search is costly, so at most RIDE_ALERTS_SEARCHED_PER_RIDE alerts are searched for
 * one ride, the oldest first; the rest are logged. Answers how many alerts were told.
 */
export async function announceRide(
  ctx: PlannerContext,
  ride: OfferedRide,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const candidates = await candidateAlerts(ctx, ride);
  if (candidates.length > RIDE_ALERTS_SEARCHED_PER_RIDE) {
    log?.warn(
      {
        rideId: ride.id,
        candidates: candidates.length,
        skippedAlerts: candidates.slice(RIDE_ALERTS_SEARCHED_PER_RIDE).map((alert) => alert.id),
      },
      'more ride alerts fit the ride than are searched for one ride; the rest are not told',
    );
  }
  let told = 0;
  for (const alert of candidates.slice(0, RIDE_ALERTS_SEARCHED_PER_RIDE)) {
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
    await deletePlan(ctx.db, planId);
    return false;
  }
  const itineraryId = Number(withRide.itineraryRef!.slice(withRide.itineraryRef!.lastIndexOf(':') + 1));
  return inTransaction(ctx.db, async (tx) => {
    if (
      !(await insertAlertMatch(tx, {
        alertId: alert.id,
        rideId: ride.id,
        createdAt: new Date(ctx.clock.nowMs()),
      }))
    )
      return false;
    const departure = new Date(withRide.departureTime);
    await sendSystemMessage(
      { db: tx, clock: ctx.clock },
      {
        body: `Er is een rit aangeboden die past bij je ritmelding van ${alert.fromLabel} naar ${alert.toLabel}: vertrek ${onDayAt(ctx, departure)}. Tik hier om de rit te bekijken en te boeken.`,
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
