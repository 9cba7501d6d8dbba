import type { FastifyInstance } from 'fastify';
import type { RoadRouting } from '@achterhoek/routing';
import type { AppConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { BookingCancelledByDriver, BookingEvent, RideOffered, RideshareContext } from './deps.js';
import { evaluateRepeatedRide } from './repeated-ride-reward.js';
import { registerRecurringRidesJob } from './recurring-rides-job.js';
import { registerRideMonitor } from './ride-progress-job.js';
import { registerRideshareRoutes } from './routes.js';
import { createVehicleRegistry } from './vehicles/index.js';
import type { VehicleRegistry } from './vehicles/vehicle-registry.js';

export interface RideshareModuleOptions {
  /** Replaces the configured vehicle register (tests). */
  registry?: VehicleRegistry;
  /** The planner's part of a driver's cancellation (the passengers' trips, fares and messages). */
  onBookingCancelledByDriver?: BookingCancelledByDriver;
  /** The planner's part of the driver's confirmations (mirroring, deciding, undoing a payment). */
  onBookingAnswered?: BookingEvent;
  onBookingUnconfirmedByDriver?: BookingEvent;
  fareStatesOf?: RideshareContext['fareStatesOf'];
  /** The planner queues the search of the ride alerts a new ride could serve (in the ride's transaction). */
  onRideOffered?: RideOffered;
  /** Whether a place lies inside the region: rides start and end inside it. */
  inRegion?: (point: { lat: number; lon: number }) => boolean;
}

/**
 * The rideshare module: cars (through the configured vehicle register), rides and their recurrences,
 * bookings, the ride monitor (a durable timer per ride and an hourly sweep) and the nightly job that
 * makes recurring rides eight weeks ahead. The routes are the drivers'; the planner reads rides through
 * `rideshareRideProvider` and books through `addBooking`.
 */
export async function registerRideshareModule(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  roads: RoadRouting,
  options: RideshareModuleOptions = {},
): Promise<RideshareContext> {
  const ctx: RideshareContext = {
    db,
    clock: app.clock,
    roads,
    registry: options.registry ?? createVehicleRegistry(config),
    ...(options.onBookingCancelledByDriver
      ? { onBookingCancelledByDriver: options.onBookingCancelledByDriver }
      : {}),
    ...(options.onBookingAnswered ? { onBookingAnswered: options.onBookingAnswered } : {}),
    ...(options.onRideOffered ? { onRideOffered: options.onRideOffered } : {}),
    ...(options.fareStatesOf ? { fareStatesOf: options.fareStatesOf } : {}),
    ...(options.inRegion ? { inRegion: options.inRegion } : {}),
    afterCommit: () => app.outbox.wake(),
    onRecurringRidesChanged: (tx, driver) => evaluateRepeatedRide(tx, driver, app.clock),
    ...(options.onBookingUnconfirmedByDriver
      ? { onBookingUnconfirmedByDriver: options.onBookingUnconfirmedByDriver }
      : {}),
  };
  registerRideshareRoutes(app, ctx);
  await registerRideMonitor(app.timers, app.clock, ctx.fareStatesOf);
  await registerRecurringRidesJob(app.timers, ctx, app.log);
  return ctx;
}
