import { offeredSeats, type UpdateRideRequest } from '@achterhoek/contracts';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, UnprocessableError } from '../../platform/errors.js';
import { carOfDriver } from './car-service.js';
import type { RideshareContext } from './deps.js';
import {
  lockActiveBookingsOfRides,
  overlappingRide,
  shiftTemplateFirstDeparture,
  updateRideRow,
} from './repository/index.js';
import { carIdOf, d, endsOf, PAST_TOLERANCE_MS, pointOf, routeColumns } from './ride-columns.js';
import { checkRideEnds, checkRideHorizon } from './ride-limits.js';
import { scheduleRideProgress } from './ride-progress-job.js';
import { directRoute, directTimes } from './ride-route.js';
import { ownRide, ridesInScope } from './ride-scope.js';

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
        await lockActiveBookingsOfRides(
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
      await shiftTemplateFirstDeparture(tx, ride.templateId, shift);
    }
    for (const target of targets) {
      const times = directTimes(route, target.departureTime.getTime() + shift, false);
      if (await overlappingRide(tx, driverId, times.departureTime, times.arrivalTime, ids)) {
        throw new UnprocessableError('Ride overlaps', 'RIDE_OVERLAPS');
      }
      const updated = await updateRideRow(tx, target.id, {
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
      });
      await scheduleRideProgress(tx, updated, now);
    }
  });
}
