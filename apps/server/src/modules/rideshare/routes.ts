import type { FastifyInstance } from 'fastify';
import { rideshareEndpoints } from '@achterhoek/contracts';
import { subjectOf } from '../../platform/auth/plugin.js';
import { requestOrigin } from '../../platform/app-origin.js';
import { CALENDAR_CONTENT_TYPE, calendarDocument } from '../../platform/calendar.js';
import { route } from '../../platform/http/route.js';
import { rideCalendarEntry } from './ride-calendar-service.js';
import { confirmBooking, unconfirmBooking } from './booking-confirmation-service.js';
import { bookingFor, cancelBookingRow } from './booking-service.js';
import { addCar, carById, carsOf, lookupCar, removeCar } from './car-service.js';
import type { RideshareContext } from './deps.js';
import { cancelRide } from './ride-cancellation-service.js';
import { createRide } from './ride-offer-service.js';
import { rideFor, ridesOf } from './ride-reading-service.js';
import { updateRide } from './ride-update-service.js';

/**
 * The rideshare service's calls (spec 000 §7 Rideshare). Every call needs a signed-in user and works on
 * the caller's own cars and rides (the subject, when a caregiver acts for somebody); a car can be read
 * by anybody signed in, a ride and a booking by its driver and its passengers.
 */
export function registerRideshareRoutes(app: FastifyInstance, ctx: RideshareContext): void {
  const { db } = ctx;

  route(app, rideshareEndpoints.lookupCar, async ({ request, query }) => {
    subjectOf(request);
    return lookupCar(ctx.registry, query.countryCode, query.licensePlate);
  });
  route(app, rideshareEndpoints.car, async ({ request, params }) => {
    subjectOf(request);
    return carById(db, params.carId);
  });
  route(app, rideshareEndpoints.myCars, async ({ request }) => carsOf(db, subjectOf(request).id));
  route(app, rideshareEndpoints.addCar, async ({ request, reply, body }) => {
    const car = await addCar(db, ctx.registry, subjectOf(request).id, body);
    return reply.status(201).header('location', `/api/rideshare/cars/${car.id}`).send(car);
  });
  route(app, rideshareEndpoints.removeCar, async ({ request, params }) => {
    await removeCar(db, subjectOf(request).id, params.carId);
  });

  route(app, rideshareEndpoints.createRide, async ({ request, reply, body }) => {
    const ride = await createRide(ctx, subjectOf(request), body);
    // Committed: the outbox now searches the passengers' ride alerts for the new rides.
    ctx.afterCommit?.();
    return reply.status(201).header('location', `/api/rideshare/rides/${ride.id}`).send(ride);
  });
  route(
    app,
    rideshareEndpoints.rides,
    async ({ request, query }) => ridesOf(db, subjectOf(request).id, query, ctx.fareStatesOf),
    { exactResponse: true },
  );
  route(app, rideshareEndpoints.ride, async ({ request, params }) =>
    rideFor(db, subjectOf(request).id, params.rideId, ctx.fareStatesOf),
  );
  route(app, rideshareEndpoints.updateRide, async ({ request, params, query, body }) => {
    await updateRide(ctx, subjectOf(request).id, params.rideId, query.scope, body);
  });
  route(app, rideshareEndpoints.deleteRide, async ({ request, params, query }) => {
    await cancelRide(
      ctx,
      subjectOf(request).id,
      params.rideId,
      query.scope,
      query.reason,
      async (tx, booking, reason) => {
        await cancelBookingRow(tx, booking, reason, true);
        await ctx.onBookingCancelledByDriver?.(tx, booking.id, reason);
      },
    );
  });

  route(app, rideshareEndpoints.rideCalendar, async ({ request, params, reply }) => {
    const entry = await rideCalendarEntry(db, subjectOf(request).id, params.rideId, requestOrigin(request));
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="rit-${params.rideId}.ics"`)
      .send(calendarDocument('Achterhoek Mobiel', [entry], ctx.clock.now()));
  });
  route(app, rideshareEndpoints.confirmBooking, async ({ request, params, query }) => {
    await confirmBooking(ctx, subjectOf(request).id, params.bookingId, params.value, query.reason);
  });
  route(app, rideshareEndpoints.unconfirmBooking, async ({ request, params }) => {
    await unconfirmBooking(ctx, subjectOf(request).id, params.bookingId);
  });
  route(app, rideshareEndpoints.booking, async ({ request, params }) =>
    bookingFor(db, subjectOf(request).id, params.bookingId, ctx.fareStatesOf),
  );
}
