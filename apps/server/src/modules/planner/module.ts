import type { RegionInfo } from '@achterhoek/contracts';
import type { DemoLateTrain } from '@achterhoek/routing';
import { createAppOrigin } from '../../platform/app-origin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { ModuleHost } from '../../platform/module-host.js';
import type {
  BookingCancelledByDriver,
  BookingEvent,
  DemoPastRide,
  FareStatesOf,
  OfferedRide,
  RidesOffered,
  RideProvider,
} from '../rideshare/index.js';
import { announceRide, RIDE_OFFERED_TOPIC, seedDemoShoutOut } from './shout-outs/index.js';
import {
  driverAnswered,
  driverUnconfirmed,
  fareStatesOfBookings,
  seedDemoTrips,
  validationStep,
} from './settlement/index.js';
import type { PlannerContext, PlannerRegion } from './shared/index.js';
import {
  cancelTripsOfBooking,
  registerTripMonitor,
  seedDemoLiveTrip,
  watchConnections,
} from './trips/index.js';
import { registerPlanCleanupJob } from './search/index.js';
import { enqueueMany } from '../../platform/outbox.js';
import { registerPlannerRoutes } from './routes.js';
import { liveNetworkOf, registerLiveTransit, type LiveTransit } from './live/index.js';

/** What the planner is given: the region the app loaded for it, and the rides of the rideshare module. */
export interface PlannerNeeds {
  /** The region loaded at start-up (loadPlannerRegion, early in buildApp): timetable, roads and places. */
  region: PlannerRegion;
  /** The rides the planner matches passengers with (the rideshare module's; tests may replace them). */
  rides: RideProvider;
}

/** What the planner gives others once registered. */
export interface PlannerProvides {
  /** The planner's part of a driver's cancellation (the passengers' trips, fares and messages). */
  onBookingCancelledByDriver: BookingCancelledByDriver;
  /** The planner's part of the driver's confirmations (deciding, undoing a payment). */
  onBookingAnswered: BookingEvent;
  /** The planner's part of a driver undoing a paid confirmation (taking the payment back). */
  onBookingUnconfirmedByDriver: BookingEvent;
  /** Queues the search of the ride alerts new rides could serve, in the rides' transaction. */
  onRidesOffered: RidesOffered;
  /** The fare's state of bookings, from the passengers' legs (the planner owns the money). */
  fareStatesOf: FareStatesOf;
  /** Demo data: books the passenger on rides already driven (see settlement/demo-trips.ts). */
  seedDemoTrips: (passenger: AuthUser, rides: DemoPastRide[]) => Promise<number>;
  /** Demo data: the passenger's open shout-out with a driver's offer (see shout-outs/demo-shout-outs.ts). */
  seedDemoShoutOut: (passenger: AuthUser, driver: AuthUser, vehicleRef: string) => Promise<boolean>;
  /** Demo data: the passenger's booked train and the driver's ride from the station (see trips/demo-live-trip.ts). */
  seedDemoLiveTrip: (passenger: AuthUser, train: DemoLateTrain, rideRef: string) => Promise<boolean>;
  /** The live public-transport feed as this instance last read it (tests poll it themselves). */
  liveTransit: LiveTransit;
}

/**
 * The planner module: searches on the region loaded at start-up (see shared/region-loader.ts, called early in
 * buildApp so a bad snapshot stops the server before anything else starts), stored as plans; trips
 * booked from them through the rideshare and banker modules' service functions; the trip monitor on the
 * durable timers; the calendar files and feed; and the nightly removal of old searches. Answers what the rideshare module must call
 * when a driver cancels a booked ride.
 */
export async function registerPlannerModule(host: ModuleHost, needs: PlannerNeeds): Promise<PlannerProvides> {
  const { app, config } = host;
  const { region, rides } = needs;
  // The live feed's watch over booked trips needs the context the feed's network is part of.
  let watch = async (): Promise<unknown> => undefined;
  const liveTransit = registerLiveTransit(app, {
    config,
    clock: host.clock,
    region,
    afterFresh: () => watch(),
  });
  const ctx: PlannerContext = {
    db: host.database.db,
    clock: host.clock,
    region,
    rides,
    appOrigin: createAppOrigin(config),
    liveFeedSimulated: config.liveTransit.source === 'simulator',
    live: liveNetworkOf(region, liveTransit),
  };
  watch = () => watchConnections(ctx);
  registerPlannerRoutes(app, ctx);
  // A new ride's alerts are searched by the outbox after the ride's commit (see shout-outs/ride-alert-announcement-job.ts).
  app.outbox.handle(RIDE_OFFERED_TOPIC, async (payload) => {
    await announceRide(ctx, payload as OfferedRide, app.log);
  });
  await registerTripMonitor(app.timers, host.clock, validationStep);
  await registerPlanCleanupJob(app.timers, app.log);
  return {
    onBookingCancelledByDriver: cancelTripsOfBooking(host.clock),
    onBookingAnswered: driverAnswered(host.clock),
    onBookingUnconfirmedByDriver: driverUnconfirmed(host.clock),
    // One message per ride, as the announcement handles them, written in one statement.
    onRidesOffered: async (tx, rides) => {
      await enqueueMany(tx, RIDE_OFFERED_TOPIC, rides, host.clock.now());
    },
    fareStatesOf: fareStatesOfBookings,
    seedDemoTrips: (passenger, rides) => seedDemoTrips(ctx, passenger, rides),
    seedDemoShoutOut: (passenger, driver, vehicleRef) => seedDemoShoutOut(ctx, passenger, driver, vehicleRef),
    seedDemoLiveTrip: (passenger, train, rideRef) => seedDemoLiveTrip(ctx, passenger, train, rideRef),
    liveTransit,
  };
}

/** What the about page shows of the region: its name, whether it is the demo, and the sources to credit. */
export function regionInfo(region: PlannerRegion): RegionInfo {
  const { name, demo, sources } = region.meta;
  return { name, demo, sources, roads: region.meta.roads ?? 'estimated' };
}
