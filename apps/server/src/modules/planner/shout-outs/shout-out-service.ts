import {
  type Itinerary,
  type PagedShoutOuts,
  type ParsedCreateShoutOutRequest,
  type PlanPoint,
  type ShoutOut,
} from '@achterhoek/contracts';
import { haversineMeters, rideFareCredits } from '@achterhoek/routing';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../../platform/errors.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { findPublicProfiles, findShoutOutDrivers } from '../../profile/index.js';
import { bookingStates, rejectProposedBooking } from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import { carItinerary, checkedBodyQuestion, toPlanPlace, tripPlaceColumns } from '../shared/index.js';
import { insertPlan, planView, type ItineraryRow, type PlanRow } from '../search/index.js';
import {
  communityShoutOutsByTime,
  hasOfferBy,
  lockPlan,
  offersOfPlans,
  ownShoutOutsPage,
  type OwnShoutOutsQuery,
  shoutOutById,
  updatePlan,
} from './repository/index.js';
import { tellDriverOfferRejected, tellDriversOfShoutOut } from './shout-out-messages.js';
import { checkOpenShoutOutLimit, driversToNotify } from './shout-out-limits.js';
import { latestArrivalOf } from './shout-out-times.js';
import { carRouteOrRefuse } from '../../../platform/car-route.js';

/**
 * What a car straight from the passenger's origin to the destination would take (reference §1.6): one
 * shared-ride leg on the region's roads (or the estimated model), at the requested time, with its fare.
 */
function referenceItinerary(
  ctx: PlannerContext,
  from: PlanPoint,
  to: PlanPoint,
  time: number,
  arriving: boolean,
): Omit<Itinerary, 'itineraryRef'> {
  const route = carRouteOrRefuse(ctx.region.roads, from, to, 'body.to');
  const seconds = Math.round(route.seconds);
  const departure = arriving ? time - seconds * 1000 : time;
  const arrival = departure + seconds * 1000;
  const fare = rideFareCredits(route.meters);
  return carItinerary([
    {
      traverseMode: 'RIDESHARE',
      startTime: isoInAmsterdam(departure),
      endTime: isoInAmsterdam(arrival),
      duration: seconds,
      distance: Math.round(route.meters),
      from: toPlanPlace(from),
      to: toPlanPlace(to),
      legGeometry: route.geometry,
      fareInCredits: fare,
      ...(route.estimated ? { estimated: true } : {}),
    },
  ]);
}

/**
 * POST /plans with planType SHOUT_OUT (reference §1.6): no search is made; the passenger's request is kept
 * OPEN with the car itinerary it would take and its fare, and every driver living near the trip (reference
 * §5.2) gets a system message about it, with a push where they allow shout-out notifications — up to a
 * few an hour per driver. A passenger has at most a few open shout-outs (shout-out-limits.ts).
 */
export async function createShoutOut(
  ctx: PlannerContext,
  traveller: AuthUser,
  request: ParsedCreateShoutOutRequest,
): Promise<ShoutOut> {
  const { from, to, time } = checkedBodyQuestion(ctx, request);
  const now = ctx.clock.nowMs();
  const reference = referenceItinerary(ctx, from, to, time, request.useAsArrivalTime);
  return inTransaction(ctx.db, async (tx) => {
    await checkOpenShoutOutLimit(tx, traveller.id, now);
    const plan = await insertPlan(tx, {
      travellerId: traveller.id,
      planType: 'SHOUT_OUT',
      planState: 'OPEN',
      ...tripPlaceColumns(from, to),
      travelTime: new Date(time),
      useAsArrivalTime: request.useAsArrivalTime,
      nrSeats: request.nrSeats,
      maxWalkDistance: 0,
      modalities: ['RIDESHARE'],
      requestDuration: 0,
      referenceItinerary: reference,
      createdAt: new Date(now),
    });
    const drivers = await findShoutOutDrivers(tx, { pickup: from, dropOff: to, travellerId: traveller.id });
    const told = await driversToNotify(tx, plan!.id, drivers, now);
    await tellDriversOfShoutOut({ db: tx, clock: ctx.clock }, plan!, told);
    return (await shoutOutViews(tx, [plan!], traveller.id))[0]!;
  });
}

/** The drivers' offers on some shout-outs, by shout-out, in the order they came. */
async function offersOf(db: Db, planIds: number[]): Promise<Map<number, ItineraryRow[]>> {
  const byPlan = new Map<number, ItineraryRow[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await offersOfPlans(db, planIds);
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
  return byPlan;
}

/**
 * Shout-outs as the API shows them, with the travellers' names and the offers the caller may see: the
 * traveller every offer, a driver only their own (reference §1.6). An offer whose booking fell away (the
 * driver withdrew it, or the passenger chose another or cancelled) shows its leg CANCELLED.
 */
async function shoutOutViews(db: Db, rows: PlanRow[], caller: string): Promise<ShoutOut[]> {
  const people = await findPublicProfiles(
    db,
    rows.map((row) => row.travellerId),
  );
  const offers = await offersOf(
    db,
    rows.map((row) => row.id),
  );
  const visible = (plan: PlanRow) =>
    (offers.get(plan.id) ?? []).filter((offer) => plan.travellerId === caller || offer.driverId === caller);
  const states = await bookingStates(
    db,
    rows.flatMap((plan) =>
      visible(plan).flatMap((offer) => (offer.bookingId !== null ? [offer.bookingId] : [])),
    ),
  );
  return rows.map((plan) => {
    const person = people.get(plan.travellerId);
    const offered = visible(plan);
    const view = planView(plan, offered);
    return {
      ...view,
      id: plan.id,
      planType: 'SHOUT_OUT',
      planState: plan.planState,
      traveller: {
        managedIdentity: plan.travellerId,
        name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
      },
      referenceItinerary: plan.referenceItinerary!,
      // planView keeps the offers in their order (by rank), so each is its row's.
      itineraries: view.itineraries.map((offer, index) => {
        const bookingId = offered[index]!.bookingId;
        const cancelled = bookingId !== null && states.get(bookingId) === 'CANCELLED';
        return cancelled
          ? { ...offer, legs: offer.legs.map((leg) => ({ ...leg, state: 'CANCELLED' as const })) }
          : offer;
      }),
      creationTime: isoInAmsterdam(plan.createdAt.getTime()),
      latestArrivalTime: isoInAmsterdam(latestArrivalOf(plan)),
      ...(plan.cancelReason !== null ? { cancelReason: plan.cancelReason } : {}),
    };
  });
}

/**
 * A shout-out for GET /plans/{id} and /shout-outs/{id}: its traveller always; a driver while it is open,
 * and afterwards a driver who made an offer on it (to see what became of the offer). Others 403.
 */
export async function shoutOutFor(db: Db, caller: string, plan: PlanRow): Promise<ShoutOut> {
  if (plan.travellerId !== caller && plan.planState !== 'OPEN') {
    if (!(await hasOfferBy(db, plan.id, caller))) throw new ForbiddenError('Not your shout-out');
  }
  return (await shoutOutViews(db, [plan], caller))[0]!;
}

/** GET /shout-outs/{id}: one shout-out of the community (404 for a search or an unknown id). */
export async function communityShoutOut(db: Db, caller: string, planId: number): Promise<ShoutOut> {
  const plan = await shoutOutById(db, planId);
  if (!plan) throw new NotFoundError('Shout-out not found');
  return shoutOutFor(db, caller, plan);
}

/** GET /plans: the caller's own shout-outs, open ones (default) or all, by travel time. */
export async function ownShoutOuts(
  db: Db,
  caller: string,
  query: OwnShoutOutsQuery,
): Promise<PagedShoutOuts> {
  const { totalCount: count, rows } = await ownShoutOutsPage(db, caller, query);
  const data = await shoutOutViews(db, rows, caller);
  return { totalCount: count, offset: query.offset, count: data.length, data };
}

/**
 * GET /shout-outs (reference §1.6): the community's shout-outs whose start or end lies within
 * `depArrRadius` of the location and both within `travelRadius`, the caller's own left out; open and
 * still to come unless `inProgressOnly` is false; by travel time.
 */
export async function nearbyShoutOuts(
  db: Db,
  caller: string,
  now: number,
  query: {
    location: { lat: number; lon: number };
    depArrRadius: number;
    travelRadius: number;
    since?: string | undefined;
    until?: string | undefined;
    inProgressOnly: boolean;
    offset: number;
    maxResults: number;
  },
): Promise<PagedShoutOuts> {
  const rows = await communityShoutOutsByTime(db, caller, now, query);
  const { lat, lon } = query.location;
  const within = (pLat: number, pLon: number, radius: number) =>
    haversineMeters(lat, lon, pLat, pLon) <= radius;
  const near = rows.filter(
    (plan) =>
      (within(plan.fromLat, plan.fromLon, query.depArrRadius) ||
        within(plan.toLat, plan.toLon, query.depArrRadius)) &&
      within(plan.fromLat, plan.fromLon, query.travelRadius) &&
      within(plan.toLat, plan.toLon, query.travelRadius),
  );
  const page = near.slice(query.offset, query.offset + query.maxResults);
  const data = await shoutOutViews(db, page, caller);
  return { totalCount: near.length, offset: query.offset, count: data.length, data };
}

/**
 * DELETE /plans/{id}?reason (reference §1.6): the traveller cancels an open shout-out; every offer still
 * standing is rejected and its driver told (their ride stays, as in the original). Cancelling it again
 * changes nothing; a filled shout-out is cancelled by cancelling its trip instead (422).
 */
export async function cancelShoutOut(
  ctx: { db: Db; clock: PlannerContext['clock'] },
  caller: string,
  planId: number,
  reason: string | undefined,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan || plan.planType !== 'SHOUT_OUT') throw new NotFoundError('Shout-out not found');
    if (plan.travellerId !== caller) throw new ForbiddenError('Not your shout-out');
    if (plan.planState === 'CANCELLED') return;
    if (plan.planState === 'FINAL') {
      throw new UnprocessableError('A filled shout-out is cancelled through its trip', 'SHOUT_OUT_FILLED');
    }
    await updatePlan(tx, plan.id, { planState: 'CANCELLED', cancelReason: reason ?? null });
    const offers = (await offersOf(tx, [plan.id])).get(plan.id) ?? [];
    for (const offer of offers) {
      if (offer.bookingId === null) continue;
      const rejected = await rejectProposedBooking(
        tx,
        offer.bookingId,
        reason ? `Oproep geannuleerd: ${reason}` : 'Oproep geannuleerd',
      );
      if (rejected && offer.driverId) {
        await tellDriverOfferRejected(
          { db: tx, clock: ctx.clock },
          plan,
          offer.driverId,
          'cancelled',
          reason,
        );
      }
    }
  });
}
