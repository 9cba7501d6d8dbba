import { z } from 'zod';
import { IsoDateSchema, OffsetDateTimeSchema } from './limits';
import {
  GeoPointSchema,
  LEG_SPAN_FIELDS,
  PLACE_LABEL_MAX_LENGTH,
  pagedSchema,
  refOrRowIdSchema,
  refWriter,
} from './common';
import { ANSWER_FIELDS, ConfirmValueSchema, DriverNotMadeReasonSchema } from './confirmation';
import { LuggageSchema, MAX_PASSENGERS, RidePlanOptionsSchema } from './profile';
import { travelListQuerySchema } from './travel-list-query';

/*
 * The rideshare service (spec 000 §3 Ride, Recurrence, Booking, Car; §7 Rideshare): the drivers' cars,
 * the rides they offer, single or recurring, and the passengers' bookings on them.
 */

/** A ride, car or booking in a path: its number or its URN (`urn:nb:rs:ride:12`), as the spec's `rideRef`. */
function refOrIdSchema(kind: 'ride' | 'car' | 'booking') {
  return refOrRowIdSchema(`urn:nb:rs:${kind}:`);
}

export const rideRef = refWriter('urn:nb:rs:ride:');
export const carRef = refWriter('urn:nb:rs:car:');
export const bookingRef = refWriter('urn:nb:rs:booking:');

// ---------------------------------------------------------------------------------------------------
// Cars

/** The most cars one driver keeps in their list: a household has a few, nobody needs more. */
export const MAX_CARS_PER_USER = 10;

/** Country of registration; only Dutch plates can be looked up (spec 000 §5). */
export const CarCountrySchema = z.enum(['NL']);

/**
 * A Dutch licence plate as typed: letters and digits in three groups of 1–3 separated by dashes, 8
 * characters in all (`XX-XX-XX`, `12-ABC-3`). The lookup starts at exactly 8 characters (spec 000 §5).
 */
export const LICENSE_PLATE_LENGTH = 8;
export const LicensePlateSchema = z
  .string()
  .max(20)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}-[A-Z0-9]{1,3}-[A-Z0-9]{1,3}$/, 'must be a licence plate such as 12-ABC-3')
  .refine((plate) => plate.length === LICENSE_PLATE_LENGTH, 'must be 8 characters with dashes');

/** The plate as the registers keep it: without dashes (RDW's `kenteken`). */
export function bareLicensePlate(plate: string): string {
  return plate.replaceAll('-', '').toUpperCase();
}

/** What the vehicle register knows of a car (spec 000 §3 Car; RDW open data). */
export const CarDetailsSchema = z.object({
  licensePlate: z.string(),
  countryCode: CarCountrySchema,
  brand: z.string(),
  model: z.string(),
  /** RDW's body type, e.g. 'Hatchback', 'MPV'; absent when the register does not say. */
  type: z.string().optional(),
  color: z.string().optional(),
  color2: z.string().optional(),
  nrSeats: z.number().int().min(1).max(99).optional(),
  nrDoors: z.number().int().min(0).max(9).optional(),
  registrationYear: z.number().int().min(1900).max(2100).optional(),
  /** Grams CO₂ per km (combined), when the register has it. */
  co2Emission: z.number().int().min(0).max(2000).optional(),
});
export type CarDetails = z.infer<typeof CarDetailsSchema>;

/** A car in a driver's list. */
export const CarSchema = CarDetailsSchema.extend({
  id: z.number().int(),
  carRef: z.string(),
});
export type Car = z.infer<typeof CarSchema>;

export const CarLookupQuerySchema = z.object({
  countryCode: CarCountrySchema.default('NL'),
  licensePlate: LicensePlateSchema,
});

/** Adding a car: the server looks the plate up itself and stores what the register says. */
export const AddCarRequestSchema = z.strictObject({
  countryCode: CarCountrySchema.default('NL'),
  licensePlate: LicensePlateSchema,
});
export type AddCarRequest = z.input<typeof AddCarRequestSchema>;

export const CarParamsSchema = z.object({ carId: refOrIdSchema('car') });
export const CarListSchema = z.array(CarSchema);

// ---------------------------------------------------------------------------------------------------
// Rides

export const RIDE_STATES = [
  'SCHEDULED',
  'DEPARTING',
  'IN_TRANSIT',
  'ARRIVING',
  'VALIDATING',
  'COMPLETED',
  'CANCELLED',
] as const;
export const RideStateSchema = z.enum(RIDE_STATES);
export type RideState = z.infer<typeof RideStateSchema>;

/** Weekday mask bits (spec 000 §3, §9): bit 0 Monday … bit 6 Sunday. */
export const MONDAY_TO_FRIDAY_MASK = 31;
export const ALL_DAYS_MASK = 127;

/**
 * How a ride repeats (spec 000 §3 Recurrence). ONCE is a ride without recurrence; DAILY is every day
 * (unit DAY, interval 1); WORKDAILY and WEEKLY and CUSTOM are unit WEEK with a weekday mask: Monday to
 * Friday, the first ride's weekday, or a chosen pattern, every week or every other week, optionally until
 * a last date (`horizon`, a date in Europe/Amsterdam).
 */
export const RecurrenceSchema = z
  .strictObject({
    interval: z.union([z.literal(1), z.literal(2)]),
    unit: z.enum(['DAY', 'WEEK']),
    /** 1–127 (255, seen in the original for daily, counts as all seven days). */
    daysOfWeekMask: z.number().int().min(1).max(255).optional(),
    horizon: IsoDateSchema.optional(),
  })
  .refine(
    (recurrence) => recurrence.unit === 'DAY' || ((recurrence.daysOfWeekMask ?? 0) & ALL_DAYS_MASK) !== 0,
    { message: 'a weekly recurrence needs at least one weekday in daysOfWeekMask', path: ['daysOfWeekMask'] },
  )
  .refine((recurrence) => recurrence.unit === 'WEEK' || recurrence.interval === 1, {
    message: 'a daily recurrence has interval 1',
    path: ['interval'],
  });
export type Recurrence = z.infer<typeof RecurrenceSchema>;

/** A place a ride starts or ends at, or a passenger gets in or out. */
export const RidePlaceSchema = z.strictObject({
  label: z.string().min(1).max(PLACE_LABEL_MAX_LENGTH),
  location: GeoPointSchema,
});
export type RidePlace = z.infer<typeof RidePlaceSchema>;

/** When: the departure, or the arrival when `arriving` (then the arrival is pinned). */
export const TravelTimeSchema = z.strictObject({
  when: OffsetDateTimeSchema,
  arriving: z.boolean().default(false),
});

/**
 * POST /rides (spec 000 §7): from, to, travel time, recurrence and the ride preferences; the car is the
 * preferences' `selectedCarRef` unless `carRef` names another of the driver's cars.
 */
export const CreateRideRequestSchema = z.strictObject({
  from: RidePlaceSchema,
  to: RidePlaceSchema,
  travelTime: TravelTimeSchema,
  recurrence: RecurrenceSchema.optional(),
  ridePlanOptions: RidePlanOptionsSchema,
  carRef: z.string().max(100).optional(),
});
export type CreateRideRequest = z.input<typeof CreateRideRequestSchema>;

/** PUT /rides/{rideRef}?scope: the ride's changeable parts (spec 000 §7). */
export const UpdateRideRequestSchema = z.strictObject({
  carRef: z.string().max(100),
  ableToAssist: z.boolean(),
  maxDetourMeters: z.number().int().min(1).max(200000),
  maxDetourSeconds: z
    .number()
    .int()
    .min(1)
    .max(4 * 3600),
  nrSeatsAvailable: z.number().int().min(1).max(MAX_PASSENGERS),
  fromPlace: RidePlaceSchema,
  toPlace: RidePlaceSchema,
  arrivalTimePinned: z.boolean(),
  departureTime: OffsetDateTimeSchema.optional(),
  arrivalTime: OffsetDateTimeSchema.optional(),
  luggageOptions: z.array(LuggageSchema).max(LuggageSchema.options.length).optional(),
});
export type UpdateRideRequest = z.input<typeof UpdateRideRequestSchema>;

export const RideScopeSchema = z.enum(['this', 'this-and-following']);
export type RideScope = z.infer<typeof RideScopeSchema>;

export const BOOKING_STATES = ['PROPOSED', 'REQUESTED', 'CONFIRMED', 'CANCELLED'] as const;
export const BookingStateSchema = z.enum(BOOKING_STATES);
export type BookingState = z.infer<typeof BookingStateSchema>;

export const PaymentStateSchema = z.enum(['RESERVED', 'CANCELLED', 'PAID']);

export const PersonSchema = z.object({
  managedIdentity: z.string(),
  givenName: z.string().optional(),
  familyName: z.string().optional(),
});

/** A passenger's booking on a ride (spec 000 §3 Booking). */
export const BookingSchema = z.object({
  id: z.number().int(),
  bookingRef: z.string(),
  rideRef: z.string(),
  state: BookingStateSchema,
  passenger: PersonSchema,
  pickup: RidePlaceSchema,
  dropOff: RidePlaceSchema,
  /** When the car picks the passenger up and drops them off. */
  departureTime: OffsetDateTimeSchema,
  arrivalTime: OffsetDateTimeSchema,
  nrSeats: z.number().int().min(1),
  fareInCredits: z.number().int().min(0),
  passengerTripRef: z.string().optional(),
  passengerTripPlanRef: z.string().optional(),
  cancelReason: z.string().optional(),
  cancelledByDriver: z.boolean().optional(),
  /** After the ride: whether it took place, by the driver and by the passenger, and why not. */
  ...ANSWER_FIELDS,
  confirmedByPassenger: z.boolean().optional(),
  confirmationReasonByPassenger: z.string().optional(),
  paymentState: PaymentStateSchema.optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** A stretch of the driver's route between two stops (start, a pickup or drop-off, the end). */
export const RideLegSchema = z.object({
  from: RidePlaceSchema,
  to: RidePlaceSchema,
  ...LEG_SPAN_FIELDS,
  /** Bookings whose passengers ride along on this stretch. */
  bookingIds: z.array(z.number().int()),
});
export type RideLeg = z.infer<typeof RideLegSchema>;

/** A ride as its driver sees it (spec 000 §3 Ride). */
export const RideSchema = z.object({
  id: z.number().int(),
  rideRef: z.string(),
  state: RideStateSchema,
  driver: PersonSchema,
  carRef: z.string(),
  car: z.object({
    brand: z.string(),
    model: z.string(),
    licensePlate: z.string(),
    nrSeats: z.number().int().optional(),
    color: z.string().optional(),
  }),
  ableToAssist: z.boolean(),
  luggageOptions: z.array(LuggageSchema),
  maxDetourMeters: z.number().int(),
  maxDetourSeconds: z.number().int(),
  nrSeatsAvailable: z.number().int(),
  fromPlace: RidePlaceSchema,
  toPlace: RidePlaceSchema,
  departureTime: OffsetDateTimeSchema,
  arrivalTime: OffsetDateTimeSchema,
  arrivalTimePinned: z.boolean(),
  /** Seconds of the whole route, and the driver's own drive without passengers. */
  duration: z.number().int().min(0),
  estimatedDrivingTime: z.number().int().min(0),
  /** Metres. */
  distance: z.number().int().min(0),
  /** True when distance and times come from the estimated model (no road network imported). */
  estimated: z.boolean(),
  /** Encoded polyline (precision 5) of the route, for the map. */
  legGeometry: z.object({ points: z.string(), length: z.number().int().min(0) }).optional(),
  recurrence: RecurrenceSchema.optional(),
  bookings: z.array(BookingSchema),
  legs: z.array(RideLegSchema),
  cancelReason: z.string().optional(),
  confirmationReason: z.string().optional(),
});
export type Ride = z.infer<typeof RideSchema>;

export const RideParamsSchema = z.object({ rideId: refOrIdSchema('ride') });
export const BookingParamsSchema = z.object({ bookingId: refOrIdSchema('booking') });
/** `PUT /bookings/{id}/confirm/{true|false}?reason`: the driver says whether the passenger rode along. */
export const ConfirmBookingParamsSchema = z.object({
  bookingId: refOrIdSchema('booking'),
  value: ConfirmValueSchema,
});
export const ConfirmBookingQuerySchema = z.object({ reason: DriverNotMadeReasonSchema.optional() });

/** GET /rides (spec 000 §7): the driver's rides, paged (default 10), by departure time. */
export const RidesQuerySchema = travelListQuerySchema(RideStateSchema);
export const PagedRidesSchema = pagedSchema(RideSchema);

export const UpdateRideQuerySchema = z.object({ scope: RideScopeSchema.default('this') });
export const DeleteRideQuerySchema = z.object({
  scope: RideScopeSchema.default('this'),
  reason: z.string().trim().max(500).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Limits

/** Recurring rides exist this far ahead; the nightly job tops them up (reference §2.2). */
export const RIDE_INSTANCES_AHEAD_DAYS = 56;
/** The ride monitor's steps: departing 15 minutes before, done 15 minutes after (reference §2.5). */
export const RIDE_DEPARTING_BEFORE_MINUTES = 15;
export const RIDE_DONE_AFTER_MINUTES = 15;
