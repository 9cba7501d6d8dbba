import { boolean, index, integer, jsonb, pgSchema, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  at,
  createdNow,
  fromAndToColumns,
  ownedBy,
  personNameColumns,
  placeColumns,
  serialId,
} from '../../platform/db/columns.js';
import { BOOKING_STATES, RIDE_STATES } from '@achterhoek/contracts';

/**
 * The rideshare module's tables (reference §2.1): the drivers' cars, the rides they offer (a recurring
 * ride is a template with one row per ride), and the passengers' bookings on rides. A ride may carry
 * several bookings up to its seats (DESIGN.md §7); the order in which the car picks them up and drops
 * them off is kept on the ride (`stops`), with the driving legs between its stops.
 */
export const rideshare = pgSchema('rideshare');

export const cars = rideshare.table(
  'cars',
  {
    id: serialId(),
    driverId: text('driver_id').notNull(),
    /** As shown, with dashes (`12-ABC-3`). */
    licensePlate: text('license_plate').notNull(),
    /** Without dashes, upper case: how a plate is compared. */
    plate: text('plate').notNull(),
    countryCode: text('country_code').notNull().default('NL'),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    type: text('type'),
    color: text('color'),
    color2: text('color2'),
    nrSeats: integer('nr_seats'),
    nrDoors: integer('nr_doors'),
    registrationYear: integer('registration_year'),
    co2Emission: integer('co2_emission'),
    /** Removed from the driver's list, kept because rides refer to it; adding the plate again restores it. */
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdNow(),
  },
  (table) => [uniqueIndex('cars_driver_plate').on(table.driverId, table.plate)],
);

/** What every ride of a recurrence shares, and how far ahead its rides have been made. */
export const rideTemplates = rideshare.table('ride_templates', {
  id: serialId(),
  driverId: text('driver_id').notNull(),
  interval: integer('interval').notNull(),
  unit: text('unit', { enum: ['DAY', 'WEEK'] }).notNull(),
  daysOfWeekMask: integer('days_of_week_mask'),
  /** The last date (Europe/Amsterdam, YYYY-MM-DD) a ride may fall on; none: no end. */
  horizon: text('horizon'),
  /** The first ride's departure: its local time of day is every ride's. */
  firstDepartureTime: at('first_departure_time').notNull(),
  /** Rides exist for every matching day before this instant; the nightly job moves it on. */
  generatedUntil: at('generated_until').notNull(),
  createdAt: createdNow(),
});

/** A stop of the ride's route after the start: a booked passenger getting in or out. */
export interface StoredStop {
  kind: 'pickup' | 'dropOff';
  bookingId: number;
}

/** A stretch of the route between two consecutive points (start, stops, end), as driven. */
export interface StoredLeg {
  meters: number;
  seconds: number;
  /** Epoch milliseconds the car leaves the stretch's start and reaches its end. */
  startTime: number;
  endTime: number;
}

export const rides = rideshare.table(
  'rides',
  {
    id: serialId(),
    templateId: integer('template_id').references(() => rideTemplates.id, { onDelete: 'set null' }),
    driverId: text('driver_id').notNull(),
    /** The driver's name when the ride was offered: passengers see it in their search results. */
    ...personNameColumns('driver'),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    ...fromAndToColumns(),
    departureTime: at('departure_time').notNull(),
    arrivalTime: at('arrival_time').notNull(),
    arrivalTimePinned: boolean('arrival_time_pinned').notNull(),
    /** The driver's own drive, without passengers. */
    directMeters: integer('direct_meters').notNull(),
    directSeconds: integer('direct_seconds').notNull(),
    /** The whole route with every booked passenger. */
    distanceMeters: integer('distance_meters').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Distances and times from the estimated model (no road network was imported). */
    estimated: boolean('estimated').notNull(),
    /** The driver's own route as an encoded polyline (precision 5), for the map. */
    geometry: text('geometry'),
    geometryLength: integer('geometry_length'),
    maxDetourMeters: integer('max_detour_meters').notNull(),
    maxDetourSeconds: integer('max_detour_seconds').notNull(),
    nrSeatsAvailable: integer('nr_seats_available').notNull(),
    ableToAssist: boolean('able_to_assist').notNull(),
    luggageOptions: jsonb('luggage_options').$type<string[]>().notNull(),
    state: text('state', { enum: RIDE_STATES }).notNull().default('SCHEDULED'),
    cancelReason: text('cancel_reason'),
    /** The booked passengers' pickups and drop-offs in driving order. */
    stops: jsonb('stops').$type<StoredStop[]>().notNull().default([]),
    /** The route's stretches: start → stops → end (stops.length + 1 of them). */
    legs: jsonb('legs').$type<StoredLeg[]>().notNull().default([]),
    createdAt: createdNow(),
  },
  (table) => [
    index('rides_driver_departure').on(table.driverId, table.departureTime),
    index('rides_state_departure').on(table.state, table.departureTime),
    index('rides_template').on(table.templateId),
  ],
);

/** Bookings that still bind a ride: a passenger counts on it. */
export const ACTIVE_BOOKING_STATES = ['PROPOSED', 'REQUESTED', 'CONFIRMED'] as const;

export const bookings = rideshare.table(
  'bookings',
  {
    id: serialId(),
    rideId: ownedBy('ride_id', () => rides.id),
    passengerId: text('passenger_id').notNull(),
    ...personNameColumns('passenger'),
    state: text('state', { enum: BOOKING_STATES }).notNull(),
    ...placeColumns('pickup'),
    ...placeColumns('dropOff'),
    /** When the car picks the passenger up and drops them off, on the ride's current route. */
    departureTime: at('departure_time').notNull(),
    arrivalTime: at('arrival_time').notNull(),
    /** The passenger's own window: not picked up earlier, not dropped off later. */
    earliestDeparture: at('earliest_departure').notNull(),
    latestArrival: at('latest_arrival').notNull(),
    nrSeats: integer('nr_seats').notNull(),
    fareCredits: integer('fare_credits').notNull(),
    passengerTripRef: text('passenger_trip_ref'),
    passengerTripPlanRef: text('passenger_trip_plan_ref'),
    cancelReason: text('cancel_reason'),
    cancelledByDriver: boolean('cancelled_by_driver'),
    /**
     * The driver's answer after the ride (did the passenger ride along?) and the passenger's, with their
     * reasons: the booking is their one owner, the planner reads and writes them through the face. The
     * fare's state is the planner's (on the passenger's leg), asked through `fareStatesOf`.
     */
    confirmed: boolean('confirmed'),
    confirmationReason: text('confirmation_reason'),
    confirmedByPassenger: boolean('confirmed_by_passenger'),
    confirmationReasonByPassenger: text('confirmation_reason_by_passenger'),
    createdAt: createdNow(),
  },
  (table) => [index('bookings_ride').on(table.rideId), index('bookings_passenger').on(table.passengerId)],
);
