import {
  bestInsertion,
  NEW_BOOKING,
  type ActiveRide,
  type NamedPlace,
  type PlannedStop,
  type RoadRouting,
} from '@achterhoek/routing';
import { rideRef, type Booking } from '@achterhoek/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { scheduleRideProgress } from './ride-progress-job.js';
import {
  activeBookingsOfRide,
  bookingWithDriver,
  insertBooking,
  lockRide,
  markBookingCancelled,
  setBookingTime,
  updateRideRow,
  type BookingRow,
  type MatchingBookingRow,
  type MatchingCarRow,
  type MatchingRideRow,
  type NewBookingRow,
  type RideRow,
  type StoredLeg,
  type StoredStop,
} from './repository/index.js';
import { fareStateIn, fareStatesFor, type FareStatesOf } from './fare-states.js';
import { bookingView } from './views.js';
import { summaryOfBooking, type BookingSummary } from './passenger-booking-service.js';

export interface BookingPlace {
  label: string;
  lat: number;
  lon: number;
}

/** A passenger joining a ride: what the planner asks the rideshare module for when a trip is booked. */
export interface NewBooking {
  rideId: number;
  passenger: { id: string; givenName: string; familyName: string };
  pickup: BookingPlace;
  dropOff: BookingPlace;
  /** The passenger's window, epoch milliseconds: not picked up earlier, not dropped off later. */
  earliestDeparture: number;
  latestArrival: number;
  seats: number;
  fareInCredits: number;
  passengerTripRef?: string;
  passengerTripPlanRef?: string;
  /** CONFIRMED for a booked trip (there is no approval step), PROPOSED for a driver's shout-out offer. */
  state: 'CONFIRMED' | 'PROPOSED';
}

export interface BookingContext {
  roads: RoadRouting;
  clock: Clock;
}

/**
 * The one time a passenger is picked up (the booking, the trip, the messages and the driver's route all
 * show it): when they get in, not a minute later when the car drives off after letting them in.
 */
const pickupTimeOf = (stop: PlannedStop): number => stop.boarding ?? stop.departure;

const placeOf = (label: string, lat: number, lon: number): NamedPlace => ({ label, lat, lon });

/** The ride with its active bookings, as the routing package's insertion reads it. */
export function activeRideOf(
  ride: MatchingRideRow,
  active: MatchingBookingRow[],
  car?: MatchingCarRow,
): ActiveRide {
  return {
    rideRef: rideRef(ride.id),
    driver: { id: ride.driverId, name: `${ride.driverGivenName} ${ride.driverFamilyName}`.trim() },
    car: {
      name: car ? `${car.brand} ${car.model}` : '',
      licensePlate: car?.licensePlate ?? '',
      ...(car?.co2Emission != null ? { co2GramsPerKm: car.co2Emission } : {}),
    },
    origin: placeOf(ride.fromLabel, ride.fromLat, ride.fromLon),
    destination: placeOf(ride.toLabel, ride.toLat, ride.toLon),
    departureTime: ride.departureTime.getTime(),
    arrivalTime: ride.arrivalTime.getTime(),
    arrivalTimePinned: ride.arrivalTimePinned,
    maxDetourMeters: ride.maxDetourMeters,
    maxDetourSeconds: ride.maxDetourSeconds,
    seats: ride.nrSeatsAvailable,
    bookings: active.map((booking) => ({
      bookingId: String(booking.id),
      seats: booking.nrSeats,
      pickup: placeOf(booking.pickupLabel, booking.pickupLat, booking.pickupLon),
      dropOff: placeOf(booking.dropOffLabel, booking.dropOffLat, booking.dropOffLon),
      earliestDeparture: booking.earliestDeparture.getTime(),
      latestArrival: booking.latestArrival.getTime(),
    })),
    stops: ride.stops
      .filter((stop) => active.some((booking) => booking.id === stop.bookingId))
      .map((stop) => ({ kind: stop.kind, bookingId: String(stop.bookingId) })),
  };
}

/**
 * Adds a passenger to a ride (DESIGN.md §7, reference §2.4), inside the caller's transaction so that the
 * trip and the fare commit or fail with it. The ride's row is locked first, so two passengers asking for
 * the last seat at the same moment are taken one after the other: the second sees the first's booking.
 * The insertion is checked again with every booked stop (the passengers' windows, the seats at every
 * moment, the detour limits for all together); then the ride is re-routed through the new stops and every
 * booked passenger gets their new pickup and drop-off times. Refused with 422 when the ride is no longer
 * scheduled, has left, or cannot take the passenger any more (full, or the route no longer fits).
 */
export async function addBooking(db: Db, ctx: BookingContext, request: NewBooking): Promise<Booking> {
  const { created } = await bookOnRide(db, ctx, request);
  // A new booking has no fare yet: the planner reserves it after this, on the passenger's leg.
  return bookingView(created, null);
}

/**
 * `addBooking` for the planner's trip: answers what the trip's leg and its messages need of the new
 * booking (its times and the ride's driver and topic as re-routed), from the rows the booking wrote.
 */
export async function addBookingForTrip(
  db: Db,
  ctx: BookingContext,
  request: NewBooking,
): Promise<BookingSummary> {
  const { created, ride } = await bookOnRide(db, ctx, request);
  return summaryOfBooking(created, ride);
}

/** The booking of `addBooking`: answers the new booking's row and the ride's row after re-routing. */
async function bookOnRide(
  db: Db,
  ctx: BookingContext,
  request: NewBooking,
): Promise<{ created: BookingRow; ride: RideRow }> {
  return inTransaction(db, async (tx) => {
    const ride = await lockRide(tx, request.rideId);
    if (!ride) throw new NotFoundError('Ride not found');
    if (ride.driverId === request.passenger.id) {
      throw new ForbiddenError('A driver cannot book their own ride', 'OWN_RIDE');
    }
    if (ride.state !== 'SCHEDULED' || ride.departureTime.getTime() <= ctx.clock.nowMs()) {
      throw new UnprocessableError('The ride has departed or is no longer scheduled', 'RIDE_NOT_BOOKABLE');
    }
    const active = await activeBookingsOfRide(tx, ride.id);
    const insertion = bestInsertion(
      activeRideOf(ride, active),
      {
        pickup: placeOf(request.pickup.label, request.pickup.lat, request.pickup.lon),
        dropOff: placeOf(request.dropOff.label, request.dropOff.lat, request.dropOff.lon),
        earliestDeparture: request.earliestDeparture,
        latestArrival: request.latestArrival,
        seats: request.seats,
        travellerId: request.passenger.id,
      },
      (from, to) => ctx.roads.driveCost(from, to),
    );
    if (!insertion) {
      throw new UnprocessableError('The ride can no longer take this passenger', 'RIDE_FULL_OR_CHANGED');
    }
    const created = await insertBooking(tx, newBookingColumns(request, insertion.stops));
    const updated = await rerouteRide(tx, ride.id, insertion, created.id);
    await scheduleRideProgress(tx, updated, ctx.clock.nowMs());
    return { created, ride: updated };
  });
}

type Insertion = NonNullable<ReturnType<typeof bestInsertion>>;

/** The new booking's columns: the passenger, their places and window, and the times the insertion planned. */
function newBookingColumns(request: NewBooking, stops: PlannedStop[]): NewBookingRow {
  const pickupStop = stops.find((stop) => stop.bookingId === NEW_BOOKING && stop.kind === 'pickup')!;
  const dropOffStop = stops.find((stop) => stop.bookingId === NEW_BOOKING && stop.kind === 'dropOff')!;
  return {
    rideId: request.rideId,
    passengerId: request.passenger.id,
    passengerGivenName: request.passenger.givenName,
    passengerFamilyName: request.passenger.familyName,
    state: request.state,
    pickupLabel: request.pickup.label,
    pickupLat: request.pickup.lat,
    pickupLon: request.pickup.lon,
    dropOffLabel: request.dropOff.label,
    dropOffLat: request.dropOff.lat,
    dropOffLon: request.dropOff.lon,
    departureTime: new Date(pickupTimeOf(pickupStop)),
    arrivalTime: new Date(dropOffStop.arrival),
    earliestDeparture: new Date(request.earliestDeparture),
    latestArrival: new Date(request.latestArrival),
    nrSeats: request.seats,
    fareCredits: request.fareInCredits,
    passengerTripRef: request.passengerTripRef ?? null,
    passengerTripPlanRef: request.passengerTripPlanRef ?? null,
  };
}

/**
 * The ride follows the insertion's route through its stops (the new booking's as `createdId`), and the
 * passengers already booked get their new pickup and drop-off times. Answers the changed ride.
 */
async function rerouteRide(
  tx: Db,
  rideId: number,
  insertion: Insertion,
  createdId: number,
): Promise<RideRow> {
  const idOf = (bookingId: string | undefined) => (bookingId === NEW_BOOKING ? createdId : Number(bookingId));
  const stops: StoredStop[] = insertion.stops
    .filter((stop) => stop.kind === 'pickup' || stop.kind === 'dropOff')
    .map((stop) => ({ kind: stop.kind as StoredStop['kind'], bookingId: idOf(stop.bookingId) }));
  // A stretch from a pickup starts when the passenger gets in, the time their booking shows.
  const legs: StoredLeg[] = insertion.legs.map((leg, index) => ({
    meters: Math.round(leg.meters),
    seconds: Math.round(leg.seconds),
    startTime: pickupTimeOf(insertion.stops[index]!),
    endTime: insertion.stops[index + 1]!.arrival,
  }));
  const updated = await updateRideRow(tx, rideId, {
    stops,
    legs,
    departureTime: new Date(insertion.route.departureTime),
    arrivalTime: new Date(insertion.route.arrivalTime),
    distanceMeters: Math.round(insertion.route.meters),
    durationSeconds: Math.round(insertion.route.seconds),
  });
  // The passengers already on board keep their places but may be picked up a little earlier or later.
  for (const stop of insertion.stops) {
    if (!stop.bookingId || stop.bookingId === NEW_BOOKING) continue;
    const time =
      stop.kind === 'pickup'
        ? { departureTime: new Date(pickupTimeOf(stop)) }
        : { arrivalTime: new Date(stop.arrival) };
    await setBookingTime(tx, Number(stop.bookingId), time);
  }
  return updated;
}

/**
 * Cancels a booking, by the driver (their ride was cancelled) or for the passenger. The planner connects
 * this to the passenger's trip, fare and messages (the booking issue); here the booking only changes.
 */
export async function cancelBookingRow(
  db: Db,
  booking: BookingRow,
  reason: string | undefined,
  byDriver: boolean,
): Promise<void> {
  await markBookingCancelled(db, booking.id, reason ?? null, byDriver);
}

/** A booking, for the ride's driver and the passenger; anybody else 403. Its fare's state is the planner's. */
export async function bookingFor(
  db: Db,
  caller: string,
  bookingId: number,
  fareStatesOf: FareStatesOf | undefined,
): Promise<Booking> {
  const row = await bookingWithDriver(db, bookingId);
  if (!row) throw new NotFoundError('Booking not found');
  if (row.booking.passengerId !== caller && row.driverId !== caller)
    throw new ForbiddenError('Not your booking');
  const fareStates = await fareStatesFor(fareStatesOf, db, [bookingId]);
  return bookingView(row.booking, fareStateIn(fareStates, bookingId));
}
