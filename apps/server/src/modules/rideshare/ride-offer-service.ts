import {
  offeredSeats,
  RIDE_INSTANCES_AHEAD_DAYS,
  type CreateRideRequest,
  type Ride,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, UnprocessableError } from '../../platform/errors.js';
import { carOfDriver } from './car-service.js';
import type { RideshareContext } from './deps.js';
import {
  firstRecurrenceInstant,
  isAfterHorizon,
  normalizeRecurrence,
  recurrenceInstants,
} from './recurrence-rules.js';
import { offeredRide } from './offered-rides.js';
import {
  insertRide,
  insertRides,
  insertTemplate,
  overlappingRide,
  overlapsOfWindows,
  type CarRow,
  type RideRow,
  type TemplateRow,
} from './repository/index.js';
import {
  carIdOf,
  d,
  DAY_MS,
  endsOf,
  PAST_TOLERANCE_MS,
  pointOf,
  routeColumns,
  type RideBase,
} from './ride-columns.js';
import { checkRideEnds, checkRideHorizon } from './ride-limits.js';
import { directRoute, directTimes, type DirectRoute } from './ride-route.js';
import { scheduleNewRidesProgress, scheduleRideProgress } from './ride-progress-job.js';
import { rideView } from './views.js';

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
    'db' | 'clock' | 'roads' | 'onRidesOffered' | 'inRegion' | 'onRecurringRidesChanged'
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
  const base = rideBaseOf(driver, car, request, route);

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
      const ride = await insertRide(tx, {
        ...base,
        ...firstTimes,
        departureTime: d(firstTimes.departureTime),
        arrivalTime: d(firstTimes.arrivalTime),
      });
      await scheduleRideProgress(tx, ride, now);
      await ctx.onRidesOffered?.(tx, [offeredRide(ride)]);
      return rideView(ride, car, undefined, [], new Map());
    }
    // Rides are made eight weeks ahead, and always the first one, also when it is further ahead: the
    // driver sees the ride they offered, and the nightly job makes the next ones as they come in reach.
    const until = Math.max(now + RIDE_INSTANCES_AHEAD_DAYS * DAY_MS, firstTimes.departureTime + 1);
    const template = await insertTemplate(tx, {
      driverId: driver.id,
      interval: recurrence.interval,
      unit: recurrence.unit,
      daysOfWeekMask: recurrence.daysOfWeekMask ?? null,
      horizon: recurrence.horizon ?? null,
      firstDepartureTime: d(firstTimes.departureTime),
      generatedUntil: d(until),
    });
    const made = await createTemplateRides(tx, template, base, route, firstTimes.departureTime, until, now);
    await ctx.onRidesOffered?.(tx, made.map(offeredRide));
    await ctx.onRecurringRidesChanged?.(tx, { managedIdentity: driver.id, name: driver.fullName });
    return rideView(made[0]!, car, template, [], new Map());
  });
}

/** What every ride of the offer shares: the driver, their car, the ends, the route and the preferences. */
function rideBaseOf(driver: AuthUser, car: CarRow, request: CreateRideRequest, route: DirectRoute): RideBase {
  const options = request.ridePlanOptions;
  return {
    driverId: driver.id,
    driverGivenName: driver.givenName,
    driverFamilyName: driver.familyName,
    carId: car.id,
    ...endsOf(request.from, request.to),
    arrivalTimePinned: request.travelTime.arriving ?? false,
    ...routeColumns(route),
    maxDetourMeters: options.maxDistanceDetour,
    maxDetourSeconds: options.maxTimeDetour * 60,
    nrSeatsAvailable: offeredSeats(options.maxPassengers, car.nrSeats),
    ableToAssist: options.ableToAssist,
    luggageOptions: options.luggageOptions,
    state: 'SCHEDULED',
    stops: [],
  };
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
  const first = template.firstDepartureTime.getTime();
  const candidates = recurrenceInstants(first, recurrence, from, until).map((departure) =>
    directTimes(route, departure, false),
  );
  // One query tells which instances overlap a ride the driver already has; an instance is also left out
  // when it overlaps one kept before it, as inserting them one by one would have found.
  const overlaps = await overlapsOfWindows(
    tx,
    template.driverId,
    candidates.map((times) => ({ departure: times.departureTime, arrival: times.arrivalTime })),
  );
  const kept: typeof candidates = [];
  for (const [i, times] of candidates.entries()) {
    if (overlaps[i]) continue;
    const overlapsKept = kept.some(
      (other) => times.departureTime < other.arrivalTime && times.arrivalTime > other.departureTime,
    );
    if (!overlapsKept) kept.push(times);
  }
  const made = await insertRides(
    tx,
    kept.map((times) => ({
      ...base,
      templateId: template.id,
      departureTime: d(times.departureTime),
      arrivalTime: d(times.arrivalTime),
      legs: times.legs,
    })),
  );
  await scheduleNewRidesProgress(tx, made, now);
  return made;
}
