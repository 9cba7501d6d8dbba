import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  type Leg,
  NO_CAR_FOR_OFFER_MESSAGE,
  OFFER_STILL_ACTIVE_MESSAGE,
  type PlanPoint,
  planRef,
  rideRef,
  rowIdOfRef,
  SHOUT_OUT_CLOSED_MESSAGE,
  type ShoutOutOfferRequest,
  type TripPlan,
} from '@achterhoek/contracts';
import { haversineMeters, rideFareCredits } from '@achterhoek/routing';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnprocessableError,
} from '../../../platform/errors.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { publishChange } from '../../communicator/index.js';
import { findPublicProfiles, getRidePlanOptions, resolveUserRef } from '../../profile/index.js';
import { addBooking, bookingStates, bookingSummary, createRide } from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import {
  carItinerary,
  fromPlanPlace,
  PAST_TOLERANCE_MS,
  replacingBusinessErrors,
  toPlanPlace,
} from '../shared/index.js';
import { insertPlan, planById, planView, type PlanRow } from '../search/index.js';
import {
  draftItineraryOf,
  insertDraftItinerary,
  insertOffer,
  offerBookingsOf,
  offerCount,
  shoutOutById,
} from './repository/index.js';
import { tellPassengerOfOffer } from './shout-out-messages.js';
import { latestArrivalOf } from './shout-out-times.js';
import { carRouteOrRefuse } from '../../../platform/car-route.js';

/** Stops closer together than this are one stop (the original's planner dropped them the same way). */
const SAME_PLACE_METRES = 20;
/**
 * How much earlier than the draft's pickup, or later than its drop-off, the ride may take the passenger
 * once it is really booked: the route is planned once more with the passenger on board.
 */
const OFFER_FLEX_MS = 10 * 60_000;

const sameSpot = (a: PlanPoint, b: PlanPoint) =>
  haversineMeters(a.lat, a.lon, b.lat, b.lon) < SAME_PLACE_METRES;

/**
 * The shout-out a driver answers: it must exist (404), not be the driver's own (403), and still be open
 * and to come (422 'Deze oproep is niet meer open.').
 */
async function answerableShoutOut(db: Db, driverId: string, shoutOutId: number, now: number, lock = false) {
  const plan = await shoutOutById(db, shoutOutId, lock);
  if (!plan) throw new NotFoundError('Shout-out not found');
  if (plan.travellerId === driverId)
    throw new ForbiddenError('A passenger cannot answer their own shout-out');
  if (plan.planState !== 'OPEN' || latestArrivalOf(plan) < now) {
    throw new UnprocessableError(SHOUT_OUT_CLOSED_MESSAGE, 'SHOUT_OUT_CLOSED');
  }
  return plan;
}

/**
 * GET /shout-outs/{id}/plan (reference §1.6): the driver's draft. The car goes from the driver's start
 * (default: the passenger's origin) via the passenger's pickup and drop-off to the driver's destination
 * (default: the passenger's destination); stops within 20 m of each other are one. With the driver's own
 * time the draft leaves (or arrives) then; without it, it is moved so that the pickup — or for an arrival
 * shout-out the drop-off — falls exactly at the passenger's time. The passenger's stretch carries the fare
 * and the shout-out's reference. The draft is stored (a SHOUT_OUT_SOLUTION plan) so it can be offered.
 */
export async function draftOffer(
  ctx: PlannerContext,
  driver: AuthUser,
  shoutOutId: number,
  query: {
    from?: PlanPoint | undefined;
    to?: PlanPoint | undefined;
    travelTime?: string | undefined;
    useAsArrivalTime: boolean;
  },
): Promise<TripPlan> {
  const now = ctx.clock.nowMs();
  const shoutOut = await answerableShoutOut(ctx.db, driver.id, shoutOutId, now);
  const pickup: PlanPoint = { label: shoutOut.fromLabel, lat: shoutOut.fromLat, lon: shoutOut.fromLon };
  const dropOff: PlanPoint = { label: shoutOut.toLabel, lat: shoutOut.toLat, lon: shoutOut.toLon };
  const start = query.from ?? pickup;
  const end = query.to ?? dropOff;

  // The stops in order, each marking whether the passenger is on board on the stretch after it.
  const stops: { point: PlanPoint; carriesPassenger: boolean }[] = [];
  const addStop = (point: PlanPoint, carriesPassenger: boolean) => {
    const last = stops.at(-1);
    if (last && sameSpot(last.point, point)) {
      last.carriesPassenger = carriesPassenger;
      return;
    }
    stops.push({ point, carriesPassenger });
  };
  addStop(start, false);
  addStop(pickup, true);
  addStop(dropOff, false);
  addStop(end, false);

  const stretches = stops.slice(0, -1).map((stop, index) => {
    const next = stops[index + 1]!.point;
    const route = carRouteOrRefuse(ctx.region.roads, stop.point, next, 'query.to');
    return { from: stop.point, to: next, carriesPassenger: stop.carriesPassenger, route };
  });
  const totalMs = stretches.reduce((sum, stretch) => sum + Math.round(stretch.route.seconds) * 1000, 0);
  const pickupOffsetMs = offsetUntil(stretches, (stretch) => stretch.carriesPassenger);
  const dropOffOffsetMs =
    offsetUntil(
      stretches,
      (stretch, index) => index > 0 && stretches[index - 1]!.carriesPassenger && !stretch.carriesPassenger,
    ) ?? totalMs;

  let departure: number;
  if (query.travelTime) {
    const time = Date.parse(query.travelTime);
    departure = query.useAsArrivalTime ? time - totalMs : time;
  } else {
    const wanted = shoutOut.travelTime.getTime();
    departure = shoutOut.useAsArrivalTime ? wanted - dropOffOffsetMs : wanted - (pickupOffsetMs ?? 0);
  }
  if (departure < now - PAST_TOLERANCE_MS) {
    throw new BadRequestError('travelTime is in the past', 'VALIDATION', ['query.travelTime']);
  }

  const driverName = driver.fullName;
  let clock = departure;
  const legs: Leg[] = stretches.map((stretch) => {
    const seconds = Math.round(stretch.route.seconds);
    const startTime = clock;
    clock += seconds * 1000;
    const fare = stretch.carriesPassenger ? rideFareCredits(stretch.route.meters) : undefined;
    return {
      traverseMode: 'RIDESHARE',
      startTime: isoInAmsterdam(startTime),
      endTime: isoInAmsterdam(clock),
      duration: seconds,
      distance: Math.round(stretch.route.meters),
      from: toPlanPlace(stretch.from),
      to: toPlanPlace(stretch.to),
      legGeometry: stretch.route.geometry,
      driverId: driver.id,
      driverName,
      ...(fare !== undefined ? { fareInCredits: fare, shoutOutRef: planRef(shoutOut.id) } : {}),
      ...(stretch.route.estimated ? { estimated: true } : {}),
    };
  });
  const draft = carItinerary(legs);
  return inTransaction(ctx.db, async (tx) => {
    const plan = await insertPlan(tx, {
      travellerId: driver.id,
      planType: 'SHOUT_OUT_SOLUTION',
      planState: 'FINAL',
      shoutOutId: shoutOut.id,
      fromLabel: start.label,
      fromLat: start.lat,
      fromLon: start.lon,
      toLabel: end.label,
      toLat: end.lat,
      toLon: end.lon,
      travelTime: new Date(departure),
      useAsArrivalTime: false,
      nrSeats: shoutOut.nrSeats,
      maxWalkDistance: 0,
      modalities: ['RIDESHARE'],
      requestDuration: 0,
      createdAt: new Date(now),
    });
    const rows = await insertDraftItinerary(tx, { planId: plan!.id, rank: 0, itinerary: draft });
    return planView(plan!, rows);
  });
}

/** Milliseconds from the start of the draft to the first stretch that matches, or undefined. */
function offsetUntil<T extends { route: { seconds: number } }>(
  stretches: T[],
  matches: (stretch: T, index: number) => boolean,
): number | undefined {
  let offset = 0;
  for (const [index, stretch] of stretches.entries()) {
    if (matches(stretch, index)) return offset;
    offset += Math.round(stretch.route.seconds) * 1000;
  }
  return undefined;
}

/**
 * POST /shout-outs/{id} (reference §1.6, §7.3): the driver offers their draft with their car. In one
 * transaction: a ride of theirs from the draft's start to its end at its time (the normal ride rules, so
 * an overlap with another ride of theirs is 422 'Ride overlaps'), a PROPOSED booking on it for the
 * passenger's pickup and drop-off, the offer added to the shout-out, and the passenger told. Refused: no
 * car (400 'Voer eerst een auto in …'), someone else as the driver (403), a closed or past shout-out, or an
 * offer of theirs that still stands (422).
 */
export async function offerShoutOut(
  ctx: PlannerContext,
  driver: AuthUser,
  shoutOutId: number,
  request: ShoutOutOfferRequest,
): Promise<void> {
  if (resolveUserRef(request.driverRef, driver.id) !== driver.id) {
    throw new ForbiddenError('An offer is made by the driver themselves');
  }
  if (!request.vehicleRef) {
    throw new BadRequestError(NO_CAR_FOR_OFFER_MESSAGE, 'CAR_REQUIRED', ['body.vehicleRef']);
  }
  const now = ctx.clock.nowMs();
  // A closed shout-out is said to be closed whatever the draft; it is checked again under its lock below.
  await answerableShoutOut(ctx.db, driver.id, shoutOutId, now);
  const draftId = planIdOf(request.planRef);
  const draftPlan = await planById(ctx.db, draftId);
  if (!draftPlan || draftPlan.planType !== 'SHOUT_OUT_SOLUTION' || draftPlan.shoutOutId !== shoutOutId) {
    throw new BadRequestError('planRef is not a draft for this shout-out', 'VALIDATION', ['body.planRef']);
  }
  if (draftPlan.travellerId !== driver.id) throw new ForbiddenError('Not your draft');
  const draftRow = await draftItineraryOf(ctx.db, draftId);
  const draft = draftRow!.itinerary;
  const passengerLegs = draft.legs.filter((leg) => leg.shoutOutRef);
  const first = passengerLegs[0]!;
  const last = passengerLegs.at(-1)!;
  const fare = passengerLegs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0);

  await inTransaction(ctx.db, async (tx) => {
    const shoutOut = await answerableShoutOut(tx, driver.id, shoutOutId, now, true);
    await refuseWhileOwnOfferStands(tx, shoutOut, driver.id);
    const options = (await getRidePlanOptions(tx, driver.id)) ?? DEFAULT_RIDE_PLAN_OPTIONS;
    const directMetres = ctx.region.roads.drive(
      fromPlanPlace(draft.legs[0]!.from),
      fromPlanPlace(draft.legs.at(-1)!.to),
    );
    const draftMetres = draft.legs.reduce((sum, leg) => sum + leg.distance, 0);
    // The driver chose to go via the passenger: the detour the draft makes is allowed, whatever the
    // preferences say (they limit detours for passengers found later).
    const detourMetres = Math.max(0, draftMetres - (directMetres?.meters ?? draftMetres));
    const detourMinutes = Math.ceil(
      Math.max(0, draft.duration - (directMetres?.seconds ?? draft.duration)) / 60,
    );
    const ride = await createRide({ db: tx, clock: ctx.clock, roads: ctx.region.roads }, driver, {
      from: ridePlace(draft.legs[0]!.from),
      to: ridePlace(draft.legs.at(-1)!.to),
      travelTime: { when: draft.departureTime, arriving: false },
      carRef: request.vehicleRef!,
      ridePlanOptions: {
        ...options,
        maxDistanceDetour: Math.min(200_000, Math.max(options.maxDistanceDetour, detourMetres + 2_000)),
        maxTimeDetour: Math.min(240, Math.max(options.maxTimeDetour, detourMinutes + 10)),
        selectedCarRef: request.vehicleRef!,
      },
    });
    const traveller = (await findPublicProfiles(tx, [shoutOut.travellerId])).get(shoutOut.travellerId);
    const booking = await replacingBusinessErrors(
      [422],
      () => new UnprocessableError('The ride cannot take the passenger', 'OFFER_DOES_NOT_FIT'),
      () =>
        addBooking(
          tx,
          { roads: ctx.region.roads, clock: ctx.clock },
          {
            rideId: ride.id,
            passenger: {
              id: shoutOut.travellerId,
              givenName: traveller?.firstName ?? '',
              familyName: traveller?.lastName ?? '',
            },
            pickup: fromPlanPlace(first.from),
            dropOff: fromPlanPlace(last.to),
            earliestDeparture: Date.parse(first.startTime) - OFFER_FLEX_MS,
            latestArrival: Date.parse(last.endTime) + OFFER_FLEX_MS,
            seats: shoutOut.nrSeats,
            fareInCredits: fare,
            passengerTripPlanRef: planRef(shoutOut.id),
            state: 'PROPOSED',
          },
        ),
    );
    const summary = (await bookingSummary(tx, booking.id))!;
    const startTime = isoInAmsterdam(summary.departureTime.getTime());
    const endTime = isoInAmsterdam(summary.arrivalTime.getTime());
    const seconds = Math.round((summary.arrivalTime.getTime() - summary.departureTime.getTime()) / 1000);
    const distance = passengerLegs.reduce((sum, leg) => sum + leg.distance, 0);
    const offerLeg: Leg = {
      traverseMode: 'RIDESHARE',
      startTime,
      endTime,
      duration: seconds,
      distance,
      from: first.from,
      to: last.to,
      legGeometry: passengerLegs.length === 1 ? first.legGeometry : { points: '', length: 0 },
      driverId: driver.id,
      driverName: driver.fullName,
      vehicleName: `${ride.car.brand} ${ride.car.model}`.trim(),
      vehicleLicensePlate: ride.car.licensePlate,
      bookingRequired: true,
      fareInCredits: fare,
      rideRef: rideRef(ride.id),
      bookingRef: booking.bookingRef,
      shoutOutRef: planRef(shoutOut.id),
      ...(first.estimated ? { estimated: true } : {}),
    };
    const offers = await offerCount(tx, shoutOut.id);
    await insertOffer(tx, {
      planId: shoutOut.id,
      rank: offers,
      driverId: driver.id,
      bookingId: booking.id,
      itinerary: carItinerary([offerLeg]),
    });
    await tellPassengerOfOffer(
      { db: tx, clock: ctx.clock },
      shoutOut,
      driver.fullName,
      summary.departureTime,
    );
    await publishChange(tx, driver.id, { rideId: ride.id });
  });
}

/** A driver offers again only once every earlier offer of theirs on the shout-out has fallen away. */
async function refuseWhileOwnOfferStands(tx: Db, shoutOut: PlanRow, driverId: string): Promise<void> {
  const own = await offerBookingsOf(tx, shoutOut.id, driverId);
  const states = await bookingStates(
    tx,
    own.flatMap((offer) => (offer.bookingId !== null ? [offer.bookingId] : [])),
  );
  if ([...states.values()].some((state) => state !== 'CANCELLED')) {
    throw new UnprocessableError(OFFER_STILL_ACTIVE_MESSAGE, 'OFFER_STILL_ACTIVE');
  }
}

function planIdOf(ref: string): number {
  const id = rowIdOfRef(ref);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new BadRequestError('planRef is not a plan reference', 'VALIDATION', ['body.planRef']);
  }
  return id;
}

const ridePlace = (place: Leg['from']) => ({
  label: place.label,
  location: { type: 'Point' as const, coordinates: place.location.coordinates },
});
