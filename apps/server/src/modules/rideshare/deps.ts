import type { OfferedRide } from './offered-rides.js';
import type { RoadRouting } from '@achterhoek/routing';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { VehicleRegistry } from './vehicles/vehicle-registry.js';
import type { FareStatesOf } from './fare-states.js';

/** What the rideshare services work with: the database, the app's clock and the region's roads. */
export interface RideshareContext {
  db: Db;
  clock: Clock;
  /** Car routes for rides (the imported road network, or the estimated model). */
  roads: RoadRouting;
  registry: VehicleRegistry;
  /**
   * Whether a place lies inside the region the app serves (the planner's region): a ride must start and
   * end inside it. Left out (some tests), rides are not checked for it.
   */
  inRegion?: (point: { lat: number; lon: number }) => boolean;
  /**
   * Told, inside the driver's transaction, of every booking the driver's cancellation cancelled: the
   * planner cancels the passenger's leg, releases the fare and messages the passenger, all or nothing.
   */
  onBookingCancelledByDriver?: BookingCancelledByDriver;
  /** Told, inside the driver's transaction, of the driver's answer on a booking: the planner decides. */
  onBookingAnswered?: BookingEvent;
  /** Told when the driver undoes a paid confirmation: the planner takes the payment back. */
  onBookingUnconfirmedByDriver?: BookingEvent;
  /** Asked for the fare's state of bookings: the planner owns the fare (fare-states.ts); left out, unknown. */
  fareStatesOf?: FareStatesOf;
  /**
   * Told, inside the driver's transaction, of every new ride (each ride of a recurrence, also those the
   * nightly job adds): the planner queues the search of the passengers' ride alerts in the outbox, done
   * after the commit, so the offer never waits for it and a failure there never undoes the ride.
   */
  onRidesOffered?: RidesOffered;
  /**
   * Told, inside the driver's transaction, that the driver's recurring rides changed (a recurring offer,
   * a cancellation, the nightly generation): the 'repeated-ride' reward is evaluated. Left out (the demo
   * seed, some tests), nothing is evaluated.
   */
  onRecurringRidesChanged?: (tx: Db, driver: { managedIdentity: string; name: string }) => Promise<void>;
  /** Called after a commit that queued outbox work, so the worker picks it up at once. */
  afterCommit?: () => void;
}

/**
 * Rides just offered (one, or all a recurring offer or the nightly job made), told in one call inside the
 * transaction that made them, so that what it writes for them can be written at once.
 */
export type RidesOffered = (tx: Db, rides: readonly OfferedRide[]) => Promise<void>;

export type BookingEvent = (tx: Db, bookingId: number) => Promise<void>;

export type BookingCancelledByDriver = (
  tx: Db,
  bookingId: number,
  reason: string | undefined,
) => Promise<void>;
