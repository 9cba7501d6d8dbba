import { z } from 'zod';
import { OffsetQuerySchema, pagedSchema, queryBooleanSchema } from './common';
import { ItinerarySchema, PlanPlaceSchema, TripPlanSchema } from './planner';
import { MAX_PASSENGERS } from './profile';

/*
 * Shout-outs (oproepen, spec 000 §2, §3 Shout-out, §4 planState; reference §1.6): a passenger whose search
 * found nothing asks the community; drivers living near the trip are told and may offer a ride.
 */

export const PLAN_STATES = ['OPEN', 'FINAL', 'CANCELLED'] as const;
export const PlanStateSchema = z.enum(PLAN_STATES);
export type PlanState = z.infer<typeof PlanStateSchema>;

const OffsetDateTimeSchema = z.iso.datetime({ offset: true });

/** `POST /plans`: the passenger's shout-out, from where to where and when. */
export const CreateShoutOutRequestSchema = z.object({
  planType: z.literal('SHOUT_OUT'),
  from: PlanPlaceSchema,
  to: PlanPlaceSchema,
  travelTime: OffsetDateTimeSchema,
  useAsArrivalTime: z.boolean().default(false),
  nrSeats: z.number().int().min(1).max(MAX_PASSENGERS).default(1),
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
  cancelReason: z.string().optional(),
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
  offset: OffsetQuerySchema,
  maxResults: z.coerce.number().int().min(1).max(100).default(10),
});

const COORDINATES = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/** `GET /shout-outs`: the community's open shout-outs near a place (reference §1.6). */
export const ShoutOutsQuerySchema = z
  .object({
    /** `lat,lon` of the driver's base: their home, their location, or the middle of the country. */
    location: z
      .string()
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
    offset: OffsetQuerySchema,
    maxResults: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine((query) => query.depArrRadius <= query.travelRadius, {
    message: 'depArrRadius must not exceed travelRadius',
    path: ['depArrRadius'],
  });

export const CancelPlanQuerySchema = z.object({ reason: z.string().trim().max(500).optional() });

/** The spec's radii (spec 000 §9), metres. */
export const SHOUT_OUT_RADIUS_COUNTRY = 200_000;
export const SHOUT_OUT_RADIUS_NEARBY = 20_000;
export const SHOUT_OUT_RADIUS_TRAVEL = 50_000;
