import { z } from 'zod';
import { OffsetDateTimeSchema, TOKEN_MAX } from './limits';
import {
  GeoPointSchema,
  LEG_SPAN_FIELDS,
  PLACE_LABEL_MAX_LENGTH,
  queryBooleanSchema,
  refWriter,
} from './common';
import { LuggageSchema, MAX_PASSENGERS, TravelModeSchema, type TravelMode } from './profile';
import { PaymentStateSchema, RIDE_STATES } from './rideshare';
import { WHOLE_MESSAGE_PARAMS } from './validation';
import { ANSWER_FIELDS } from './confirmation';

// ---------------------------------------------------------------------------------------------------
// Trip and leg states (spec 000 §4; reference §1.5)

/**
 * A trip's (and each leg's) life: booking its shared legs, then a ride's life from scheduled on: under
 * way, waiting for both sides to confirm that it happened (only while a fare is due), then completed; or
 * cancelled. Pre-travel states may be cancelled.
 */
export const TRIP_STATES = ['PLANNING', 'BOOKING', ...RIDE_STATES] as const;
export const TripStateSchema = z.enum(TRIP_STATES);
export type TripState = z.infer<typeof TripStateSchema>;
export const PRE_TRAVEL_TRIP_STATES: readonly TripState[] = ['PLANNING', 'BOOKING', 'SCHEDULED'];

export const planRef = refWriter('urn:nb:pn:plan:');
export const itineraryRef = refWriter('urn:nb:pn:itinerary:');
export const tripRef = refWriter('urn:nb:pn:trip:');
export const legRef = refWriter('urn:nb:pn:leg:');

// ---------------------------------------------------------------------------------------------------
// Constants (reference §1.2; spec 000 §7 Planner)

/** The server's default modes when the caller names none: everything (reference §1.2). */
export const DEFAULT_PLAN_MODALITIES: readonly TravelMode[] = [
  'WALK',
  'RIDESHARE',
  'BUS',
  'RAIL',
  'TRAM',
  'SUBWAY',
  'FERRY',
];
/** The server's default longest walk in metres (reference §1.2; the web app sends its own 500). */
export const DEFAULT_MAX_WALK_DISTANCE = 1000;
export const MAX_WALK_DISTANCE_LIMIT = 20000;

/** Planner places travel as `label::lat,lon` (DESIGN.md §4); the label may hold anything but `::`. */
export const PLAN_PLACE_SEPARATOR = '::';

/** The `label::lat,lon` form of a place, for the `from` and `to` query parameters. */
export function formatPlanPlace(label: string, lat: number, lon: number): string {
  return `${label.replaceAll(PLAN_PLACE_SEPARATOR, ':')}${PLAN_PLACE_SEPARATOR}${lat},${lon}`;
}

// ---------------------------------------------------------------------------------------------------
// GET /api/planner/search/plan

/** A place of the question: what the caller called it and where it is. */
export interface PlanPoint {
  label: string;
  lat: number;
  lon: number;
}

/** A yes-or-no question of the search, `false` when left out. */
const queryBoolean = queryBooleanSchema(false);

/**
 * A list in the query string, given comma-separated (`modalities=BUS,RAIL`) or repeated
 * (`modalities=BUS&modalities=RAIL`): both come to one list, each item trimmed and blank ones dropped.
 */
function queryListSchema<List extends z.ZodType>(list: List) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '' && item !== undefined),
    list,
  );
}

/** The modes to travel by, at least one. */
const ModalitiesSchema = queryListSchema(
  z.array(TravelModeSchema).min(1, 'name at least one modality').max(TravelModeSchema.options.length),
);

/**
 * One of the inputs the spec calls mandatory (spec 000 §5): missing or blank, it is answered with the
 * spec's own words, 'from is mandatory', as the whole message of the 400.
 */
function mandatory(field: string, format?: 'date-time') {
  return (
    z
      .custom<string>((value) => typeof value === 'string' && value.trim() !== '', {
        error: `${field} is mandatory`,
        params: WHOLE_MESSAGE_PARAMS,
      })
      // A custom check has no JSON Schema of its own; the OpenAPI document is told it takes a string.
      .meta({ type: 'string', ...(format ? { format } : {}) })
  );
}

const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/**
 * A place as `label::lat,lon` (DESIGN.md §4), read into its label and coordinates. The label may hold
 * anything except `::`, so exactly one separator is allowed; latitude comes first, as in the original
 * planner's OTP places, and a point off the globe (longitude first by mistake, often) is refused.
 */
export function planPlaceParam(field: 'from' | 'to') {
  return mandatory(field)
    .pipe(z.string().max(500))
    .transform((value, context): PlanPoint => {
      const parts = value.split(PLAN_PLACE_SEPARATOR);
      const match = parts.length === 2 ? COORDINATES.exec(parts[1]!) : null;
      if (!match) {
        context.addIssue({
          code: 'custom',
          message: `${field} must be label::lat,lon`,
          params: WHOLE_MESSAGE_PARAMS,
        });
        return z.NEVER;
      }
      const lat = Number(match[1]);
      const lon = Number(match[2]);
      if (lat < -90 || lat > 90 || lon < -180 || lon > 180) {
        context.addIssue({
          code: 'custom',
          message: `${field} has a latitude or longitude out of range`,
          params: WHOLE_MESSAGE_PARAMS,
        });
        return z.NEVER;
      }
      return { label: parts[0]!.trim(), lat, lon };
    });
}

/**
 * The question of a search. from, to and travelTime are mandatory and listed first, in the spec's order,
 * so a question missing several of them hears about the first: 'from is mandatory', then 'to …', then
 * 'travelTime …'.
 */
export const PlanQuerySchema = z.object({
  from: planPlaceParam('from').describe("Where from: `label::lat,lon`; 400 'from is mandatory' when missing"),
  to: planPlaceParam('to').describe("Where to: `label::lat,lon`; 400 'to is mandatory' when missing"),
  travelTime: mandatory('travelTime', 'date-time')
    .pipe(OffsetDateTimeSchema)
    .describe('ISO 8601 with offset; departure, or arrival with useAsArrivalTime; not in the past'),
  useAsArrivalTime: queryBoolean,
  modalities: ModalitiesSchema.optional().describe(
    'Comma-separated or repeated; default all. Without RIDESHARE no shared rides, first or last legs either',
  ),
  maxWalkDistance: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_WALK_DISTANCE_LIMIT)
    .default(DEFAULT_MAX_WALK_DISTANCE)
    .describe('Metres'),
  nrSeats: z.coerce.number().int().min(1).max(MAX_PASSENGERS).default(1),
  firstLegRideshare: queryBoolean,
  lastLegRideshare: queryBoolean,
  luggageOptions: queryListSchema(z.array(LuggageSchema).max(LuggageSchema.options.length))
    .optional()
    .describe("The passenger's luggage: only rides whose driver takes all of it are offered"),
  needsAssistance: queryBoolean.describe('Only rides whose driver is able to assist are offered'),
});
export type PlanQuery = z.input<typeof PlanQuerySchema>;
export type ParsedPlanQuery = z.output<typeof PlanQuerySchema>;

/** A place of a plan or a leg. Stops carry their GTFS id and, where known, the platform. */
export const PlanPlaceSchema = z.object({
  label: z.string().max(PLACE_LABEL_MAX_LENGTH),
  location: GeoPointSchema,
  stopId: z.string().max(TOKEN_MAX).optional(),
  platformCode: z.string().max(TOKEN_MAX).optional(),
});
export type PlanPlace = z.infer<typeof PlanPlaceSchema>;

/** A place a caller sends (a shout-out's, a ride alert's): its label and stop names bounded. */
export const PlanPlaceInputSchema = PlanPlaceSchema.extend({
  label: z.string().max(PLACE_LABEL_MAX_LENGTH),
  stopId: z.string().max(100).optional(),
  platformCode: z.string().max(20).optional(),
});

export const LegSchema = z.object({
  traverseMode: TravelModeSchema,
  /** The times are ISO 8601 with the Europe/Amsterdam offset. */
  ...LEG_SPAN_FIELDS,
  from: PlanPlaceSchema,
  to: PlanPlaceSchema,
  routeShortName: z.string().optional(),
  routeLongName: z.string().optional(),
  agencyId: z.string().optional(),
  agencyName: z.string().optional(),
  tripId: z.string().optional(),
  headsign: z.string().optional(),
  /**
   * Public-transport legs: the day the vehicle's trip runs by the timetable (YYYY-MM-DD; a trip past
   * midnight belongs to the day it started), by which the live feed names it.
   */
  serviceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /**
   * Live times from the public-transport feed: seconds late (negative: early) leaving the first stop and
   * arriving at the last. `startTime` and `endTime` are the expected times; the timetable's are these
   * minus the delays. Absent: nothing known live (the timetable's times).
   */
  departureDelay: z.number().int().optional(),
  arrivalDelay: z.number().int().optional(),
  /** The live feed says the vehicle of this leg does not run ('rijdt niet'). */
  cancelled: z.boolean().optional(),
  /** Encoded polyline (precision 5) and its number of points. */
  legGeometry: z.object({ points: z.string(), length: z.number().int().min(0) }),
  /** Shared rides (traverseMode RIDESHARE): the driver's profile id and name, and the car. */
  driverId: z.string().optional(),
  driverName: z.string().optional(),
  vehicleName: z.string().optional(),
  vehicleLicensePlate: z.string().optional(),
  /** A shared ride must be booked; booking reserves its fare. */
  bookingRequired: z.boolean().optional(),
  /** Credits the leg costs (rides only). */
  fareInCredits: z.number().int().min(0).optional(),
  /** Grams CO₂ per passenger-kilometre. */
  co2EmissionRate: z.number().min(0).optional(),
  /** Distance and times estimated without a road network (shown as an estimate). */
  estimated: z.boolean().optional(),
  /** The ride a shared leg travels with (`urn:nb:rs:ride:…`). */
  rideRef: z.string().optional(),
  /** A driver's offer on a shout-out: the leg that carries the passenger names the shout-out. */
  shoutOutRef: z.string().optional(),
  /** A booked trip's legs only: the leg's own reference and state (reference §1.5). */
  legRef: z.string().optional(),
  state: z.lazy(() => TripStateSchema).optional(),
  /** A booked shared leg: its booking on the ride and what became of its fare. */
  bookingRef: z.string().optional(),
  paymentState: PaymentStateSchema.optional(),
  /** After the trip: whether it took place, by the passenger and by the driver, and why not. */
  ...ANSWER_FIELDS,
  confirmedByProvider: z.boolean().optional(),
  confirmationReasonByProvider: z.string().optional(),
  /** The leg waits for the passenger's (or the driver's) answer. */
  confirmationRequested: z.boolean().optional(),
  confirmationByProviderRequested: z.boolean().optional(),
});
export type Leg = z.infer<typeof LegSchema>;

/** The modes with a timetable: trains, buses, trams, metros and ferries, of which a live feed speaks. */
export const PUBLIC_TRANSPORT_MODES = [
  'BUS',
  'RAIL',
  'TRAM',
  'SUBWAY',
  'FERRY',
] as const satisfies readonly TravelMode[];

/** A leg by train, bus, tram, metro or ferry (not walking, not a shared ride). */
export function isPublicTransportLeg(leg: Pick<Leg, 'traverseMode'>): boolean {
  return (PUBLIC_TRANSPORT_MODES as readonly string[]).includes(leg.traverseMode);
}

export const ItinerarySchema = z.object({
  /** What `POST /trips` books (`urn:nb:pn:itinerary:…`): every searched itinerary carries one. */
  itineraryRef: z.string().optional(),
  departureTime: OffsetDateTimeSchema,
  arrivalTime: OffsetDateTimeSchema,
  /** Seconds, as are the waiting, walking and transit times. */
  duration: z.number().int().min(0),
  transfers: z.number().int().min(0),
  waitingTime: z.number().int().min(0),
  walkTime: z.number().int().min(0),
  transitTime: z.number().int().min(0),
  /** Metres. */
  walkDistance: z.number().int().min(0),
  /**
   * Higher is better: minus half an hour per transfer, every second waited or travelled, every metre
   * walked, and half a point per second away from the asked time (reference §1.3 step 5). The list comes
   * sorted by it.
   */
  score: z.number(),
  /** The sum of the legs' fares: what booking the itinerary reserves. */
  fareInCredits: z.number().int().min(0),
  /** Grams CO₂ per passenger-kilometre over the whole trip (reference §1.3). */
  averageCo2EmissionRate: z.number().int().min(0),
  /** 1–5: 5 emits nothing, then up to 50, 100, 150 g/km, and more. */
  sustainabilityRating: z.number().int().min(1).max(5),
  legs: z.array(LegSchema),
});
export type Itinerary = z.infer<typeof ItinerarySchema>;

/**
 * The passenger's question as a plan (a search, a shout-out) or a ride alert shows it back: from where to
 * where, and when (leaving then, or arriving by then with `useAsArrivalTime`).
 */
export const ASKED_TRIP_FIELDS = {
  from: PlanPlaceSchema,
  to: PlanPlaceSchema,
  travelTime: OffsetDateTimeSchema,
  useAsArrivalTime: z.boolean(),
};

export const TripPlanSchema = z.object({
  /** The stored search (`urn:nb:pn:plan:…`); its itineraries can be booked for a while. */
  planRef: z.string(),
  ...ASKED_TRIP_FIELDS,
  nrSeats: z.number().int().min(1).max(MAX_PASSENGERS),
  maxWalkDistance: z.number().int().min(0),
  modalities: z.array(TravelModeSchema),
  /** Milliseconds the search took. */
  requestDuration: z.number().int().min(0),
  /**
   * Present when itineraries with a longer walk than asked were added: when nothing fitted the maximum
   * walk (then all of them), or when a shared ride fitted but no public transport did (then the public
   * transport, after the rest). The longer walk in metres; the maximum walk is a preference, not a wall.
   */
  extendedMaxWalkDistance: z.number().int().min(0).optional(),
  itineraries: z.array(ItinerarySchema),
});
export type TripPlan = z.infer<typeof TripPlanSchema>;
