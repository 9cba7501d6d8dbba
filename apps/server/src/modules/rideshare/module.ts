import type { RoadRouting } from '@achterhoek/routing';
import type { ModuleHost } from '../../platform/module-host.js';
import type { BookingCancelledByDriver, BookingEvent, RidesOffered, RideshareContext } from './deps.js';
import { evaluateRepeatedRide } from './repeated-ride-reward.js';
import { registerRecurringRidesJob } from './recurring-rides-job.js';
import { registerRideMonitor } from './ride-progress-job.js';
import { registerRideshareRoutes } from './routes.js';
import { createVehicleRegistry } from './vehicles/index.js';
import type { VehicleRegistry } from './vehicles/vehicle-registry.js';

/**
 * What the rideshare module asks of the planner and the app. The planner's parts run inside the driver's
 * transactions; the member names are those of the module's context (deps.ts).
 */
export interface RideshareNeeds {
  /** Car routes for rides: the region's roads, loaded with the planner's region at start-up. */
  roads: RoadRouting;
  /** The planner's part of a driver's cancellation (the passengers' trips, fares and messages). */
  onBookingCancelledByDriver: BookingCancelledByDriver;
  /** The planner's part of the driver's confirmations (deciding, undoing a payment). */
  onBookingAnswered: BookingEvent;
  /** The planner's part of a driver undoing a paid confirmation (taking the payment back). */
  onBookingUnconfirmedByDriver: BookingEvent;
  /** The planner queues the search of the ride alerts a new ride could serve (in the ride's transaction). */
  onRidesOffered: RidesOffered;
  /** The fare's state of bookings, which the planner keeps on the passenger's leg (it owns the money). */
  fareStatesOf: RideshareContext['fareStatesOf'];
  /** Whether a place lies inside the region (the planner's): rides start and end inside it. */
  inRegion: (point: { lat: number; lon: number }) => boolean;
  /** Replaces the configured vehicle register (tests). */
  registry?: VehicleRegistry;
}

/**
 * The rideshare module: cars (through the configured vehicle register), rides and their recurrences,
 * bookings, the ride monitor (a durable timer per ride and an hourly sweep) and the nightly job that
 * makes recurring rides eight weeks ahead. The routes are the drivers'; the planner reads rides through
 * `rideshareRideProvider` and books through `addBooking`.
 */
export async function registerRideshareModule(host: ModuleHost, needs: RideshareNeeds): Promise<void> {
  const { app, config, clock } = host;
  const ctx: RideshareContext = {
    db: host.database.db,
    clock,
    roads: needs.roads,
    registry: needs.registry ?? createVehicleRegistry(config),
    onBookingCancelledByDriver: needs.onBookingCancelledByDriver,
    onBookingAnswered: needs.onBookingAnswered,
    onRidesOffered: needs.onRidesOffered,
    fareStatesOf: needs.fareStatesOf,
    inRegion: needs.inRegion,
    afterCommit: () => app.outbox.wake(),
    onRecurringRidesChanged: (tx, driver) => evaluateRepeatedRide(tx, driver, clock),
    onBookingUnconfirmedByDriver: needs.onBookingUnconfirmedByDriver,
  };
  registerRideshareRoutes(app, ctx);
  await registerRideMonitor(app.timers, clock, ctx.fareStatesOf);
  await registerRecurringRidesJob(app.timers, ctx, app.log);
}
