import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  offeredSeats,
  RIDE_INSTANCES_AHEAD_DAYS,
  type CreateRideRequest,
  type Paged,
  type Ride,
  type RidePlace,
  type RideState,
  type UpdateRideRequest,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { carOfDriver } from './car-service.js';
import type { RideshareContext } from './deps.js';
import {
  firstRecurrenceInstant,
  isAfterHorizon,
  normalizeRecurrence,
  recurrenceInstants,
} from './recurrence.js';
import { offeredRide } from './offered-rides.js';
import { checkRideEnds, checkRideHorizon } from './ride-limits.js';
import { directRoute, directTimes, type DirectRoute } from './ride-route.js';
import { cancelRideProgress, scheduleRideProgress } from './ride-monitor.js';
import { ACTIVE_BOOKING_STATES, bookings, cars, rides, rideTemplates } from './schema.js';
import { rideView } from './views.js';

type RideRow = typeof rides.$inferSelect;
type NewRide = typeof rides.$inferInsert;
type TemplateRow = typeof rideTemplates.$inferSelect;

const DAY_MS = 24 * 3600_000;
/** A travel time this far in the past still counts as now: the form takes a moment to submit. */
const PAST_TOLERANCE_MS = 60_000;

/** `urn:nb:rs:car:12` or `12`: the car's id. */
export function carIdOf(ref: string | null | undefined): number {
  const id = Number(ref?.replace(/^urn:nb:rs:car:/, ''));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new BadRequestError('A car must be chosen', 'CAR_REQUIRED', ['body.carRef']);
  }
  return id;
}

/** The rides of the driver, not cancelled, whose time overlaps [departure, arrival) (reference §2.2). */
async function overlappingRide(
  db: Db,
  driverId: string,
  departure: number,
  arrival: number,
  except: number[] = [],
): Promise<RideRow | undefined> {
  const conditions = [
    eq(rides.driverId, driverId),
    ne(rides.state, 'CANCELLED'),
    lt(rides.departureTime, new Date(arrival)),
    gt(rides.arrivalTime, new Date(departure)),
  ];
  if (except.length > 0) conditions.push(sql`${rides.id} not in ${except}`);
  const [row] = await db
    .select()
    .from(rides)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** What every ride of an offer shares: everything but its times. */
type RideBase = Omit<NewRide, 'departureTime' | 'arrivalTime' | 'legs' | 'templateId'>;

/**
 * Offers a ride (spec 000 §7 POST /rides; reference §2.2): with the driver's own car, the route from the
 * region's roads, seats = the smaller of the preferred passengers and the car's seats minus the driver,
 * the detour limits of the ride preferences. A recurring offer makes a template and its rides up to
 * eight weeks ahead (the nightly job adds the next days); the first ride's time moves to the first day
 * the recurrence allows. The first ride must not overlap another ride of the driver (422 'Ride
 * overlaps'); later ones that would are left out, as the nightly job does. The planner makes a driver's
 * shout-out offer with it too, inside its own transaction (ctx.db is then that transaction).
 */
export async function createRide(
  ctx: Pick<
    RideshareContext,
    'db' | 'clock' | 'roads' | 'onRideOffered' | 'inRegion' | 'onRecurringRidesChanged'
  >,
  driver: AuthUser,
  request: CreateRideRequest,
): Promise<Ride> {
  const now = ctx.clock.nowMs();
  const options = request.ridePlanOptions;
  const car = await carOfDriver(ctx.db, driver.id, carIdOf(request.carRef ?? options.selectedCarRef));
  if (options.maxDistanceDetour <= 0 || options.maxTimeDetour <= 0) {
    throw new BadRequestError('The detour limits must be greater than 0', 'VALIDATION', [
      'body.ridePlanOptions',
    ]);
  }
  checkRideEnds(
    ctx,
    { from: pointOf(request.from), to: pointOf(request.to) },
    { from: 'body.from', to: 'body.to' },
  );
  const when = Date.parse(request.travelTime.when);
  const arrivalPinned = request.travelTime.arriving ?? false;
  const route = directRoute(ctx.roads, pointOf(request.from), pointOf(request.to));
  const base: RideBase = {
    driverId: driver.id,
    driverGivenName: driver.givenName,
    driverFamilyName: driver.familyName,
    carId: car.id,
    ...endsOf(request.from, request.to),
    arrivalTimePinned: arrivalPinned,
    ...routeColumns(route),
    maxDetourMeters: options.maxDistanceDetour,
    maxDetourSeconds: options.maxTimeDetour * 60,
    nrSeatsAvailable: offeredSeats(options.maxPassengers, car.nrSeats),
    ableToAssist: options.ableToAssist,
    luggageOptions: options.luggageOptions,
    state: 'SCHEDULED',
    stops: [],
  };

  const recurrence = request.recurrence ? normalizeRecurrence(request.recurrence, when) : undefined;
  const first = recurrence ? firstRecurrenceInstant(when, recurrence) : when;
  if (recurrence && isAfterHorizon(first, recurrence)) {
    throw new BadRequestError('The recurrence ends before its first ride', 'VALIDATION', [
      'body.recurrence.horizon',
    ]);
  }
  const firstTimes = directTimes(route, first, arrivalPinned);
  if (firstTimes.departureTime < now - PAST_TOLERANCE_MS) {
    throw new BadRequestError('travelTime is in the past', 'VALIDATION', ['body.travelTime']);
  }
  checkRideHorizon(firstTimes.departureTime, now, 'body.travelTime');

  return inTransaction(ctx.db, async (tx) => {
    if (await overlappingRide(tx, driver.id, firstTimes.departureTime, firstTimes.arrivalTime)) {
      throw new UnprocessableError('Ride overlaps', 'RIDE_OVERLAPS');
    }
    if (!recurrence) {
      const [ride] = await tx
        .insert(rides)
        .values({
          ...base,
          ...firstTimes,
          departureTime: d(firstTimes.departureTime),
          arrivalTime: d(firstTimes.arrivalTime),
        })
        .returning();
      await scheduleRideProgress(tx, ride!, now);
      await ctx.onRideOffered?.(tx, offeredRide(ride!));
      return rideView(ride!, car, undefined, []);
    }
    // Rides are made eight weeks ahead, and always the first one, also when it is further ahead: the
    // driver sees the ride they offered, and the nightly job makes the next ones as they come in reach.
    const until = Math.max(now + RIDE_INSTANCES_AHEAD_DAYS * DAY_MS, firstTimes.departureTime + 1);
    const [template] = await tx
      .insert(rideTemplates)
      .values({
        driverId: driver.id,
        interval: recurrence.interval,
        unit: recurrence.unit,
        daysOfWeekMask: recurrence.daysOfWeekMask ?? null,
        horizon: recurrence.horizon ?? null,
        firstDepartureTime: d(firstTimes.departureTime),
        generatedUntil: d(until),
      })
      .returning();
    const made = await createTemplateRides(tx, template!, base, route, firstTimes.departureTime, until, now);
    for (const ride of made) await ctx.onRideOffered?.(tx, offeredRide(ride));
    await ctx.onRecurringRidesChanged?.(tx, { managedIdentity: driver.id, name: driver.fullName });
    return rideView(made[0]!, car, template, []);
  });
}

/**
 * Makes the template's rides departing in [from, until), skipping any that would overlap another ride
 * of the driver. The first one (the offer itself) was checked before; the nightly job calls this too.
 */
export async function createTemplateRides(
  tx: Db,
  template: TemplateRow,
  base: RideBase,
  route: Pick<DirectRoute, 'meters' | 'seconds'>,
  from: number,
  until: number,
  now: number,
): Promise<RideRow[]> {
  const recurrence = {
    interval: template.interval as 1 | 2,
    unit: template.unit,
    ...(template.daysOfWeekMask !== null ? { daysOfWeekMask: template.daysOfWeekMask } : {}),
    ...(template.horizon !== null ? { horizon: template.horizon } : {}),
  };
  const made: RideRow[] = [];
  const first = template.firstDepartureTime.getTime();
  for (const departure of recurrenceInstants(first, recurrence, from, until)) {
    const times = directTimes(route, departure, false);
    if (await overlappingRide(tx, template.driverId, times.departureTime, times.arrivalTime)) continue;
    const [ride] = await tx
      .insert(rides)
      .values({
        ...base,
        templateId: template.id,
        departureTime: d(times.departureTime),
        arrivalTime: d(times.arrivalTime),
        legs: times.legs,
      })
      .returning();
    await scheduleRideProgress(tx, ride!, now);
    made.push(ride!);
  }
  return made;
}

/** The ride's two ends as its columns. */
function endsOf(from: RidePlace, to: RidePlace) {
  return {
    fromLabel: from.label,
    fromLat: from.location.coordinates[1],
    fromLon: from.location.coordinates[0],
    toLabel: to.label,
    toLat: to.location.coordinates[1],
    toLon: to.location.coordinates[0],
  };
}

/** The driver's own route as the ride's columns: before passengers join, the whole route is that drive. */
function routeColumns(route: DirectRoute) {
  return {
    directMeters: route.meters,
    directSeconds: route.seconds,
    distanceMeters: route.meters,
    durationSeconds: route.seconds,
    estimated: route.estimated,
    geometry: route.geometry.points,
    geometryLength: route.geometry.length,
  };
}

function pointOf(place: { location: { coordinates: [number, number] } }): { lat: number; lon: number } {
  return { lat: place.location.coordinates[1], lon: place.location.coordinates[0] };
}

const d = (ms: number) => new Date(ms);

// -------------------------------------------------------------------------------------------------
// Reading

export interface RidesQuery {
  maxResults: number;
  offset: number;
  since?: string;
  until?: string;
  state?: RideState;
  skipCancelled: boolean;
  sortDir: 'ASC' | 'DESC';
}

/** The driver's rides by departure time, paged (spec 000 §7 GET /rides). */
export async function ridesOf(db: Db, driverId: string, query: RidesQuery): Promise<Paged<Ride>> {
  const conditions: SQL[] = [eq(rides.driverId, driverId)];
  if (query.since) conditions.push(gte(rides.departureTime, new Date(query.since)));
  if (query.until) conditions.push(lte(rides.departureTime, new Date(query.until)));
  if (query.state) conditions.push(eq(rides.state, query.state));
  if (query.skipCancelled) conditions.push(ne(rides.state, 'CANCELLED'));
  const where = and(...conditions);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rides)
    .where(where);
  const rows = await db
    .select()
    .from(rides)
    .where(where)
    .orderBy(query.sortDir === 'DESC' ? desc(rides.departureTime) : asc(rides.departureTime), asc(rides.id))
    .limit(query.maxResults)
    .offset(query.offset);
  const data = await viewsOf(db, rows);
  return { totalCount: count, offset: query.offset, count: data.length, data };
}

async function viewsOf(db: Db, rows: RideRow[]): Promise<Ride[]> {
  if (rows.length === 0) return [];
  const carRows = await db
    .select()
    .from(cars)
    .where(inArray(cars.id, [...new Set(rows.map((ride) => ride.carId))]));
  const templateIds = [...new Set(rows.flatMap((ride) => (ride.templateId ? [ride.templateId] : [])))];
  const templateRows = templateIds.length
    ? await db.select().from(rideTemplates).where(inArray(rideTemplates.id, templateIds))
    : [];
  const bookingRows = await db
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.rideId,
        rows.map((ride) => ride.id),
      ),
    )
    .orderBy(bookings.id);
  return rows.map((ride) =>
    rideView(
      ride,
      carRows.find((car) => car.id === ride.carId)!,
      templateRows.find((template) => template.id === ride.templateId),
      bookingRows.filter((booking) => booking.rideId === ride.id),
    ),
  );
}

/**
 * One ride. Its driver sees all of it; a passenger with a booking on it sees the ride with their own
 * booking only (the other passengers' names and places are not theirs to see); anybody else: 403.
 */
export async function rideFor(db: Db, caller: string, rideId: number): Promise<Ride> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
  if (!ride) throw new NotFoundError('Ride not found');
  const rideBookings = await db
    .select()
    .from(bookings)
    .where(eq(bookings.rideId, rideId))
    .orderBy(bookings.id);
  const own = rideBookings.filter((booking) => booking.passengerId === caller);
  if (ride.driverId !== caller && own.length === 0) throw new ForbiddenError('Not your ride');
  const [car] = await db.select().from(cars).where(eq(cars.id, ride.carId));
  const [template] = ride.templateId
    ? await db.select().from(rideTemplates).where(eq(rideTemplates.id, ride.templateId))
    : [];
  return rideView(ride, car!, template, rideBookings, ride.driverId === caller ? rideBookings : own);
}

// -------------------------------------------------------------------------------------------------
// Changing and cancelling

async function ownRide(db: Db, driverId: string, rideId: number): Promise<RideRow> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId)).for('update');
  if (!ride) throw new NotFoundError('Ride not found');
  if (ride.driverId !== driverId) throw new ForbiddenError('Not your ride');
  return ride;
}

/** The ride and, for `this-and-following`, the later rides of its recurrence that are not cancelled. */
async function ridesInScope(db: Db, ride: RideRow, scope: 'this' | 'this-and-following'): Promise<RideRow[]> {
  if (scope === 'this' || ride.templateId === null) return [ride];
  return db
    .select()
    .from(rides)
    .where(
      and(
        eq(rides.templateId, ride.templateId),
        gte(rides.departureTime, ride.departureTime),
        ne(rides.state, 'CANCELLED'),
      ),
    )
    .orderBy(asc(rides.departureTime))
    .for('update');
}

async function activeBookingsOf(db: Db, rideIds: number[]) {
  if (rideIds.length === 0) return [];
  return db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.rideId, rideIds), inArray(bookings.state, [...ACTIVE_BOOKING_STATES])))
    .for('update');
}

/**
 * Cancels a ride (spec 000 §7 DELETE /rides/{id}; reference §2.2). A ride no passenger ever booked is
 * removed; one with bookings is kept as CANCELLED with the reason, and each booking still active is
 * cancelled by the driver (`cancelBooking`). A ride with active bookings is cancelled alone, whatever
 * the scope (the app forces 'this' there); `this-and-following` on a recurring ride also ends the
 * recurrence before this ride, so the nightly job makes no new ones.
 */
export async function cancelRide(
  ctx: RideshareContext,
  driverId: string,
  rideId: number,
  scope: 'this' | 'this-and-following',
  reason: string | undefined,
  cancelBooking: (tx: Db, booking: typeof bookings.$inferSelect, reason: string | undefined) => Promise<void>,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const ride = await ownRide(tx, driverId, rideId);
    if (ride.state === 'CANCELLED') return;
    if (ride.state !== 'SCHEDULED' && ride.state !== 'DEPARTING') {
      throw new UnprocessableError('The ride can no longer be cancelled', 'RIDE_UNDER_WAY');
    }
    const booked = await activeBookingsOf(tx, [ride.id]);
    const inScope = booked.length > 0 ? [ride] : await ridesInScope(tx, ride, scope);
    for (const target of inScope) {
      const active = target.id === ride.id ? booked : await activeBookingsOf(tx, [target.id]);
      const [anyBooking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.rideId, target.id))
        .limit(1);
      if (!anyBooking) {
        await tx.delete(rides).where(eq(rides.id, target.id));
      } else {
        await tx
          .update(rides)
          .set({ state: 'CANCELLED', cancelReason: reason ?? null })
          .where(eq(rides.id, target.id));
        for (const booking of active) await cancelBooking(tx, booking, reason);
      }
      await cancelRideProgress(tx, target.id);
    }
    if (scope === 'this-and-following' && booked.length === 0 && ride.templateId !== null) {
      await endRecurrenceBefore(tx, ride.templateId, ride.departureTime.getTime());
    }
    // Fewer rides of a recurrence may end the driver's 'repeated-ride' reward.
    if (ride.templateId !== null) {
      await ctx.onRecurringRidesChanged?.(tx, { managedIdentity: driverId, name: '' });
    }
  });
}

/** The recurrence makes no rides from this ride's day on: its last day becomes the day before. */
async function endRecurrenceBefore(tx: Db, templateId: number, departure: number): Promise<void> {
  const [template] = await tx.select().from(rideTemplates).where(eq(rideTemplates.id, templateId));
  if (!template) return;
  const dayBefore = amsterdamDate(departure - DAY_MS);
  if (template.horizon === null || template.horizon > dayBefore) {
    await tx.update(rideTemplates).set({ horizon: dayBefore }).where(eq(rideTemplates.id, templateId));
  }
  const [left] = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(eq(rides.templateId, templateId))
    .limit(1);
  // A recurrence left without rides is gone (reference §2.2).
  if (!left) await tx.delete(rideTemplates).where(eq(rideTemplates.id, templateId));
}

/** The calendar date (YYYY-MM-DD) of an instant in Europe/Amsterdam. */
function amsterdamDate(ms: number): string {
  return isoInAmsterdam(ms).slice(0, 10);
}

/**
 * Changes a ride, or it and the later rides of its recurrence (spec 000 §7 PUT /rides/{rideRef}?scope).
 * Only a scheduled ride that no passenger counts on can change (422 otherwise: the app says 'Geen
 * wijzigingen mogelijk.'); the route is planned again, and a later ride of the recurrence moves by as
 * much as this one. The changed rides must not overlap the driver's other rides (422 'Ride overlaps').
 */
export async function updateRide(
  ctx: RideshareContext,
  driverId: string,
  rideId: number,
  scope: 'this' | 'this-and-following',
  change: UpdateRideRequest,
): Promise<void> {
  const now = ctx.clock.nowMs();
  const when = Date.parse((change.arrivalTimePinned ? change.arrivalTime : change.departureTime) ?? '');
  if (Number.isNaN(when)) {
    throw new BadRequestError(
      change.arrivalTimePinned ? 'arrivalTime is mandatory' : 'departureTime is mandatory',
      'VALIDATION',
      [change.arrivalTimePinned ? 'body.arrivalTime' : 'body.departureTime'],
    );
  }
  checkRideEnds(
    ctx,
    { from: pointOf(change.fromPlace), to: pointOf(change.toPlace) },
    { from: 'body.fromPlace', to: 'body.toPlace' },
  );
  const route = directRoute(ctx.roads, pointOf(change.fromPlace), pointOf(change.toPlace));
  await inTransaction(ctx.db, async (tx) => {
    const ride = await ownRide(tx, driverId, rideId);
    if (ride.state !== 'SCHEDULED')
      throw new UnprocessableError('The ride can no longer be changed', 'RIDE_NOT_EDITABLE');
    const targets = await ridesInScope(tx, ride, scope);
    if (
      (
        await activeBookingsOf(
          tx,
          targets.map((target) => target.id),
        )
      ).length > 0
    ) {
      throw new UnprocessableError('The ride has bookings and cannot be changed', 'RIDE_HAS_BOOKINGS');
    }
    const car = await carOfDriver(tx, driverId, carIdOf(change.carRef));
    const own = directTimes(route, when, change.arrivalTimePinned);
    if (own.departureTime < now - PAST_TOLERANCE_MS) {
      throw new BadRequestError('The ride would depart in the past', 'VALIDATION', ['body.departureTime']);
    }
    checkRideHorizon(own.departureTime, now, 'body.departureTime');
    const shift = own.departureTime - ride.departureTime.getTime();
    const ids = targets.map((target) => target.id);
    // The recurrence's rides still to be made (the nightly job) move with this and the following ones.
    if (scope === 'this-and-following' && ride.templateId !== null && shift !== 0) {
      await tx
        .update(rideTemplates)
        .set({
          firstDepartureTime: sql`${rideTemplates.firstDepartureTime} + ${`${shift / 1000} seconds`}::interval`,
        })
        .where(eq(rideTemplates.id, ride.templateId));
    }
    for (const target of targets) {
      const times = directTimes(route, target.departureTime.getTime() + shift, false);
      if (await overlappingRide(tx, driverId, times.departureTime, times.arrivalTime, ids)) {
        throw new UnprocessableError('Ride overlaps', 'RIDE_OVERLAPS');
      }
      const [updated] = await tx
        .update(rides)
        .set({
          carId: car.id,
          ...endsOf(change.fromPlace, change.toPlace),
          departureTime: d(times.departureTime),
          arrivalTime: d(times.arrivalTime),
          arrivalTimePinned: change.arrivalTimePinned,
          ...routeColumns(route),
          legs: times.legs,
          stops: [],
          maxDetourMeters: change.maxDetourMeters,
          maxDetourSeconds: change.maxDetourSeconds,
          nrSeatsAvailable: offeredSeats(change.nrSeatsAvailable, car.nrSeats),
          ableToAssist: change.ableToAssist,
          ...(change.luggageOptions ? { luggageOptions: change.luggageOptions } : {}),
        })
        .where(eq(rides.id, target.id))
        .returning();
      await scheduleRideProgress(tx, updated!, now);
    }
  });
}
