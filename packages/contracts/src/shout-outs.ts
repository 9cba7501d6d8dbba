import { z } from 'zod';
import { OffsetDateTimeSchema, TOKEN_MAX } from './limits';
import { pagedSchema, queryBooleanSchema, pageQueryFields, RowIdSchema } from './common';
import {
  ASKED_TRIP_FIELDS,
  ItinerarySchema,
  PlanPlaceInputSchema,
  planPlaceParam,
  TripPlanSchema,
} from './planner';
import { MAX_PASSENGERS } from './profile';

/*
 * Shout-outs (oproepen, spec 000 §2, §3 Shout-out, §4 planState; reference §1.6): a passenger whose search
 * found nothing asks the community; drivers living near the trip are told and may offer a ride.
 */

export const PLAN_STATES = ['OPEN', 'FINAL', 'CANCELLED'] as const;
export const PlanStateSchema = z.enum(PLAN_STATES);
export type PlanState = z.infer<typeof PlanStateSchema>;

/**
 * What a passenger asks for, in a shout-out and in a ride alert alike: from where to where, when (leaving
 * then, or arriving by then), and how many seats, one up to MAX_PASSENGERS.
 */
const PASSENGER_ASK_FIELDS = {
  from: PlanPlaceInputSchema,
  to: PlanPlaceInputSchema,
  travelTime: OffsetDateTimeSchema,
  useAsArrivalTime: z.boolean().default(false),
  nrSeats: z.number().int().min(1).max(MAX_PASSENGERS).default(1),
};

/** `POST /plans`: the passenger's shout-out, from where to where and when. */
export const CreateShoutOutRequestSchema = z.object({
  planType: z.literal('SHOUT_OUT'),
  ...PASSENGER_ASK_FIELDS,
});
export type CreateShoutOutRequest = z.input<typeof CreateShoutOutRequestSchema>;
export type ParsedCreateShoutOutRequest = z.output<typeof CreateShoutOutRequestSchema>;

/** A shout-out as the passenger and the drivers see it: the question, what a car would take, the offers. */
export const ShoutOutSchema = TripPlanSchema.extend({
  id: z.number().int(),
  planType: z.literal('SHOUT_OUT'),
  planState: PlanStateSchema,
  traveller: z.object({ managedIdentity: z.string(), name: z.string() }),
  /** The car straight from the passenger's origin to the destination, with its fare: what an offer costs. */
  referenceItinerary: ItinerarySchema,
  creationTime: OffsetDateTimeSchema,
  /** When the passenger must be there at the latest: past it, the shout-out has expired ('verstreken'). */
  latestArrivalTime: OffsetDateTimeSchema,
  cancelReason: z.string().optional(),
  /**
   * The drivers' offers are the shout-out's `itineraries`: the traveller sees all of them, a driver only
   * their own. An offer's shared leg carries its `bookingRef`, and `state: 'CANCELLED'` once the driver
   * withdrew it or the passenger chose another or cancelled the shout-out.
   */
});
export type ShoutOut = z.infer<typeof ShoutOutSchema>;
export const PagedShoutOutsSchema = pagedSchema(ShoutOutSchema);
export type PagedShoutOuts = z.infer<typeof PagedShoutOutsSchema>;

/** `GET /plans`: the caller's own shout-outs. */
export const PlansQuerySchema = z.object({
  planType: z.literal('SHOUT_OUT').default('SHOUT_OUT'),
  /** Only open ones (default), or every one (the history). */
  inProgress: queryBooleanSchema(true),
  since: OffsetDateTimeSchema.optional(),
  until: OffsetDateTimeSchema.optional(),
  sortDir: z.enum(['ASC', 'DESC']).default('ASC'),
  ...pageQueryFields(100, 10),
});

const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** `GET /shout-outs`: the community's open shout-outs near a place (reference §1.6). */
export const ShoutOutsQuerySchema = z
  .object({
    /** `lat,lon` of the driver's base: their home, their location, or the middle of the country. */
    location: z
      .string()
      .max(60)
      .regex(COORDINATES, 'must be lat,lon')
      .transform((value) => {
        const [, lat, lon] = COORDINATES.exec(value)!;
        return { lat: Number(lat), lon: Number(lon) };
      })
      .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180, 'latitude or longitude out of range'),
    /** Metres: the shout-out's start or end lies within this of the location… */
    depArrRadius: z.coerce.number().int().min(1).max(500_000).default(10_000),
    /** …and both lie within this. */
    travelRadius: z.coerce.number().int().min(1).max(500_000).default(10_000),
    since: OffsetDateTimeSchema.optional(),
    until: OffsetDateTimeSchema.optional(),
    inProgressOnly: queryBooleanSchema(true),
    ...pageQueryFields(100, 10),
  })
  .refine((query) => query.depArrRadius <= query.travelRadius, {
    message: 'depArrRadius must not exceed travelRadius',
    path: ['depArrRadius'],
  });

/** A passenger has at most this many open shout-outs at once. */
export const MAX_OPEN_SHOUT_OUTS = 5;
export const SHOUT_OUTS_FULL_MESSAGE = `Je hebt al ${MAX_OPEN_SHOUT_OUTS} openstaande oproepen. Annuleer er eerst een.`;
/**
 * A driver is sent at most this many messages about new shout-outs in an hour; further shout-outs still
 * appear in their list of shout-outs near them, they are just not messaged about.
 */
export const MAX_SHOUT_OUT_NOTICES_PER_HOUR = 5;

export const CancelPlanQuerySchema = z.object({ reason: z.string().trim().max(500).optional() });

/**
 * How far the drivers' shout-out list looks, in metres (spec 000 §9): near the driver's home, the trip's
 * origin or destination lies within 20 km and both within 50 km; for the whole country, both within 200 km
 * of the middle of the Netherlands.
 */
export const SHOUT_OUT_RADIUS_COUNTRY = 200_000;
export const SHOUT_OUT_RADIUS_NEARBY = 20_000;
export const SHOUT_OUT_RADIUS_TRAVEL = 50_000;

/**
 * `GET /shout-outs/{id}/plan` (reference §1.6): the driver's draft of an offer. From and to default to the
 * passenger's; without a travel time the draft is moved so that the pickup (or, for an arrival time, the
 * drop-off) falls at the time the passenger asked for.
 */
export const ShoutOutDraftQuerySchema = z.object({
  from: planPlaceParam('from').optional(),
  to: planPlaceParam('to').optional(),
  travelTime: OffsetDateTimeSchema.optional(),
  useAsArrivalTime: queryBooleanSchema(false),
});
export type ShoutOutDraftQuery = z.input<typeof ShoutOutDraftQuerySchema>;

/** `POST /shout-outs/{id}`: the driver offers the draft (`planRef`) with their car, as themselves. */
export const ShoutOutOfferRequestSchema = z.object({
  planRef: z.string().min(1).max(TOKEN_MAX),
  /** Missing: 400 'Voer eerst een auto in voordat je een rit gaat aanbieden.' */
  vehicleRef: z.string().min(1).max(TOKEN_MAX).optional(),
  driverRef: z.string().min(1).max(TOKEN_MAX),
});
export type ShoutOutOfferRequest = z.infer<typeof ShoutOutOfferRequestSchema>;

export const NO_CAR_FOR_OFFER_MESSAGE = 'Voer eerst een auto in voordat je een rit gaat aanbieden.';
/** An offer or an acceptance on a shout-out that was filled, cancelled or whose time has passed. */
export const SHOUT_OUT_CLOSED_MESSAGE = 'Deze oproep is niet meer open.';
/** A driver whose earlier offer on the shout-out still stands. */
export const OFFER_STILL_ACTIVE_MESSAGE = 'Je hebt al een aanbod gedaan op deze oproep.';

// ---------------------------------------------------------------------------------------------------
// Ride alerts (ritmeldingen): beyond the peers, a passenger whose search found nothing keeps the question;
// a ride offered later that could carry them is announced with a link that books it.

export const CreateRideAlertRequestSchema = z.object(PASSENGER_ASK_FIELDS);
export type CreateRideAlertRequest = z.input<typeof CreateRideAlertRequestSchema>;

export const RideAlertSchema = z.object({
  id: z.number().int(),
  ...ASKED_TRIP_FIELDS,
  nrSeats: z.number().int(),
  creationTime: OffsetDateTimeSchema,
  /** Rides announced so far. */
  matches: z.number().int().min(0),
});
export type RideAlert = z.infer<typeof RideAlertSchema>;
export const PagedRideAlertsSchema = pagedSchema(RideAlertSchema);
export type PagedRideAlerts = z.infer<typeof PagedRideAlertsSchema>;

/** `GET /ride-alerts`: a page of the caller's alerts still to come, soonest first. */
export const RideAlertsQuerySchema = z.object({
  ...pageQueryFields(50, 10),
});

/** A passenger keeps at most this many ride alerts still to come; a person never needs more. */
export const MAX_LIVE_RIDE_ALERTS = 20;
export const RIDE_ALERTS_FULL_MESSAGE = `Je hebt al ${MAX_LIVE_RIDE_ALERTS} ritmeldingen. Verwijder er eerst een.`;
/**
 * A new ride is searched for at most this many of the alerts it could serve (the oldest first): each is a
 * whole search, and the work one ride causes stays bounded however many alerts there are.
 */
export const RIDE_ALERTS_SEARCHED_PER_RIDE = 20;
export const RideAlertParamsSchema = z.object({ alertId: RowIdSchema });
